import * as cheerio from 'cheerio';
import {describe, expect, it} from 'vitest';
import {builtPages} from './site';

// A screen reader lists a page by its headings, and a level skipped (an h4 straight under an h2) reads as a section
// missing. The MDX headings are checked in the source (content-check's headings rule); this reads what components
// add too: a rule block's title under a table took h4 wherever the table stood, until the section-level remark
// plugin gave it the level below its section.
describe('headings', () => {
  it('no page skips a heading level in its article', () => {
    const skips = builtPages().flatMap(({route, html}) => {
      const $ = cheerio.load(html);
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
