import * as cheerio from 'cheerio';
import {describe, expect, it} from 'vitest';
import {builtPages, lineOf} from './site';

// The build only warns on a broken anchor (the spec's rule); this test makes `npm test` fail on one,
// naming the MDX file, its line and the anchor.
const pages = builtPages();
// Every id of each page, in document order, read once for both tests.
const idListByRoute = new Map(
  pages.map(({route, html}) => {
    const $ = cheerio.load(html);
    return [
      route,
      $('[id]')
        .map((_, element) => $(element).attr('id'))
        .get(),
    ];
  }),
);
const idsByRoute = new Map([...idListByRoute].map(([route, ids]) => [route, new Set(ids)]));

describe('anchors', () => {
  it('every link to #anchor on a page of the site finds an element with that id', () => {
    const broken = new Set<string>();
    for (const page of pages) {
      const $ = cheerio.load(page.html);
      $('article a[href*="#"]').each((_, element) => {
        const href = $(element).attr('href')!;
        if (/^[a-z]+:/i.test(href) || href.startsWith('//')) return;
        const url = new URL(href, `https://site.invalid${page.route}`);
        const target = decodeURIComponent(url.hash.slice(1));
        const ids = idsByRoute.get(url.pathname.replace(/\/$/, '') || '/');
        if (!target || !ids || ids.has(target)) return;
        const where = page.doc ? `docs/${page.doc.file}:${lineOf(page.doc, `#${target}`)}` : page.route;
        broken.add(
          `${where}: link to ${url.pathname}#${target}, but ${url.pathname} has no element with id "${target}"`,
        );
      });
    }
    expect([...broken], [...broken].join('\n')).toEqual([]);
  });

  // Except the changelog's list page, which shows every entry whole with its headings' ids (the blog plugin's list);
  // each entry's own page, which links and search point to, has them once.
  it('no page gives two elements one id, so every #anchor has one target', () => {
    const repeated = [...idListByRoute].flatMap(([route, ids]) => {
      if (route === '/changelog') return [];
      return [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))].map((id) => `${route}: id "${id}"`);
    });
    expect(repeated, repeated.join('\n')).toEqual([]);
  });
});
