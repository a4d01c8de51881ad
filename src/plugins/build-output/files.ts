import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {CheerioAPI} from 'cheerio';
import {parsePage} from '../../../search/records';

/** Every file under `dir`, recursively. */
export function listFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

/** `build/a/b.html` and `build/a/b/index.html` are both served at `/a/b`. */
export function routeOfHtmlFile(outDir: string, file: string): string {
  const relative = path.relative(outDir, file).split(path.sep).join('/');
  return '/' + relative.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
}

/** A built page as the steps that read built HTML take it: its file, its text and the one parse of it. */
export interface ParsedPage {
  file: string;
  html: string;
  $: CheerioAPI;
}

/** Each of `htmlFiles` read and parsed once (cheerio: parse5), one at a time, for every step that reads it. */
export function* parseBuiltPages(htmlFiles: string[]): Generator<ParsedPage> {
  for (const file of htmlFiles) {
    const html = readFileSync(file, 'utf8');
    yield {file, html, $: parsePage(html)};
  }
}
