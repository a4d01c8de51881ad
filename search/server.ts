import {createReadStream, existsSync, readFileSync, statSync} from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type {DocSearchRecord} from './records';
import {SearchIndex, type SearchParams} from './query';
import {HEADERS_FILE, parseHeadersFile} from './security-headers';

/** Where the post-build step writes the records, inside the build folder (dotfiles are never served). */
export const RECORDS_FILE = '.search-records.json';
/** Larger request bodies are refused; a DocSearch request is well under 2 KB. */
export const MAX_BODY_BYTES = 64 * 1024;

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
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

export interface ServerOptions {
  /** The production build folder (build/ or build-e2e/). */
  buildDir: string;
  /** Index name the service answers for; requests for any other index get Algolia's 404. */
  indexName: string;
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * One HTTP server for the whole site: the static production build, and on the same origin the
 * Algolia search endpoint `POST /1/indexes/*\/queries` that DocSearch and the /search page call.
 */
export function createServer({buildDir, indexName}: ServerOptions): http.Server {
  const root = path.resolve(buildDir);
  const records = JSON.parse(readFileSync(path.join(root, RECORDS_FILE), 'utf8')) as DocSearchRecord[];
  const index = new SearchIndex(records);
  // Answer a few queries before the first reader does, so the first real answers are not slowed by a cold JIT.
  for (const query of ['a', 'sim', 'apn', 'device policy', 'openvpn windows']) index.search({query});
  const notFoundPage = path.join(root, '404.html');
  const headersFile = path.join(root, HEADERS_FILE);
  const headers = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : {};

  return http.createServer((request, response) => {
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    const handle = request.url?.startsWith('/1/') ? handleSearch : handleStatic;
    handle(request, response).catch((error: unknown) => {
      const status = error instanceof HttpError ? error.status : 500;
      const message = error instanceof HttpError ? error.message : 'Internal error';
      if (!response.headersSent) sendJson(response, status, {message, status});
      else response.destroy();
    });
  });

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
    const body = parseJson(await readBody(request));
    const requests = (body as {requests?: unknown})?.requests;
    if (!Array.isArray(requests) || requests.length === 0 || requests.length > 50) {
      throw new HttpError(400, 'The body needs a "requests" array of 1 to 50 queries');
    }
    const queries = requests.map((entry: unknown) => {
      const params = toSearchParams(entry);
      if (params.indexName !== indexName) throw new HttpError(404, 'Index does not exist');
      return params;
    });
    // Headers go out before the ranking runs: the Algolia client gives a host 1 s to start answering
    // (its connect timeout), which a busy machine could otherwise miss and report as a network error.
    response.writeHead(200, {'Content-Type': 'application/json; charset=utf-8'});
    response.flushHeaders();
    const results = queries.map((params) => ({...index.search(params), index: indexName}));
    response.end(JSON.stringify({results}));
  }

  async function handleStatic(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('Allow', 'GET, HEAD');
      throw new HttpError(405, 'Method not allowed');
    }
    const file = resolveFile(root, request.url ?? '/');
    if (file) serveFile(request, response, file, 200);
    else serveFile(request, response, notFoundPage, 404);
  }
}

/**
 * The file for a URL path, the way static hosts serve a trailingSlash: false Docusaurus build:
 * `/a/b` is `a/b.html` or `a/b/index.html`, and `/a/b.html` or `/a/b/index.html` fall back to the
 * clean page (the client router then normalises the URL). Never anything outside `root`, never a dotfile
 * or the headers file.
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

function sendJson(response: http.ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  response.end(text);
}

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > MAX_BODY_BYTES) {
      request.resume();
      reject(new HttpError(413, `The body is over ${MAX_BODY_BYTES} bytes`));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        request.removeAllListeners('data');
        request.resume();
        reject(new HttpError(413, `The body is over ${MAX_BODY_BYTES} bytes`));
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The body is not valid JSON');
  }
}

/**
 * One entry of `requests`, whichever way the client wrote it: algoliasearch v5 sends the
 * parameters as JSON fields, v4 and algoliasearch-helper as a URL-encoded `params` string.
 */
export function toSearchParams(entry: unknown): SearchParams & {indexName: string} {
  if (typeof entry !== 'object' || entry === null) throw new HttpError(400, 'Each request must be an object');
  const {params, ...fields} = entry as Record<string, unknown>;
  const merged: Record<string, unknown> = {...fields};
  if (typeof params === 'string') {
    for (const [key, value] of new URLSearchParams(params)) merged[key] = parseParamValue(value);
  } else if (typeof params === 'object' && params !== null) {
    Object.assign(merged, params);
  }
  if (typeof merged.indexName !== 'string') throw new HttpError(400, 'Each request needs an indexName');
  if (merged.query !== undefined && typeof merged.query !== 'string')
    throw new HttpError(400, 'query must be a string');
  return merged as unknown as SearchParams & {indexName: string};
}

function parseParamValue(value: string): unknown {
  if (/^[[{]/.test(value) || /^(true|false|-?\d+)$/.test(value)) {
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }
  return value;
}
