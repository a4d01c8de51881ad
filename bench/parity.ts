// The webpack build (the benchmark's baseline, and the way back should Rspack fail us) must serve the same pages
// as the Faster build: the benchmark builds both anyway, so it compares them here instead of a test building
// webpack a second time. A fault in webpack's server bundle was once found this way (5e07251).
import {readFileSync} from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {listFiles} from '../src/plugins/build-output/files';

/** How much of each build's version of a fact a difference shows, from just before where they differ. */
const SHOWN_CHARACTERS = 80;

/**
 * What a reader and a crawler get from a page whichever bundler built it: the title, every element id (the anchors),
 * every link target and the text. Not the markup: the two bundlers minify HTML with different tools.
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

function firstDifference(faster: string, webpack: string): string {
  let index = 0;
  while (index < faster.length && faster[index] === webpack[index]) index++;
  const from = Math.max(0, index - 20);
  const excerpt = (text: string) => JSON.stringify(text.slice(from, from + SHOWN_CHARACTERS));
  return `Faster ${excerpt(faster)}, webpack ${excerpt(webpack)}`;
}

const htmlFiles = (dir: string) =>
  listFiles(dir)
    .filter((file) => file.endsWith('.html'))
    .map((file) => path.relative(dir, file))
    .sort();

/** Every way the two builds' pages differ: a page only one has, or a page whose title, anchors, links or text differ. */
export function pageDifferences(fasterDir: string, webpackDir: string): string[] {
  const faster = htmlFiles(fasterDir);
  const webpack = new Set(htmlFiles(webpackDir));
  const differences = [
    ...faster.filter((file) => !webpack.has(file)).map((file) => `${file}: only in the Faster build`),
    ...[...webpack].filter((file) => !faster.includes(file)).map((file) => `${file}: only in the webpack build`),
  ];
  for (const file of faster.filter((name) => webpack.has(name))) {
    const ours = pageFacts(readFileSync(path.join(fasterDir, file), 'utf8'));
    const theirs = pageFacts(readFileSync(path.join(webpackDir, file), 'utf8'));
    for (const fact of Object.keys(ours) as (keyof typeof ours)[]) {
      if (ours[fact] !== theirs[fact])
        differences.push(`${file}, ${fact}: ${firstDifference(ours[fact], theirs[fact])}`);
    }
  }
  return differences;
}
