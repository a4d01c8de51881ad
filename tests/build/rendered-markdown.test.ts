import * as cheerio from 'cheerio';
import {describe, expect, it} from 'vitest';
import {builtPages} from './site';

// A directive MDX does not parse prints as text: an admonition title written after a space (MDX 1 syntax, which
// the site's `future.v4` no longer rewrites) once showed ':::warning Title' to readers on seven pages.
describe('rendered Markdown', () => {
  it('no page shows Markdown directive syntax (":::") as text', () => {
    const shown = builtPages().flatMap(({route, html}) => {
      const $ = cheerio.load(html);
      return $('article p, article li')
        .filter((_, element) => /^\s*:::/m.test($(element).text()))
        .map((_, element) => `${route}: ${$(element).text().trim().slice(0, 80)}`)
        .get();
    });
    expect(shown, shown.join('\n')).toEqual([]);
  });

  // A module text with marks printed as `{text}` instead of <InlineText text={text} /> showed "**Open sandbox**" with
  // its asterisks in a table of /sdks/api-versioning.
  it('no page shows the Markdown marks of a module text (bold, code, links) as text', () => {
    const marks = /\*\*[^*\s][^*]*\*\*|`[^`\s][^`]*`|\[[^\]]+\]\(\/[^)]*\)/;
    const shown = builtPages().flatMap(({route, html}) => {
      const $ = cheerio.load(html);
      $('code, pre, script, style').remove();
      return $('article p, article li, article td, article th')
        .filter((_, element) => marks.test($(element).text()))
        .map((_, element) => `${route}: ${marks.exec($(element).text())![0].slice(0, 80)}`)
        .get();
    });
    expect(shown, shown.join('\n')).toEqual([]);
  });
});
