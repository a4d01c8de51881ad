/**
 * Where the MCP tools read the docs from: a build folder on this machine, or a deployed site over HTTP; and
 * the search they go through, the same one readers use: the embedded engine in this process (its work queue
 * shared with the readers' queries), or an Algolia-compatible search API (Algolia itself, or a site's
 * embedded service at `<site>/1/indexes/*\/queries`). Nothing here needs more than Node, so the npx package
 * bundles it as it is.
 */
import {existsSync} from 'node:fs';
import {readFile, realpath, stat} from 'node:fs/promises';
import path from 'node:path';
import type {SearchIndex, SearchParams} from '../query';
import type {WorkQueue} from '../work-queue';
import {markdownPathOf, parseLlmsTxt, type ListedPage} from './routes';

/** Algolia hits, as the search API answers them. */
export type Hit = Record<string, unknown>;
export type SearchFunction = (params: SearchParams) => Promise<Hit[]>;

export interface DocsSource {
  /** The build folder or site URL, for messages. */
  readonly origin: string;
  search: SearchFunction;
  /** The page's Markdown copy, or null when the site has none at that route. */
  readMarkdown(route: string): Promise<string | null>;
  /** The pages llms.txt lists: the routes an unknown route is compared with, and the sections search filters by. */
  listedPages(): Promise<ListedPage[]>;
}

/** The largest Markdown copy or llms.txt read (the largest page's copy is under 50 kB). */
export const MAX_PAGE_BYTES = 2 * 1024 * 1024;
/** How long a request to a deployed site or to Algolia may take. */
export const FETCH_TIMEOUT_MS = 10_000;

/**
 * Work an MCP step declares to the shared queue (search/work-queue.ts) on top of its own: as much as a large
 * batch of hits, so that every reader's query, whose work is less, is taken first.
 */
export const MCP_QUEUE_HANDICAP = 4;

/** Search through the embedded engine of this process, each step in its turn on the queue the service shares. */
export function engineSearch(index: SearchIndex, queue: WorkQueue, hitsPerStep = 25): SearchFunction {
  return async (params) => {
    const steps = 1 + Math.ceil((params.hitsPerPage ?? 20) / hitsPerStep);
    await queue.turn(MCP_QUEUE_HANDICAP + steps);
    const {hitCount, formatHits} = index.prepare(params);
    const hits: Hit[] = [];
    for (let from = 0; from < hitCount; from += hitsPerStep) {
      await queue.turn(MCP_QUEUE_HANDICAP + Math.ceil((hitCount - from) / hitsPerStep));
      hits.push(...formatHits(from, from + hitsPerStep));
    }
    return hits;
  };
}

/** An Algolia-compatible search API: its queries URL, the headers it needs and the index to ask. */
export interface SearchApi {
  url: string;
  headers: Record<string, string>;
  indexName: string;
}

/**
 * The search API the site's readers use: Algolia when the three variables the site's build reads are set
 * (src/config/search.ts), else the embedded service of `siteUrl`, if given.
 */
export function searchApiFromEnv(env: NodeJS.ProcessEnv, siteUrl?: string): SearchApi | undefined {
  const {ALGOLIA_APP_ID, ALGOLIA_SEARCH_KEY, ALGOLIA_INDEX_NAME} = env;
  if (ALGOLIA_APP_ID && ALGOLIA_SEARCH_KEY && ALGOLIA_INDEX_NAME) {
    return {
      url: `https://${ALGOLIA_APP_ID}-dsn.algolia.net/1/indexes/*/queries`,
      headers: {'x-algolia-application-id': ALGOLIA_APP_ID, 'x-algolia-api-key': ALGOLIA_SEARCH_KEY},
      indexName: ALGOLIA_INDEX_NAME,
    };
  }
  if (!siteUrl) return undefined;
  // The embedded service's index name (embeddedIndexName in search/index-name.ts, which a test compares).
  return {url: new URL('/1/indexes/*/queries', siteUrl).href, headers: {}, indexName: 'docs'};
}

/** Search through an Algolia-compatible API over HTTP. */
export function apiSearch(api: SearchApi): SearchFunction {
  return async (params) => {
    const response = await boundedFetch(api.url, {
      method: 'POST',
      headers: {'content-type': 'application/json', ...api.headers},
      body: JSON.stringify({requests: [{indexName: api.indexName, ...params}]}),
    });
    if (!response.ok) {
      throw new Error(
        `The search API at ${new URL(api.url).origin} answered ${response.status}` +
          (response.status === 404 || response.status === 405
            ? ': a statically hosted site has no search service; set ALGOLIA_APP_ID, ALGOLIA_SEARCH_KEY and ALGOLIA_INDEX_NAME to search its Algolia index'
            : ''),
      );
    }
    const body = JSON.parse(response.text) as {results?: {hits?: Hit[]}[]};
    return body.results?.[0]?.hits ?? [];
  };
}

/** A search that explains why there is none. */
export function noSearch(reason: string): SearchFunction {
  return () => Promise.reject(new Error(reason));
}

/** A build folder on this machine: `<route>.md` and llms.txt as the build wrote them. */
export function localBuildSource(buildDir: string, search: SearchFunction): DocsSource {
  const root = path.resolve(buildDir);
  let listed: {time: number; pages: Promise<ListedPage[]>} | undefined;
  return {
    origin: root,
    search,
    async readMarkdown(route) {
      const file = await insideBuild(root, markdownPathOf(route));
      if (!file) return null;
      if ((await stat(file)).size > MAX_PAGE_BYTES)
        throw new Error(`${route}: the page is over ${MAX_PAGE_BYTES} bytes`);
      return readFile(file, 'utf8');
    },
    async listedPages() {
      const file = path.join(root, 'llms.txt');
      // Read again after a new build, as the service's records are.
      const time = existsSync(file) ? (await stat(file)).mtimeMs : 0;
      if (listed?.time !== time) {
        listed = {time, pages: time ? readFile(file, 'utf8').then(parseLlmsTxt) : Promise.resolve([])};
      }
      return listed.pages;
    },
  };
}

/**
 * The real path of `relative` inside `root`, or null when there is no such file or it lies outside (a link
 * pointing out of the build counts as outside). `relative` comes from `markdownPathOf`, already plain.
 */
export async function insideBuild(root: string, relative: string): Promise<string | null> {
  const file = path.resolve(root, relative);
  if (!file.startsWith(root + path.sep)) return null;
  try {
    const [real, realRoot] = await Promise.all([realpath(file), realpath(root)]);
    if (!real.startsWith(realRoot + path.sep) || !(await stat(real)).isFile()) return null;
    return real;
  } catch {
    return null;
  }
}

/** A deployed site: `<site>/<route>.md` and `<site>/llms.txt` over HTTP, llms.txt kept for `listTtlMs`. */
export function remoteSiteSource(siteUrl: string, search: SearchFunction, listTtlMs = 10 * 60_000): DocsSource {
  const site = new URL(siteUrl);
  const base = site.href.endsWith('/') ? site.href : `${site.href}/`;
  let listed: {until: number; pages: Promise<ListedPage[]>} | undefined;
  const get = async (relative: string) => {
    const url = new URL(relative, base);
    const response = await boundedFetch(url.href, {method: 'GET'});
    if (new URL(response.url || url.href).origin !== site.origin)
      throw new Error(`${url.href} redirected off the site`);
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`${url.href} answered ${response.status}`);
    return response.text;
  };
  return {
    origin: site.origin + site.pathname.replace(/\/$/, ''),
    search,
    readMarkdown: (route) => get(markdownPathOf(route)),
    listedPages() {
      if (!listed || listed.until < Date.now()) {
        const pages = get('llms.txt').then((text) => (text ? parseLlmsTxt(text) : []));
        listed = {until: Date.now() + listTtlMs, pages};
        // A failed read is tried again on the next call.
        pages.catch(() => (listed = undefined));
      }
      return listed.pages;
    },
  };
}

/** A fetch with a timeout, whose body is read up to MAX_PAGE_BYTES. */
async function boundedFetch(
  url: string,
  init: RequestInit,
): Promise<{ok: boolean; status: number; url: string; text: string}> {
  const response = await fetch(url, {...init, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS)});
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_PAGE_BYTES) throw new Error(`${url} is over ${MAX_PAGE_BYTES} bytes`);
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (response.body) {
    for await (const chunk of response.body) {
      size += chunk.length;
      if (size > MAX_PAGE_BYTES) throw new Error(`${url} is over ${MAX_PAGE_BYTES} bytes`);
      chunks.push(chunk);
    }
  }
  return {ok: response.ok, status: response.status, url: response.url, text: Buffer.concat(chunks).toString('utf8')};
}
