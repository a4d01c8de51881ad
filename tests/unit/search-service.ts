// Helpers of the search service tests: a small build folder of their own, the server on a free port, raw HTTP.
import {spawn} from 'node:child_process';
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import http from 'node:http';
import net, {type AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {seededRandom} from '../../bench/stats';
import type {DocSearchRecord} from '../../search/records';
import {createServer, type ServerOptions} from '../../search/server';
import {embeddedIndexName} from '../../search/index-name';
import {writeRecordsFile} from '../../src/plugins/build-output/search-records';

export const queriesPath = '/1/indexes/*/queries';

const VOCABULARY = (
  'sim esim apn modem roaming network data session attach detach imsi iccid profile policy device endpoint ' +
  'token api rest graphql webhook event usage stream portal workspace role permission tariff coverage sms ' +
  'message text command response module router tracker gateway tunnel openvpn certificate dns address ' +
  'activate suspend terminate lifecycle state order register batch identification quota limit throttle ' +
  'latency signal band operator satellite ntn lte nb iot cat radio access technology block allow list'
).split(' ');

/**
 * Writes a build folder: a few pages (one with a Markdown copy, an llms.txt, a dotfile) and `pages` ×
 * `recordsPerPage` DocSearch records of seeded technical words (by default about the size of the real
 * index; `contentWords` makes records longer).
 */
export function makeBuild({pages = 120, recordsPerPage = 60, contentWords = 60} = {}): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'search-build-'));
  const html = (title: string) =>
    `<!doctype html><html><head><title>${title}</title></head><body>${title}</body></html>`;
  writeFileSync(path.join(dir, 'index.html'), html('Home'));
  writeFileSync(path.join(dir, '404.html'), html('Page Not Found'));
  writeFileSync(path.join(dir, 'apn-configuration.html'), html('APN configuration'));
  mkdirSync(path.join(dir, 'apn-configuration'));
  writeFileSync(path.join(dir, 'apn-configuration', 'android.html'), html('APN settings for Android'));
  writeFileSync(path.join(dir, 'rest.html'), html('REST API'));
  writeFileSync(path.join(dir, 'rest.md'), '# REST API\n');
  writeFileSync(path.join(dir, 'llms.txt'), '# Developer documentation\n');
  writeFileSync(path.join(dir, 'openapi.yaml'), 'openapi: 3.1.0\n');
  writeFileSync(path.join(dir, '.env'), 'SECRET=1\n');

  const random = seededRandom(42);
  const words = (count: number) =>
    Array.from({length: count}, () => VOCABULARY[Math.floor(random() * VOCABULARY.length)]).join(' ');
  const records: DocSearchRecord[] = [];
  for (let page = 0; page < pages; page++) {
    const url = `https://docs.test/page-${page}`;
    const lvl1 = words(3);
    for (let index = 0; index < recordsPerPage; index++) {
      const anchor = index === 0 ? null : `section-${Math.floor(index / 4)}`;
      records.push({
        objectID: `${page}-${index}`,
        url: anchor ? `${url}#${anchor}` : url,
        url_without_anchor: url,
        anchor,
        type: index === 0 ? 'lvl1' : index % 4 === 1 ? 'lvl2' : 'content',
        hierarchy: {
          lvl0: 'Documentation',
          lvl1,
          lvl2: index > 0 ? words(3) : null,
          lvl3: null,
          lvl4: null,
          lvl5: null,
          lvl6: null,
        },
        content: index % 4 > 1 ? words(contentWords + Math.floor(random() * 2 * contentWords)) : null,
        weight: {pageRank: 0, level: index === 0 ? 100 : 0, position: index},
        language: 'en',
        version: ['current'],
        docusaurus_tag: ['default', 'docs-default-current'],
      });
    }
  }
  // As the build writes them: the records file and the saved index the service starts from.
  writeRecordsFile(dir, [records]);
  return dir;
}

export interface RunningServer {
  origin: string;
  /** The lines the server logged. */
  logs: string[];
  close(): Promise<void>;
}

/** The service over `buildDir` in this process, on a free port of 127.0.0.1. */
export async function startServer(buildDir: string, options: Partial<ServerOptions> = {}): Promise<RunningServer> {
  const logs: string[] = [];
  const server = createServer({buildDir, indexName: embeddedIndexName, log: (line) => logs.push(line), ...options});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    logs,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface RawRequest {
  method?: string;
  path: string;
  headers?: http.OutgoingHttpHeaders;
  /** Sent as is; an array is streamed chunk by chunk without a Content-Length. */
  body?: string | string[];
  agent?: http.Agent;
}

/** A request through node:http, so paths reach the server exactly as written (no client normalises `..`). */
export function rawRequest(origin: string, {method = 'GET', path, headers = {}, body, agent}: RawRequest) {
  const {hostname, port} = new URL(origin);
  return new Promise<RawResponse>((resolve, reject) => {
    const request = http.request({hostname, port, method, path, headers, agent}, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString()}),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    for (const chunk of Array.isArray(body) ? body : body === undefined ? [] : [body]) request.write(chunk);
    request.end();
  });
}

export const postQueries = (origin: string, body: string | string[], contentType = 'application/json') =>
  rawRequest(origin, {
    method: 'POST',
    path: queriesPath,
    headers: {'Content-Type': contentType, ...(Array.isArray(body) ? {} : {'Content-Length': Buffer.byteLength(body)})},
    body,
  });

/** A body of one or more queries for the embedded index, each with the given parameters. */
export const queriesBody = (...requests: Record<string, unknown>[]) =>
  JSON.stringify({requests: requests.map((params) => ({indexName: embeddedIndexName, ...params}))});

export interface ServerProcess {
  origin: string;
  pid: number;
  /** What the process wrote to stderr so far. */
  stderr(): string;
  /** Resolves with the exit code once the process ends. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/** `npm run serve` over `buildDir` in a child process (its own event loop and memory), on `port`. */
export async function spawnServer(buildDir: string, port: number, flags: string[] = []): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'search/serve.ts', buildDir, ...flags], {
    cwd: path.resolve(__dirname, '../..'),
    env: {...process.env, PORT: String(port), HOST: '127.0.0.1'},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve) => {
    child.stdout.once('data', () => resolve());
    void exited.then(() => resolve());
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stderr: () => stderr,
    exited,
    stop: async () => {
      if (child.exitCode === null) child.kill();
      await exited;
    },
  };
}

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const {port} = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
