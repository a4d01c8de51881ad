// Answer time of the search service for queries typed from the docs' headings, sent one after another over HTTP.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {performance} from 'node:perf_hooks';
import type {DocSearchRecord} from '../search/records';
import {RECORDS_FILE} from '../search/server';
import {embeddedIndexName} from '../src/config/search';
import {percentile, sampleQueries} from './stats';

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

/** The request DocSearch's modal sends for one keystroke (recorded from the browser). */
function docSearchBody(query: string): string {
  const levels = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];
  return JSON.stringify({
    requests: [
      {
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
      },
    ],
  });
}

async function timedQuery(endpoint: string, query: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: {'content-type': 'text/plain'},
    body: docSearchBody(query),
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
