import {compile} from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import {describe, expect, it} from 'vitest';
import {keepTemplateLiteralIndentation} from '../../src/config/markdown';
import {loadDocs, locationOf, type DocFile} from './docs';

/** Every template literal a page writes inside JSX (`{`…`}`), outside fenced code, with where it stands. */
function templateLiterals(doc: DocFile): {literal: string; location: string}[] {
  const fenced = [...doc.body.matchAll(/^\s*(`{3,}|~{3,})[\s\S]*?^\s*\1\s*$/gm)].map((match) => [
    match.index,
    match.index + match[0].length,
  ]);
  return [...doc.body.matchAll(/\{(`[\s\S]*?`)\}/g)]
    .filter((match) => !fenced.some(([start, end]) => match.index >= start && match.index < end))
    .map((match) => ({literal: match[1], location: locationOf(doc, match.index)}));
}

// Compiling each page with MDX catches syntax errors (a stray `{` or `<` in prose) in a second,
// long before the full site build would. The page goes through the site's Markdown preprocessor first.
describe.each(loadDocs().map((doc) => [doc.file, doc] as const))('%s', (_file, doc) => {
  it('compiles, and keeps its code samples as written', async () => {
    const compiled = String(
      await compile(keepTemplateLiteralIndentation(doc.body), {remarkPlugins: [remarkGfm, remarkDirective]}),
    );
    const changed = templateLiterals(doc)
      .filter(({literal}) => !compiled.includes(literal))
      .map(({location}) => `${location}: MDX changed the whitespace of this code sample`);
    expect(changed, changed.join('\n')).toEqual([]);
  });
});
