// The site built with webpack (DOCUSAURUS_BUNDLER=webpack: the benchmark's baseline, and the way back should Rspack
// fail us) serves the same pages as the Rspack build the other tests read. Before this test only the benchmark built
// with webpack, and it was the benchmark that found a fault in webpack's server bundle (fixed in 5e07251).
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {afterAll, describe, expect, it} from 'vitest';
import {docusaurusCommand, run} from '../../bench/builds';
import {e2eBuildArguments, e2eBuildEnvironment} from '../e2e/build';
import {buildDir, htmlFilesOf} from './site';

/** A cold webpack build takes about 1.5 minutes on the 2-core machine; this leaves room for a slow spell. */
const BUILD_TIMEOUT_MS = 15 * 60_000;

/** How much of each build's version of a fact a failure shows, from just before where they differ. */
const SHOWN_CHARACTERS = 80;

/**
 * What a reader and a crawler get from a page whichever bundler built it: the title, every element id (the
 * anchors), every link target and the text. Not the markup itself: the two builds minify HTML with different tools
 * and name their scripts differently.
 */
function pageFacts(html: string): Record<'title' | 'ids' | 'links' | 'text', string> {
  const $ = cheerio.load(html);
  $('script, style, noscript').remove();
  const attributes = (selector: string, name: string) =>
    $(selector)
      .map((_index, element) => $(element).attr(name))
      .get()
      .join(' ');
  return {
    title: $('title').text(),
    ids: attributes('[id]', 'id'),
    links: attributes('a[href]', 'href'),
    text: $('body').text().replace(/\s+/g, ' ').trim(),
  };
}

/** Where two strings first differ, with a little of each from there. */
function firstDifference(rspack: string, webpack: string): string {
  let index = 0;
  while (index < rspack.length && rspack[index] === webpack[index]) index++;
  const from = Math.max(0, index - 20);
  const excerpt = (text: string) => JSON.stringify(text.slice(from, from + SHOWN_CHARACTERS));
  return `Rspack ${excerpt(rspack)}, webpack ${excerpt(webpack)}`;
}

describe('the site built with webpack', () => {
  const webpackDir = mkdtempSync(path.join(os.tmpdir(), 'docs-webpack-'));
  const relativeHtmlFiles = (dir: string) => htmlFilesOf(dir).map((file) => path.relative(dir, file));

  afterAll(() => rmSync(webpackDir, {recursive: true, force: true}));

  it(
    'builds',
    async () => {
      // Rejects with the end of the build's output if the build fails or runs past the timeout.
      await run(
        ...docusaurusCommand(e2eBuildArguments(webpackDir)),
        // No persistent cache: it would leave half a gigabyte in node_modules/.cache and make later runs warm.
        e2eBuildEnvironment({DOCUSAURUS_BUNDLER: 'webpack', DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'}),
        BUILD_TIMEOUT_MS,
      );
    },
    BUILD_TIMEOUT_MS,
  );

  it('is a build of another bundler than the one the other tests read', () => {
    // The two bundlers minify HTML with different tools, so the same page's markup differs.
    const home = (dir: string) => readFileSync(path.join(dir, 'index.html'), 'utf8');
    expect(home(webpackDir)).not.toBe(home(buildDir));
  });

  it('has the same pages as the Rspack build', () => {
    expect(relativeHtmlFiles(webpackDir)).toEqual(relativeHtmlFiles(buildDir));
  });

  it('gives every page the same title, anchors, links and text', () => {
    // A page missing from one build fails the test above.
    const inBoth = relativeHtmlFiles(buildDir).filter((file) => existsSync(path.join(webpackDir, file)));
    expect(inBoth, 'the webpack build has none of the pages to compare').not.toHaveLength(0);
    const differing = inBoth.flatMap((file) => {
      const rspack = pageFacts(readFileSync(path.join(buildDir, file), 'utf8'));
      const webpack = pageFacts(readFileSync(path.join(webpackDir, file), 'utf8'));
      return (Object.keys(rspack) as (keyof typeof rspack)[])
        .filter((fact) => rspack[fact] !== webpack[fact])
        .map((fact) => `${file}: its ${fact} differs: ${firstDifference(rspack[fact], webpack[fact])}`);
    });
    expect(
      differing,
      'pages differ between the bundlers (if the sources changed since the e2e build, run npm run build:e2e first)',
    ).toEqual([]);
  });
});
