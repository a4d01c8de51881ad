/**
 * Routes as `get_page` takes them (a route, a page URL, a Markdown copy's URL) and the file or URL of the page's
 * Markdown copy (`/rest` -> `rest.md`), which never leaves the build folder or the site: a route is a few plain
 * path segments, checked after decoding, so `..`, an absolute file path or `%2e%2e%2f` never reach the file system.
 */
import {editDistance} from '../engine';

/** Characters of a route or URL `get_page` accepts; the site's longest route is under 100. */
export const MAX_ROUTE_LENGTH = 512;

/** A route segment as the site's files name them: letters, digits, `-`, `_` and inner dots. */
const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;

export class RouteError extends Error {}

/** The anchor of a route or URL (`/rest#rate-limits`: `rate-limits`), decoded, or undefined when it has none. */
export function anchorOf(input: string): string | undefined {
  const fragment = /#(.*)$/s.exec(input.trim())?.[1];
  if (!fragment) return undefined;
  try {
    return decodeURIComponent(fragment);
  } catch {
    throw new RouteError(`The anchor is not validly percent-encoded: ${fragment.slice(0, 100)}`);
  }
}

/**
 * The route a caller means, as `/a/b` (`/` for the home page): a path, or a URL on any host (its path is
 * taken: the page is read from the site the server was started for), without query, anchor, trailing
 * slash, `.md`/`.html` or `/index`. Throws a RouteError for anything that is not a plain route.
 */
export function normalizeRoute(input: string): string {
  const text = input.trim();
  if (text.length > MAX_ROUTE_LENGTH) throw new RouteError(`A route has at most ${MAX_ROUTE_LENGTH} characters`);
  let pathname: string;
  if (/^[a-z][a-z0-9+.-]*:/i.test(text)) {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      throw new RouteError(`Not a URL or route: ${text.slice(0, 100)}`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new RouteError('Give a route or an http(s) URL');
    pathname = url.pathname;
  } else {
    pathname = text.replace(/[?#].*$/s, '');
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    throw new RouteError(`The route is not validly percent-encoded: ${pathname.slice(0, 100)}`);
  }
  const segments = decoded.split('/').filter((segment) => segment !== '');
  for (const segment of segments) {
    // After one decoding a segment is plain: `..`, `\`, `%2e`, a drive letter or a NUL fail here.
    if (!SEGMENT.test(segment) || segment.includes('..')) {
      throw new RouteError(`Not a route of the site: ${decoded.slice(0, 100)}`);
    }
  }
  const last = segments.length - 1;
  if (last >= 0) segments[last] = segments[last].replace(/\.(md|html)$/, '');
  if (segments[last] === 'index') segments.pop();
  return `/${segments.join('/')}`;
}

/** The Markdown copy's path relative to the build folder or site root: `/` -> `index.md`, `/a/b` -> `a/b.md`. */
export function markdownPathOf(route: string): string {
  return route === '/' ? 'index.md' : `${route.slice(1)}.md`;
}

/** A page the site lists, from llms.txt. */
export interface ListedPage {
  route: string;
  title: string;
  section: string;
}

/** The pages llms.txt lists (`## Section`, then `- [Title](<site>/route.md): description`), in its order. */
export function parseLlmsTxt(text: string): ListedPage[] {
  const pages: ListedPage[] = [];
  let section = '';
  for (const line of text.split('\n')) {
    const heading = /^## (.+)$/.exec(line);
    if (heading) section = heading[1].trim();
    const link = /^- \[([^\]]+)\]\(([^)\s]+)\)/.exec(line);
    if (!link) continue;
    try {
      pages.push({route: normalizeRoute(link[2]), title: link[1], section});
    } catch {
      // A link that is no route of the site (none today) is not a page get_page could read.
    }
  }
  return pages;
}

/** Up to `count` listed routes nearest to `route`: same last segment first, then by edit distance. */
export function closestRoutes(route: string, pages: readonly ListedPage[], count = 5): string[] {
  const lastSegment = (value: string) => value.slice(value.lastIndexOf('/') + 1);
  const limit = Math.max(route.length, 1);
  const scored = [...new Set(pages.map((page) => page.route))].map((candidate) => {
    const distance = editDistance(route, candidate, limit, 'one typo');
    const segmentDistance = editDistance(lastSegment(route), lastSegment(candidate), limit, 'one typo');
    return {candidate, score: Math.min(distance, segmentDistance + 1)};
  });
  return scored
    .sort((a, b) => a.score - b.score || a.candidate.localeCompare(b.candidate))
    .slice(0, count)
    .map(({candidate}) => candidate);
}
