// The site built with webpack (DOCUSAURUS_BUNDLER=webpack: the benchmark's baseline, and the way back should Rspack
// fail us) serves the same pages as the Rspack build the other tests read. Before this test only the benchmark built
// with webpack, and it was the benchmark that found a fault in webpack's server bundle (fixed in 5e07251).
import {existsSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {listFiles} from '../../src/plugins/build-output/files';
import {buildE2eSite} from '../e2e/build';
import {buildDir} from './site';

/** A cold webpack build takes about 1.5 minutes on the 2-core machine; this leaves room for a slow spell. */
const BUILD_TIMEOUT_MS = 15 * 60_000;

/** The HTML files of a build, relative to it. */
function htmlFiles(dir: string): string[] {
  return listFiles(dir)
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.relative(dir, file))
    .sort();
}

/**
 * What a reader and a crawler get from a page whichever bundler built it: the title, every element id (the
 * anchors), every link target and the text. Not the markup itself: the two builds minify HTML with different tools
 * and name their scripts differently.
 */
function pageFacts(html: string) {
  const $ = cheerio.load(html);
  $('script, style, noscript').remove();
  return {
    title: $('title').text(),
    ids: $('[id]')
      .map((_index, element) => $(element).attr('id'))
      .get(),
    links: $('a[href]')
      .map((_index, element) => $(element).attr('href'))
      .get(),
    text: $('body').text().replace(/\s+/g, ' ').trim(),
  };
}

describe('the site built with webpack', () => {
  let webpackDir = '';

  beforeAll(() => {
    webpackDir = mkdtempSync(path.join(os.tmpdir(), 'docs-webpack-'));
    const build = buildE2eSite(webpackDir, {extraEnvironment: {DOCUSAURUS_BUNDLER: 'webpack'}, output: 'pipe'});
    if (build.status !== 0) {
      const output = `${build.stdout ?? ''}${build.stderr ?? ''}`;
      throw new Error(
        `The build with DOCUSAURUS_BUNDLER=webpack failed (${build.error?.message ?? `exit ${build.status}`}):\n` +
          output.slice(-6000),
      );
    }
  }, BUILD_TIMEOUT_MS);

  afterAll(() => {
    if (webpackDir) rmSync(webpackDir, {recursive: true, force: true});
  });

  it('has the same pages as the Rspack build', () => {
    expect(htmlFiles(webpackDir)).toEqual(htmlFiles(buildDir));
  });

  it('gives every page the same title, anchors, links and text (after npm run build:e2e from the same sources)', () => {
    // A page missing from one build fails the test above.
    const inBoth = htmlFiles(buildDir).filter((file) => existsSync(path.join(webpackDir, file)));
    const differing = inBoth.flatMap((file) => {
      const rspack = pageFacts(readFileSync(path.join(buildDir, file), 'utf8'));
      const webpack = pageFacts(readFileSync(path.join(webpackDir, file), 'utf8'));
      return (Object.keys(rspack) as (keyof typeof rspack)[])
        .filter((fact) => JSON.stringify(rspack[fact]) !== JSON.stringify(webpack[fact]))
        .map((fact) => `${file}: its ${fact} differs`);
    });
    expect(differing).toEqual([]);
  });
});
