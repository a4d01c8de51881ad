import {createReadStream, existsSync, readFileSync, statSync} from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type {DocSearchRecord} from './records';
import {INDEX_FILE, readIndexFile, UnusableIndexFile} from './snapshot';
import {HttpError, LIMITS, toSearchParams} from './params';
import {readBody} from './request-body';
import {SearchIndex, pageSize, type SearchParams} from './query';
import {HEADERS_FILE, parseHeadersFile} from './headers-file';
import {WorkQueue} from './work-queue';
import {MCP_PATH} from './mcp/names';
import {provider} from '../src/provider';

/** Where the post-build step writes the records, inside the build folder (dotfiles are never served). */
export const RECORDS_FILE = '.search-records.json';
/** Larger request bodies are refused; a DocSearch request is well under 2 KB. */
export const MAX_BODY_BYTES = 64 * 1024;

/** How the service shares itself between clients (see `WorkQueue` and `handleSearch`). */
export const BUDGET = {
  /** A batch asking for more hits than this is large: large batches share `largeHitsInFlight`. */
  smallBatchHits: 100,
  /** Hits that large batches may have in flight together; one more large batch gets 429. */
  largeHitsInFlight: 2000,
  /** Hits formatted and written in one step, between which other requests get their turn. */
  hitsPerStep: 25,
  /** A client that reads none of an answer for this long is cut off, freeing what its answer holds. */
  slowReaderMs: 10_000,
  /** Time a client has to send its request headers, and its whole request. */
  headersMs: 10_000,
  requestMs: 15_000,
  /**
   * How long an idle kept-alive connection stays open. Node's 5 s is shorter than a client may wait between two
   * requests on one connection, and a request sent as the server closes the socket fails with ECONNRESET (seen in the
   * e2e route walk). 65 s outlasts the usual 60 s idle timeout of a load balancer in front.
   */
  keepAliveMs: 65_000,
  /** MCP requests (POST /mcp) answered at once; one more gets 429. Their search steps queue behind readers'. */
  mcpCallsInFlight: 8,
} as const;

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  // The API contracts the reference links (/openapi.yaml, /schema.graphql), shown as text by a browser.
  '.yaml': 'application/yaml; charset=utf-8',
  '.graphql': 'application/graphql; charset=utf-8',
};

export interface ServerOptions {
  /** The production build folder (build/ or build-e2e/). */
  buildDir: string;
  /** Index name the service answers for; requests for any other index get Algolia's 404. */
  indexName: string;
  /** Where the one line per 4xx/5xx answer goes (stderr unless set). */
  log?: (line: string) => void;
  /** How long a client may read nothing of an answer before it is cut off. */
  slowReaderMs?: number;
  /**
   * Browser origins besides the loopback ones and the public docs site that may call /mcp (a site served by
   * `npm run serve` under another name: MCP_ALLOWED_ORIGINS in search/serve.ts).
   */
  allowedOrigins?: readonly string[];
}

/**
 * The search index of a build: restored from the index the build saved beside its records when there is one
 * for these records, else built from the records (a build from before the saved index, a records file written
 * by hand); a saved index that cannot serve is reported, as the start then takes seconds longer at scale.
 */
export function loadSearchIndex(root: string, log: (line: string) => void = console.error): SearchIndex {
  const recordsFile = path.join(root, RECORDS_FILE);
  const indexFile = path.join(root, INDEX_FILE);
  if (existsSync(indexFile)) {
    try {
      const {saved, records} = readIndexFile(indexFile, recordsFile);
      return new SearchIndex(saved, records);
    } catch (error) {
      // Whatever is wrong with it (an UnusableIndexFile says what), the records still answer.
      const reason = error instanceof UnusableIndexFile ? error.message : `cannot restore it (${String(error)})`;
      log(`${indexFile}: ${reason}; indexing ${RECORDS_FILE} instead`);
    }
  }
  return new SearchIndex(JSON.parse(readFileSync(recordsFile, 'utf8')) as DocSearchRecord[]);
}

/**
 * One HTTP server for the whole site: the static production build, and on the same origin the
 * Algolia search endpoint `POST /1/indexes/*\/queries` that DocSearch and the /search page call,
 * and the docs' MCP server at `POST /mcp` (search/mcp/), whose searches share the readers' queue.
 */
export function createServer({
  buildDir,
  indexName,
  log = console.error,
  slowReaderMs = BUDGET.slowReaderMs,
  allowedOrigins = [],
}: ServerOptions): http.Server {
  const root = path.resolve(buildDir);
  const index = loadSearchIndex(root, log);
  // Answer a few queries before the first reader does, so the first real answers are not slowed by a cold JIT.
  // No one-letter query: at ten times the pages one costs about 100 ms, which every start would wait for.
  for (const query of ['sim', 'apn', 'device policy', 'openvpn windows']) index.search({query});
  const notFoundPage = path.join(root, '404.html');
  const headersFile = path.join(root, HEADERS_FILE);
  const headers = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : {};
  const queue = new WorkQueue();
  let largeHitsInFlight = 0;
  // The MCP server's code (the SDK, zod, the API loaders) loads with the first /mcp request, not at every start.
  let mcpHandler: Promise<(request: http.IncomingMessage, response: http.ServerResponse) => Promise<void>> | undefined;
  const handleMcp = async (request: http.IncomingMessage, response: http.ServerResponse) => {
    mcpHandler ??= (async () => {
      const [{createMcpHttpHandler}, {createDocsMcpServer}, {engineSearch, localBuildSource}, {loadCatalog}] =
        await Promise.all([
          import('./mcp/http'),
          import('./mcp/tools'),
          import('./mcp/source'),
          import('./mcp/catalog-build'),
        ]);
      const source = localBuildSource(root, engineSearch(index, queue, BUDGET.hitsPerStep));
      return createMcpHttpHandler({
        createServer: () => createDocsMcpServer({source, catalog: loadCatalog}),
        allowedOrigins: [new URL(provider.urls.docs).origin, ...allowedOrigins],
        callsInFlight: BUDGET.mcpCallsInFlight,
        log,
      });
    })();
    return (await mcpHandler)(request, response);
  };

  const server = http.createServer((request, response) => {
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    const handle = request.url?.startsWith('/1/')
      ? handleSearch
      : request.url?.split('?')[0] === MCP_PATH
        ? handleMcp
        : handleStatic;
    handle(request, response).catch((error: unknown) => {
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      if (response.headersSent) {
        // Mid-answer: the client went away or stopped reading; the status is sent, the answer is cut.
        logLine(request, response.statusCode, `answer cut off: ${reason}`);
        response.destroy();
        return;
      }
      const status = error instanceof HttpError ? error.status : 500;
      const message = error instanceof HttpError ? error.message : 'Internal error';
      logLine(request, status, reason);
      sendJson(response, status, {message, status});
    });
  });
  server.headersTimeout = BUDGET.headersMs;
  server.requestTimeout = BUDGET.requestMs;
  server.keepAliveTimeout = BUDGET.keepAliveMs;
  return server;

  function logLine(request: http.IncomingMessage, status: number, reason: string): void {
    // The path as sent, cut short and without control characters, so one request is one line.
    const target = (request.url ?? '').slice(0, 200).replace(/[\p{Cc}]/gu, '?');
    log(`${request.method} ${target} ${status} ${reason}`);
  }

  async function handleSearch(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    response.setHeader('Access-Control-Allow-Origin', '*');
    const {pathname} = new URL(request.url ?? '/', 'http://localhost');
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'Access-Control-Allow-Methods': 'POST, OPTIONS',
        'Access-Control-Allow-Headers': 'content-type, x-algolia-api-key, x-algolia-application-id',
      });
      response.end();
      return;
    }
    if (pathname !== '/1/indexes/*/queries') throw new HttpError(404, 'Not found');
    if (request.method !== 'POST') {
      response.setHeader('Allow', 'POST, OPTIONS');
      throw new HttpError(405, 'Method not allowed');
    }
    const contentType = (request.headers['content-type'] ?? 'text/plain').split(';')[0].trim().toLowerCase();
    if (contentType !== 'text/plain' && contentType !== 'application/json') {
      throw new HttpError(415, 'Send the body as text/plain or application/json');
    }
    const body = parseJson(await readBody(request, MAX_BODY_BYTES));
    const requests = (body as {requests?: unknown})?.requests;
    if (!Array.isArray(requests) || requests.length === 0 || requests.length > LIMITS.queriesPerBatch) {
      throw new HttpError(400, `The body needs a "requests" array of 1 to ${LIMITS.queriesPerBatch} queries`);
    }
    const queries = requests.map((entry: unknown) => {
      const params = toSearchParams(entry);
      if (params.indexName !== indexName) throw new HttpError(404, 'Index does not exist');
      return params;
    });
    const hits = queries.reduce((sum, params) => sum + pageSize(params), 0);
    if (hits > LIMITS.hitsPerBatch) {
      throw new HttpError(400, `The queries ask for ${hits} hits; a batch may ask for at most ${LIMITS.hitsPerBatch}`);
    }
    // A reader's query always gets in; large batches share a budget, so a few clients cannot hold the service.
    const large = hits > BUDGET.smallBatchHits;
    if (large && largeHitsInFlight + hits > BUDGET.largeHitsInFlight) {
      response.setHeader('Retry-After', '1');
      throw new HttpError(429, 'Too many large requests in flight; retry in a second or ask for fewer hits');
    }
    if (large) largeHitsInFlight += hits;
    try {
      await streamAnswer(response, queries, hits);
    } finally {
      if (large) largeHitsInFlight -= hits;
    }
  }

  /**
   * Writes the answer in steps of a few hits, each in its turn on the work queue, and waits for the
   * client to read what it was sent before writing more: an answer never sits whole in memory, and a
   * client that stops reading is cut off after `slowReaderMs`.
   */
  async function streamAnswer(
    response: http.ServerResponse,
    queries: (SearchParams & {indexName: string})[],
    hits: number,
  ): Promise<void> {
    let workLeft = queries.length + hits / BUDGET.hitsPerStep;
    const step = async () => {
      await queue.turn(workLeft);
      workLeft -= 1;
    };
    // Headers go out before the ranking runs: the Algolia client gives a host 1 s to start answering
    // (its connect timeout), which a busy machine could otherwise miss and report as a network error.
    response.writeHead(200, {'Content-Type': 'application/json; charset=utf-8'});
    response.flushHeaders();
    await send(response, slowReaderMs, '{"results":[');
    for (const [position, params] of queries.entries()) {
      await step();
      const {summary, hitCount, formatHits} = index.prepare(params);
      await send(response, slowReaderMs, `${position > 0 ? ',' : ''}{"hits":[`);
      for (let from = 0; from < hitCount; from += BUDGET.hitsPerStep) {
        await step();
        const part = formatHits(from, from + BUDGET.hitsPerStep).map((hit) => JSON.stringify(hit));
        await send(response, slowReaderMs, `${from > 0 ? ',' : ''}${part.join(',')}`);
      }
      const rest = JSON.stringify({...summary, index: indexName});
      await send(response, slowReaderMs, `],${rest.slice(1)}`);
    }
    response.end(']}');
  }

  async function handleStatic(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('Allow', 'GET, HEAD');
      throw new HttpError(405, 'Method not allowed');
    }
    const url = new URL(request.url ?? '/', 'http://localhost');
    const cleanPath = withoutTrailingSlash(url.pathname);
    if (cleanPath && resolveFile(root, cleanPath)) {
      // The site's URLs have no trailing slash (trailingSlash: false); a link with one still finds its page.
      response.writeHead(301, {Location: `${cleanPath}${url.search}`});
      response.end();
      return;
    }
    const file = resolveFile(root, request.url ?? '/');
    if (file) serveFile(request, response, file, 200);
    else {
      logLine(request, 404, 'no such file');
      serveFile(request, response, notFoundPage, 404);
    }
  }
}

/** `/a/b/` without its trailing slashes, or null when there is none to remove (or nothing would be left). */
export function withoutTrailingSlash(pathname: string): string | null {
  if (!pathname.endsWith('/')) return null;
  const trimmed = pathname.replace(/\/+$/, '');
  // `//host/` would become `//host`, which a browser reads as another origin.
  if (trimmed === '' || trimmed.startsWith('//')) return null;
  return trimmed;
}

/**
 * The file for a URL path, the way static hosts serve a trailingSlash: false Docusaurus build:
 * `/a/b` is `a/b.html` or `a/b/index.html`, and `/a/b.html` or `/a/b/index.html` fall back to the
 * clean page (the client router then normalises the URL). Other files, such as the Markdown copy
 * `/a/b.md`, by their own name. Never anything outside `root`, never a dotfile or the headers file.
 */
export function resolveFile(root: string, url: string): string | null {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(url, 'http://localhost').pathname);
  } catch {
    return null;
  }
  if (pathname.includes('\0') || pathname.includes('\\')) return null;
  const clean = path.posix.normalize(pathname);
  if (clean.split('/').some((segment) => segment.startsWith('.')) || clean === `/${HEADERS_FILE}`) return null;

  const withoutHtml = clean.replace(/(\/index)?\.html$/, '') || '/';
  const candidates = [
    clean,
    `${clean}.html`,
    path.posix.join(clean, 'index.html'),
    `${withoutHtml}.html`,
    path.posix.join(withoutHtml, 'index.html'),
  ];
  for (const candidate of candidates) {
    const file = path.join(root, candidate);
    if (!file.startsWith(root + path.sep) && file !== root) continue;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

function serveFile(request: http.IncomingMessage, response: http.ServerResponse, file: string, status: number): void {
  const extension = path.extname(file);
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const encoding = ['br', 'gzip'].find(
    (name) => accepted.includes(name) && existsSync(`${file}.${name === 'br' ? 'br' : 'gz'}`),
  );
  const servedFile = encoding ? `${file}.${encoding === 'br' ? 'br' : 'gz'}` : file;
  const headers: http.OutgoingHttpHeaders = {
    'Content-Type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
    'Content-Length': statSync(servedFile).size,
    'Cache-Control': file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
    Vary: 'Accept-Encoding',
  };
  if (encoding) headers['Content-Encoding'] = encoding;
  response.writeHead(status, headers);
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  createReadStream(servedFile).pipe(response);
}

/**
 * Writes one part of an answer and resolves once the client has taken it (at once, unless its socket
 * is full); rejects if the client goes away or reads nothing for `slowReaderMs`.
 */
function send(response: http.ServerResponse, slowReaderMs: number, chunk: string): Promise<void> {
  if (response.destroyed) return Promise.reject(new Error('client went away'));
  if (response.write(chunk)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      response.destroy();
      done(new Error(`client read nothing for ${slowReaderMs} ms`));
    }, slowReaderMs);
    const onDrain = () => done();
    const onClose = () => done(new Error('client went away'));
    function done(error?: Error) {
      clearTimeout(timer);
      response.off('drain', onDrain);
      response.off('close', onClose);
      if (error) reject(error);
      else resolve();
    }
    response.once('drain', onDrain);
    response.once('close', onClose);
  });
}

function sendJson(response: http.ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  response.end(text);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The body is not valid JSON');
  }
}
