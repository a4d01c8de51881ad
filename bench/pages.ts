// Which pages the benchmark measures.
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {isIndexable} from '../search/records';

/** The URL path a built HTML file is served at: `a/b.html` and `a/b/index.html` are both `/a/b`. */
export function routeOf(relativeHtmlPath: string): string {
  const posix = relativeHtmlPath.split(path.sep).join('/');
  return '/' + posix.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** The doc page with the largest HTML: the most content to render, style and hydrate. */
export function longestDocPage(buildDir: string): {route: string; htmlBytes: number} {
  const pages = htmlFiles(buildDir)
    .filter((file) => isIndexable(readFileSync(file, 'utf8')))
    .map((file) => ({route: routeOf(path.relative(buildDir, file)), htmlBytes: statSync(file).size}))
    .sort((a, b) => b.htmlBytes - a.htmlBytes);
  if (pages.length === 0) throw new Error(`no doc pages in ${buildDir}`);
  return pages[0];
}
