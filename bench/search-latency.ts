// Answer time of the search service for queries typed from the docs' headings, sent one after another over HTTP,
// alone and while hostile clients run. `npx tsx bench/search-latency.ts [build]` prints both for a build.
import {readFileSync} from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {performance} from 'node:perf_hooks';
import type {DocSearchRecord} from '../search/records';
import {RECORDS_FILE} from '../search/server';
import {embeddedIndexName} from '../search/index-name';
import {startServer} from './server';
import {percentile, sampleQueries} from './stats';
import {runAsScript} from './script';

const QUERY_SEED = 20250101;
const WARM_UP_SEED = 7;
const WARM_UP_QUERIES = 50;

export interface SearchLatency {
  queries: number;
  /** Queries identical to an earlier one (as readers typing the same words send), which the service may answer from its cache. */
  repeatedQueries: number;
  warmUpQueries: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** The distinct level 2 and 3 headings of the records, which readers most often type. */
export function headingsOf(records: DocSearchRecord[]): string[] {
  return [...new Set(records.flatMap(({hierarchy}) => [hierarchy.lvl2, hierarchy.lvl3]).filter(Boolean))] as string[];
}

/** One query as DocSearch's modal sends it for a keystroke (recorded from the browser), with its contextual filters. */
export function docSearchQuery(query: string) {
  const levels = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];
  return {
    query,
    indexName: embeddedIndexName,
    attributesToRetrieve: [...levels.map((level) => `hierarchy.${level}`), 'content', 'type', 'url'],
    attributesToSnippet: [...levels.slice(1).map((level) => `hierarchy.${level}:10`), 'content:10'],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    hitsPerPage: 20,
    clickAnalytics: false,
    facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
  };
}

async function timedQuery(endpoint: string, query: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: {'content-type': 'text/plain'},
    body: JSON.stringify({requests: [docSearchQuery(query)]}),
    // A stalled service fails the query instead of the run.
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await response.json()) as {results?: unknown[]};
  const elapsed = performance.now() - started;
  if (!response.ok || !body.results) throw new Error(`search for "${query}" answered ${response.status}`);
  return elapsed;
}

/** Sends `count` queries sequentially after a short warm-up, and returns percentiles in milliseconds. */
export async function measureSearchLatency(origin: string, buildDir: string, count: number): Promise<SearchLatency> {
  const records = JSON.parse(readFileSync(path.join(buildDir, RECORDS_FILE), 'utf8')) as DocSearchRecord[];
  const headings = headingsOf(records);
  const endpoint = `${origin}/1/indexes/*/queries`;
  for (const query of sampleQueries(headings, WARM_UP_QUERIES, WARM_UP_SEED)) await timedQuery(endpoint, query);
  const queries = sampleQueries(headings, count, QUERY_SEED);
  const timings: number[] = [];
  for (const query of queries) timings.push(await timedQuery(endpoint, query));
  return {
    queries: count,
    repeatedQueries: count - new Set(queries).size,
    warmUpQueries: WARM_UP_QUERIES,
    p50: percentile(timings, 50),
    p95: percentile(timings, 95),
    p99: percentile(timings, 99),
    max: Math.max(...timings),
  };
}

/** What hostile clients are, after the issue that found the service could be stalled (issue 15, defect 2). */
export interface HostileLoad {
  /** Clients that send the largest batch the service takes, over and over, and read every answer. */
  batchClients: number;
  /** Clients that send a large batch and never read a byte of the answer, holding their connection. */
  silentClients: number;
  /** Normal queries sent one after another while the hostile clients run; the run ends after them. */
  normalQueries: number;
}

export interface HostileLoadResult {
  normal: {queries: number; failed: number; p50: number; p95: number; max: number};
  /** Answers the hostile batch clients got, by status. */
  batchStatuses: Record<number, number>;
  /** The largest answer a batch client read, in bytes. */
  largestAnswerBytes: number;
}

/** A highlight tag as long as the service takes (64 characters), the worst case for answer size. */
const LONG_TAG = `<${'x'.repeat(62)}>`;

/**
 * Batches hostile clients send: the 50 empty queries of 1,000 hits (which the service must
 * refuse or bound), 50 one-letter queries (the most rankings a batch may ask for), and one one-letter
 * query of 1,000 hits with long tags and long snippets (about the longest answer the service gives).
 */
export function hostileBatches(): {emptyQueries: string; manyQueries: string; longestAnswer: string} {
  const batch = (requests: Record<string, unknown>[]) =>
    JSON.stringify({requests: requests.map((params) => ({indexName: embeddedIndexName, ...params}))});
  const longMarkup = {
    highlightPreTag: LONG_TAG,
    highlightPostTag: LONG_TAG,
    attributesToSnippet: ['content:100', 'hierarchy.lvl1:100', 'hierarchy.lvl2:100'],
  };
  return {
    emptyQueries: batch(Array.from({length: 50}, () => ({query: '', hitsPerPage: 1000}))),
    manyQueries: batch(
      Array.from({length: 50}, (_, index) => ({query: String.fromCharCode(97 + (index % 26)), ...longMarkup})),
    ),
    longestAnswer: batch([{query: 's', hitsPerPage: 1000, ...longMarkup}]),
  };
}

/** One POST over its own connection that never reads the answer; resolves once the request is sent. */
function silentRequest(origin: string, body: string): Promise<net.Socket> {
  const {hostname, port} = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.pause();
      socket.write(
        `POST /1/indexes/*/queries HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: text/plain\r\n` +
          `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
        () => resolve(socket),
      );
    });
    socket.on('error', () => undefined);
    socket.once('error', reject);
  });
}

/**
 * Normal DocSearch queries, one after another, while `load` hostile clients run against the service at
 * `origin` (only ever 127.0.0.1: this is a stress test). Stops by itself after the normal queries.
 */
/** The hostile load the benchmark runs: 4 clients sending the largest batches, 20 that never read. */
export const HOSTILE_LOAD: HostileLoad = {batchClients: 4, silentClients: 20, normalQueries: 200};

/** Normal heading queries of a build's records under HOSTILE_LOAD. */
export function measureSearchUnderHostileLoad(origin: string, buildDir: string): Promise<HostileLoadResult> {
  const records = JSON.parse(readFileSync(path.join(buildDir, RECORDS_FILE), 'utf8')) as DocSearchRecord[];
  return measureUnderHostileLoad(
    origin,
    sampleQueries(headingsOf(records), HOSTILE_LOAD.normalQueries, QUERY_SEED),
    HOSTILE_LOAD,
  );
}

export async function measureUnderHostileLoad(
  origin: string,
  queries: string[],
  load: HostileLoad,
): Promise<HostileLoadResult> {
  if (new URL(origin).hostname !== '127.0.0.1') throw new Error('the hostile load runs against 127.0.0.1 only');
  const endpoint = `${origin}/1/indexes/*/queries`;
  const {emptyQueries, manyQueries, longestAnswer} = hostileBatches();
  const batches = [emptyQueries, manyQueries, longestAnswer];
  const batchStatuses: Record<number, number> = {};
  let largestAnswerBytes = 0;
  let running = true;

  const silent = await Promise.all(
    Array.from({length: load.silentClients}, () => silentRequest(origin, longestAnswer)),
  );
  const batchClients = Array.from({length: load.batchClients}, async (_, client) => {
    for (let round = 0; running; round++) {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: {'content-type': 'text/plain'},
        body: batches[(client + round) % batches.length],
      }).catch(() => null);
      const bytes = response ? (await response.arrayBuffer().catch(() => new ArrayBuffer(0))).byteLength : 0;
      const status = response?.status ?? 0;
      batchStatuses[status] = (batchStatuses[status] ?? 0) + 1;
      largestAnswerBytes = Math.max(largestAnswerBytes, bytes);
      // A refused client waits the second the service asked for, as a well-behaved retrying client would.
      if (status === 429) await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  });

  const timings: number[] = [];
  let failed = 0;
  try {
    for (const query of queries.slice(0, load.normalQueries)) {
      try {
        timings.push(await timedQuery(endpoint, query));
      } catch {
        failed++;
      }
    }
  } finally {
    running = false;
    await Promise.all(batchClients);
    for (const socket of silent) socket.destroy();
  }
  return {
    normal: {
      queries: timings.length + failed,
      failed,
      p50: percentile(timings, 50),
      p95: percentile(timings, 95),
      max: Math.max(...timings),
    },
    batchStatuses,
    largestAnswerBytes,
  };
}

/** Prints both figures for the build named on the command line (build/ unless named). */
async function main(): Promise<void> {
  const buildDir = path.resolve(process.argv[2] ?? 'build');
  const server = await startServer(buildDir);
  try {
    const alone = await measureSearchLatency(server.origin, buildDir, 1000);
    console.log(
      `Search alone: p50 ${alone.p50.toFixed(1)} ms, p95 ${alone.p95.toFixed(1)} ms, max ${alone.max.toFixed(1)} ms`,
    );
    const load = HOSTILE_LOAD;
    const {normal, batchStatuses, largestAnswerBytes} = await measureSearchUnderHostileLoad(server.origin, buildDir);
    console.log(
      `Under ${load.batchClients} clients sending the largest batches and ${load.silentClients} that never read: ` +
        `p50 ${normal.p50.toFixed(1)} ms, p95 ${normal.p95.toFixed(1)} ms, max ${normal.max.toFixed(1)} ms, ` +
        `${normal.failed} failed; batch answers by status ${JSON.stringify(batchStatuses)}, ` +
        `largest ${(largestAnswerBytes / 1e6).toFixed(1)} MB`,
    );
  } finally {
    await server.stop();
  }
}

runAsScript(import.meta.url, main);
