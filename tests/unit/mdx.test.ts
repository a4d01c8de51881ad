import {compile} from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import {describe, expect, it} from 'vitest';
import {loadDocs} from './docs';

// Compiling each page with MDX catches syntax errors (a stray `{` or `<` in prose) in a second,
// long before the full site build would.
describe('MDX syntax', () => {
  it.each(loadDocs().map((doc) => [doc.file, doc.body] as const))('%s compiles', async (_file, body) => {
    await expect(compile(body, {remarkPlugins: [remarkGfm, remarkDirective]})).resolves.toBeDefined();
  });
});
