import {existsSync} from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {describe, expect, it} from 'vitest';
import {socialCardPath} from '../../src/plugins/social-cards/path';
import {buildDir, builtPages} from './site';

describe('social cards in the build', () => {
  it('give every doc page an og:image of its own, and the build has each one', () => {
    const docPages = builtPages().filter((page) => page.doc);
    expect(docPages.length).toBeGreaterThan(100);
    const problems = docPages.flatMap(({route, html}) => {
      const image = cheerio.load(html)('meta[property="og:image"]').attr('content');
      if (!image) return [`${route}: no og:image`];
      const {pathname} = new URL(image);
      if (pathname !== socialCardPath(route)) return [`${route}: og:image is ${pathname}`];
      return existsSync(path.join(buildDir, pathname)) ? [] : [`${route}: ${pathname} is not in the build`];
    });
    expect(problems).toEqual([]);
  });
});
