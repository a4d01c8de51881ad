// Which pages the benchmark measures.
import {readdirSync, readFileSync} from 'node:fs';
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

export interface PageWeight {
  route: string;
  htmlBytes: number;
  /** Elements in the page (opening tags): what the browser lays out and React hydrates. */
  elements: number;
  /** Lines of code blocks: each is highlighted (tokens, spans) and hydrated, the most script work per byte of a page. */
  codeLines: number;
}

/** Lines of every `<pre>` block of a page: `<br>` and newlines are line ends, whatever markup the code block renders. */
export function codeLinesOf(html: string): number {
  let lines = 0;
  for (const [, content] of html.matchAll(/<pre\b[^>]*>([\s\S]*?)<\/pre>/gi)) {
    const text = content.replace(/<br\s*\/?>/gi, '\n').replace(/<[^>]*>/g, '');
    lines += text.replace(/\n+$/, '').split('\n').length;
  }
  return lines;
}

/** The weight figures of one built page. */
export function pageWeight(route: string, html: string): PageWeight {
  return {
    route,
    htmlBytes: Buffer.byteLength(html),
    elements: (html.match(/<[a-z][a-z0-9-]*[\s/>]/gi) ?? []).length,
    codeLines: codeLinesOf(html),
  };
}

/**
 * How heavy a page is to load: its HTML bytes (download, parse, style and layout), its elements (the
 * DOM React hydrates: hydration walks every one) and its code-block lines (highlighting turns each line
 * into token spans, in the browser's script work when the code block highlights on the client). Each
 * counts relative to the heaviest page of the site on that measure, so the three weigh the same and the
 * score does not depend on units: a page that is the largest on all three scores 3.
 */
export function rankByWeight<T extends PageWeight>(pages: readonly T[]): (T & {score: number})[] {
  const most = (key: 'htmlBytes' | 'elements' | 'codeLines') => Math.max(1, ...pages.map((page) => page[key]));
  const [bytes, elements, lines] = [most('htmlBytes'), most('elements'), most('codeLines')];
  return pages
    .map((page) => ({
      ...page,
      score: page.htmlBytes / bytes + page.elements / elements + page.codeLines / lines,
    }))
    .sort((a, b) => b.score - a.score || a.route.localeCompare(b.route));
}

/** The listed doc pages of a build (indexable: not unlisted, not noindex), with their weight figures. */
function docPages(buildDir: string): PageWeight[] {
  return htmlFiles(buildDir).flatMap((file) => {
    const html = readFileSync(file, 'utf8');
    return isIndexable(html) ? [pageWeight(routeOf(path.relative(buildDir, file)), html)] : [];
  });
}

export type RankedPage = PageWeight & {score: number};

/**
 * The pages the benchmark measures: the `count` heaviest written doc pages (home and the API
 * reference left out: they are measured on their own), the written doc page with the largest HTML
 * (the "longest doc" of the first-load and LCP figures) and the heaviest API reference page.
 */
export function heaviestPages(
  buildDir: string,
  count = 10,
): {doc: RankedPage; heaviest: RankedPage[]; reference?: RankedPage} {
  const ranked = rankByWeight(docPages(buildDir));
  const written = ranked.filter((page) => page.route !== '/' && !REFERENCE_ROUTE.test(page.route));
  if (written.length === 0) throw new Error(`no doc pages in ${buildDir}`);
  const doc = written.reduce((largest, page) => (page.htmlBytes > largest.htmlBytes ? page : largest));
  return {
    doc,
    heaviest: written.slice(0, count),
    reference: ranked.find((page) => REFERENCE_ROUTE.test(page.route)),
  };
}
