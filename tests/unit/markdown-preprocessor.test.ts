import {compile} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';
import {keepTemplateLiteralIndentation} from '../../src/config/markdown';

const compiled = async (source: string) =>
  String(await compile(keepTemplateLiteralIndentation(source), {outputFormat: 'function-body'}));

describe('Markdown preprocessor', () => {
  it('keeps every space of a template literal in a JSX child or attribute', async () => {
    const output = await compiled(
      '<C>{`a:\n    four\n  two\n one\nzero\n\n        eight`}</C>\n\n<C code={`x\n  y`} />\n',
    );
    expect(output).toContain('`a:\n    four\n  two\n one\nzero\n\n        eight`');
    expect(output).toContain('`x\n  y`');
  });

  it('leaves fenced code as it is', () => {
    const fence = '```js\nconst x = {`\n  y`}\n```\n';
    expect(keepTemplateLiteralIndentation(fence)).toBe(fence);
    expect(keepTemplateLiteralIndentation(`~~~~\n{\`a\nb\`}\n~~~~\n\n<C>{\`c\nd\`}</C>\n`)).toBe(
      '~~~~\n{`a\nb`}\n~~~~\n\n<C>{`c\n  d`}</C>\n',
    );
  });
});
