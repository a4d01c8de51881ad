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

/** Where the generated API reference lives (src/plugins/api-reference): its pages have budgets of their own. */
const REFERENCE_ROUTE = /^\/(rest|graphql)\/reference(\/|$)/;

/** The doc pages of a build, largest HTML first. */
function docPagesBySize(buildDir: string): {route: string; htmlBytes: number}[] {
  return htmlFiles(buildDir)
    .filter((file) => isIndexable(readFileSync(file, 'utf8')))
    .map((file) => ({route: routeOf(path.relative(buildDir, file)), htmlBytes: statSync(file).size}))
    .sort((a, b) => b.htmlBytes - a.htmlBytes);
}

/**
 * The written doc page with the largest HTML (the most content to render, style and hydrate), and
 * the API reference page with the largest HTML.
 */
export function heaviestPages(buildDir: string): {
  doc: {route: string; htmlBytes: number};
  reference?: {route: string; htmlBytes: number};
} {
  const pages = docPagesBySize(buildDir);
  const doc = pages.find((page) => !REFERENCE_ROUTE.test(page.route));
  if (!doc) throw new Error(`no doc pages in ${buildDir}`);
  return {doc, reference: pages.find((page) => REFERENCE_ROUTE.test(page.route))};
}
