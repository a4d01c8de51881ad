import * as cheerio from 'cheerio';
import {describe, expect, it} from 'vitest';
import {builtPages} from './site';

/**
 * Each built page parsed once, for every check below: its document, and the text blocks of its article as a reader
 * sees them.
 */
const pages = builtPages().map(({route, html}) => {
  const $ = cheerio.load(html);
  const blocks = $('article p, article li, article td, article th').toArray();
  // A block's own text without its code, which shows backticks, brackets and pipes on purpose.
  const prose = (block: (typeof blocks)[number], alsoWithout = '') =>
    $(block).clone().find(`code, pre, script, style${alsoWithout}`).remove().end().text();
  return {route, $, blocks, prose};
});

// A directive MDX does not parse prints as text: an admonition title written after a space (MDX 1 syntax, which
// the site's `future.v4` no longer rewrites) once showed ':::warning Title' to readers on seven pages.
describe('rendered Markdown', () => {
  it('no page shows Markdown directive syntax (":::") as text', () => {
    const shown = pages.flatMap(({route, $, blocks}) =>
      blocks
        .filter((block) => (block.tagName === 'p' || block.tagName === 'li') && /^\s*:::/m.test($(block).text()))
        .map((block) => `${route}: ${$(block).text().trim().slice(0, 80)}`),
    );
    expect(shown, shown.join('\n')).toEqual([]);
  });

  // A table row written straight after a list, with no blank line, is read as the list item's continuation: R105
  // found two AT command rows of /apn-configuration/cellular-modules shown as "| … | … |" text in a bullet.
  it('no page shows a Markdown table row as text', () => {
    const shown = pages.flatMap(({route, blocks, prose}) =>
      blocks
        .filter((block) => block.tagName === 'p' || block.tagName === 'li')
        // A nested list's rows are its own items' text.
        .map((block) => prose(block, ', ul, ol'))
        .filter((text) => /^\s*\|.*\|\s*$/m.test(text))
        .map((text) => `${route}: ${text.trim().slice(0, 80)}`),
    );
    expect(shown, shown.join('\n')).toEqual([]);
  });

  // A module text with marks printed as `{text}` instead of <InlineText text={text} /> showed "**Open sandbox**" with
  // its asterisks in a table of /sdks/api-versioning. Italics are looked for only in the one form module texts use
  // them, an event's name ("event 17, *Endpoint offline*"): a lone asterisk is common in prose (wildcards, sums).
  // Every text of the article is read, not only its paragraphs and cells: a module text printed as `{text}` on a line
  // of its own is not wrapped in a paragraph, and showed "[satellite rate](/portal/…)" on /services/factory-test-mode.
  it('no page shows the Markdown marks of a module text (bold, italic event names, code, links) as text', () => {
    const marks = /\*\*[^*\s][^*]*\*\*|\bevent \d+, \*[^*\s][^*]*\*|`[^`\s][^`]*`|\[[^\]]+\]\(\/[^)]*\)/;
    const shown = pages.flatMap(({route, $}) =>
      $('article')
        .find('*')
        .not('code, pre, script, style')
        .filter((_, element) => $(element).closest('code, pre').length === 0)
        .contents()
        .toArray()
        .filter((node) => node.type === 'text')
        .map((node) => $(node).text())
        .filter((text) => marks.test(text))
        .map((text) => `${route}: ${marks.exec(text)![0].slice(0, 80)}`),
    );
    expect(shown, shown.join('\n')).toEqual([]);
  });

  // A screen reader lists a page by its headings, and a level skipped (an h4 straight under an h2) reads as a section
  // missing. The MDX headings are checked in the source (content-check's headings rule); this reads what components
  // add too: a rule block's title under a table took h4 wherever the table stood, until the section-level remark
  // plugin gave it the level below its section.
  it('no page skips a heading level in its article', () => {
    const skips = pages.flatMap(({route, $}) => {
      let previous = {level: 1, text: 'the title'};
      return $('article :header')
        .toArray()
        .flatMap((heading) => {
          const level = Number(heading.tagName.slice(1));
          const text = $(heading)
            .text()
            .replace(/\u200b/g, '')
            .trim();
          const skip =
            level > previous.level + 1
              ? [`${route}: h${level} "${text}" under h${previous.level} "${previous.text}"`]
              : [];
          previous = {level, text};
          return skip;
        });
    });
    expect(skips, skips.join('\n')).toEqual([]);
  });
});
