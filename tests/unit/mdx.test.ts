import {describe, expect, it} from 'vitest';
import {compilePage} from '../../src/plugins/content-check/mdx';
import type {Page} from '../../src/plugins/content-check/pages';
import {loadDocs, locationOf} from './docs';

/** Every template literal a page writes inside JSX (`{`…`}`), outside fenced code, with where it stands. */
function templateLiterals(doc: Page): {literal: string; location: string}[] {
  const fenced = [...doc.body.matchAll(/^\s*(`{3,}|~{3,})[\s\S]*?^\s*\1\s*$/gm)].map((match) => [
    match.index,
    match.index + match[0].length,
  ]);
  return [...doc.body.matchAll(/\{(`[\s\S]*?`)\}/g)]
    .filter((match) => !fenced.some(([start, end]) => match.index >= start && match.index < end))
    .map((match) => ({literal: match[1], location: locationOf(doc, match.index)}));
}

// The site's Markdown preprocessor (src/config/markdown.ts) gives back the two spaces MDX takes from each
// continuation line of a code sample written as a template literal. Whether a page compiles at all is the
// `mdx` content rule (content.test.ts, npm run check); here, a page that compiles keeps its samples as written.
describe('pages compiled as the site compiles them', () => {
  it('keep their code samples as written', async () => {
    const changed: string[] = [];
    let literals = 0;
    for (const doc of loadDocs()) {
      const {code} = await compilePage(doc);
      if (code === undefined) continue;
      for (const {literal, location} of templateLiterals(doc)) {
        literals++;
        if (!code.includes(literal)) changed.push(`${location}: MDX changed the whitespace of this code sample`);
      }
    }
    expect(changed, changed.join('\n')).toEqual([]);
    expect(literals, 'template literals checked').toBeGreaterThan(10);
  }, 120_000);
});
