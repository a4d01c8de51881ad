// `npx tsx bench/engines.ts [build]`: the site's search engine (search/engine.ts under search/query.ts) against two
// maintained engines, MiniSearch and Orama, over the same records, in one run: the time to index them, the heap the
// index holds, the p95 answer time of queries typed from the headings at 1x and 10x the records, and how many
// reader questions each puts on their page in the top 3. Each measurement runs in its own Node process (a clean
// heap, no JIT warmed by another engine), and the processes alternate engines round by round.
import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {performance} from 'node:perf_hooks';
import {fileURLToPath} from 'node:url';
import {create, insertMultiple, search as oramaSearch} from '@orama/orama';
import MiniSearch from 'minisearch';
import {everydayQuestions, relevanceQuestions} from '../tests/fixtures/search/relevance-questions';
import {e2eBuildDir} from '../tests/build-dir';
import {LEVELS, type DocSearchRecord} from '../search/records';
import {RECORDS_FILE} from '../search/server';
import {SearchIndex} from '../search/query';
import {docSearchQuery, headingsOf} from './search-latency';
import {median, percentile, sampleQueries} from './stats';
import {runAsScript} from './script';

const ENGINES = ['site', 'minisearch', 'orama'] as const;
type Engine = (typeof ENGINES)[number];
const SCALES = [1, 10];
const ROUNDS = 3;
const QUERIES = 150;
/** An engine slower than this over its queries is cut short: its p95 is then over the queries it answered. */
const QUERY_BUDGET_MS = 60_000;
const WARM_UP_QUERIES = 50;
const TOP = 3;
/** Searched attributes, most important first, with the boosts the two maintained engines get for them. */
const FIELDS = [...LEVELS, 'content'] as const;
const BOOSTS = Object.fromEntries(FIELDS.map((field, i) => [field, FIELDS.length - i]));

interface Measurement {
  indexMs: number;
  /** The heap with the records and the index in it, after a full collection (the records are the same for all). */
  heapBytes: number;
  p95Ms: number;
  queries: number;
  /** Reader questions (both sets) with their page in the top 3; measured once, at 1x (the answers do not vary). */
  answered?: number;
}

/** The records `times` over, each copy under its own path, as a site that many times larger would have them. */
function scaled(records: DocSearchRecord[], times: number): DocSearchRecord[] {
  return Array.from({length: times}, (_, copy) =>
    records.map((record) =>
      copy === 0
        ? record
        : {
            ...record,
            objectID: `${record.objectID}-${copy}`,
            url: record.url.replace(/^(https?:\/\/[^/]+)/, `$1/copy-${copy}`),
          },
    ),
  ).flat();
}

const fieldOf = (record: DocSearchRecord, field: (typeof FIELDS)[number]) =>
  field === 'content' ? (record.content ?? '') : (record.hierarchy[field] ?? '');

/** Builds one engine's index over `records` and returns how it answers a query: the URLs of its hits, best first. */
async function indexWith(engine: Engine, records: DocSearchRecord[]): Promise<(query: string) => Promise<string[]>> {
  if (engine === 'site') {
    const index = new SearchIndex(records);
    return async (query) => index.search(docSearchQuery(query)).hits.map((hit) => String(hit.url));
  }
  if (engine === 'minisearch') {
    const pageRanks = new Map(records.map((record) => [record.objectID, record.weight.pageRank]));
    const index = new MiniSearch<DocSearchRecord>({
      idField: 'objectID',
      fields: [...FIELDS],
      storeFields: ['url'],
      extractField: (record, field) =>
        field === 'objectID' || field === 'url'
          ? String(record[field])
          : fieldOf(record, field as (typeof FIELDS)[number]),
      // The options MiniSearch documents for search-as-you-type, ranked as the site ranks levels and pages.
      searchOptions: {
        prefix: true,
        fuzzy: 0.2,
        boost: BOOSTS,
        combineWith: 'AND',
        // The site ranks the generated reference below the guides (pageRank -1); MiniSearch gets the same hint.
        boostDocument: (id) => (pageRanks.get(String(id))! < 0 ? 0.5 : 1),
      },
    });
    index.addAll(records);
    return async (query) => {
      const strict = index.search(query);
      const hits = strict.length >= TOP ? strict : index.search(query, {combineWith: 'OR'});
      return hits.slice(0, 20).map((hit) => String(hit.url));
    };
  }
  const schema = Object.fromEntries([...FIELDS, 'url'].map((field) => [field, 'string'])) as Record<
    (typeof FIELDS)[number] | 'url',
    'string'
  >;
  const db = create({schema});
  await insertMultiple(
    db,
    records.map((record) => ({
      ...Object.fromEntries(FIELDS.map((field) => [field, fieldOf(record, field)])),
      url: record.url,
    })),
  );
  return async (query) => {
    const result = await oramaSearch(db, {
      term: query,
      properties: [...FIELDS],
      boost: BOOSTS,
      tolerance: 1,
      limit: 20,
    });
    return result.hits.map((hit) => String((hit.document as {url: string}).url));
  };
}

const heapUsed = () => {
  (globalThis as {gc?: () => void}).gc?.();
  return process.memoryUsage().heapUsed;
};

/** One engine at one scale, in this process. */
async function measure(engine: Engine, scale: number, buildDir: string, withRelevance: boolean): Promise<Measurement> {
  const records = JSON.parse(readFileSync(path.join(buildDir, RECORDS_FILE), 'utf8')) as DocSearchRecord[];
  const started = performance.now();
  const answer = await indexWith(engine, scaled(records, scale));
  const indexMs = performance.now() - started;
  const heapBytes = heapUsed();
  const headings = headingsOf(records);
  for (const query of sampleQueries(headings, WARM_UP_QUERIES, 7)) await answer(query);
  const timings: number[] = [];
  const queriesStarted = performance.now();
  for (const query of sampleQueries(headings, QUERIES, 20250101)) {
    const queryStarted = performance.now();
    await answer(query);
    timings.push(performance.now() - queryStarted);
    if (performance.now() - queriesStarted > QUERY_BUDGET_MS) break;
  }
  const measurement: Measurement = {indexMs, heapBytes, p95Ms: percentile(timings, 95), queries: timings.length};
  if (withRelevance) {
    let answered = 0;
    for (const [question, page] of [...relevanceQuestions, ...everydayQuestions]) {
      const pages = [...new Set((await answer(question)).map((url) => new URL(url).pathname))].slice(0, TOP);
      if (pages.includes(page)) answered++;
    }
    measurement.answered = answered;
  }
  return measurement;
}

function measureInChild(engine: Engine, scale: number, buildDir: string, withRelevance: boolean): Measurement {
  const child = spawnSync(
    process.execPath,
    [
      '--expose-gc',
      '--import',
      'tsx',
      fileURLToPath(import.meta.url),
      '--child',
      engine,
      String(scale),
      buildDir,
      String(withRelevance),
    ],
    {encoding: 'utf8', maxBuffer: 1 << 20},
  );
  if (child.status !== 0) throw new Error(`${engine} at ${scale}x failed:\n${child.stderr}`);
  return JSON.parse(child.stdout) as Measurement;
}

/**
 * An engine whose p95 at 1x is already more than ten times the site's cannot come within 1.5x of it at 10x (the
 * site's own p95 grows less than tenfold): it is not measured at 10x, where indexing alone takes it many minutes.
 */
function hopeless(results: Map<string, Measurement[]>, engine: Engine): boolean {
  const p95At1x = (name: Engine) => median(results.get(`${name} 1x`)!.map((m) => m.p95Ms));
  return p95At1x(engine) > 10 * p95At1x('site');
}

async function main(args: string[]): Promise<void> {
  if (args[0] === '--child') {
    process.stdout.write(
      JSON.stringify(await measure(args[1] as Engine, Number(args[2]), args[3], args[4] === 'true')),
    );
    return;
  }
  const buildDir = path.resolve(args[0] ?? e2eBuildDir);
  const results = new Map<string, Measurement[]>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const scale of SCALES) {
      // Each round starts with a different engine, so no engine always runs first on a quieter machine.
      for (let i = 0; i < ENGINES.length; i++) {
        const engine = ENGINES[(i + round) % ENGINES.length];
        const key = `${engine} ${scale}x`;
        if (scale > 1 && hopeless(results, engine)) continue;
        const measurement = measureInChild(engine, scale, buildDir, round === 0 && scale === 1);
        results.set(key, [...(results.get(key) ?? []), measurement]);
        console.error(`[engines] round ${round + 1}: ${key}: ${JSON.stringify(measurement)}`);
      }
    }
  }
  const questions = relevanceQuestions.length + everydayQuestions.length;
  const spread = (values: number[]) => `${Math.min(...values).toFixed(1)}–${Math.max(...values).toFixed(1)}`;
  console.log(
    '| engine | scale | index (ms) | heap (MB) | p95 (ms), median and spread | p95 ÷ site | queries | top 3 |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const scale of SCALES) {
    const siteP95 = median(results.get(`site ${scale}x`)!.map((m) => m.p95Ms));
    for (const engine of ENGINES) {
      const runs = results.get(`${engine} ${scale}x`);
      if (!runs) {
        console.log(`| ${engine} | ${scale}x | not measured: p95 at 1x over ten times the site's | | | | | |`);
        continue;
      }
      const p95s = runs.map((m) => m.p95Ms);
      const answered = runs[0].answered;
      console.log(
        `| ${engine} | ${scale}x | ${median(runs.map((m) => m.indexMs)).toFixed(0)} | ${(median(runs.map((m) => m.heapBytes)) / 1e6).toFixed(1)} | ${median(p95s).toFixed(2)} (${spread(p95s)}) | ${(median(p95s) / siteP95).toFixed(2)} | ${Math.min(...runs.map((m) => m.queries))} | ${answered === undefined ? '' : `${answered}/${questions}`} |`,
      );
    }
  }
}

runAsScript(import.meta.url, () => main(process.argv.slice(2)));
