// The docs' MCP server on the search service (POST /mcp): how much search_docs adds to the search API call it
// wraps, and the service's resident memory while 20 agents call search_docs in a loop.
// `npx tsx bench/mcp-search.ts [build]` measures both for a build (build/ unless named), without the rest of the bench.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {performance} from 'node:perf_hooks';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPClientTransport, StreamableHTTPError} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {MCP_PATH, TOOL_LIMITS} from '../search/mcp/names';
import {searchDocsParams} from '../search/mcp/tools';
import type {DocSearchRecord} from '../search/records';
import {RECORDS_FILE} from '../search/server';
import {embeddedIndexName} from '../search/index-name';
import {headingsOf} from './search-latency';
import {roundOrders} from './search-typing';
import {startServer} from './server';
import {median, seededRandom} from './stats';
import {runAsScript} from './script';

/** Rounds of the ratio, each its own median; the order of the two calls alternates from round to round. */
export const RATIO_ROUNDS = 7;
/** Pairs of calls per round: one search_docs call and one search API call, each with a query of its own. */
const CALLS_PER_ROUND = 40;
const WARM_UP_CALLS = 10;
/** The load of the memory figure: agents, each calling search_docs again as soon as it has its answer. */
export const AGENT_LOAD = {agents: 20, seconds: 20} as const;
const RSS_SAMPLE_MS = 100;
const QUERY_SEED = 42;

export interface McpSearchResult {
  /** Per round: the median search_docs time over the median search API time. */
  roundRatios: number[];
  ratio: number;
  mcpMedianMs: number;
  apiMedianMs: number;
  callsPerRound: number;
  memory: AgentLoadResult;
}

export interface AgentLoadResult {
  agents: number;
  seconds: number;
  /** VmRSS of the service before the agents start (after the ratio's calls) and the largest while they run. */
  idleRssBytes: number;
  peakRssBytes: number;
  endRssBytes: number;
  answered: number;
  /** Calls the service turned away (429: more MCP requests in flight than BUDGET.mcpCallsInFlight), then retried. */
  refused: number;
  failed: number;
}

/**
 * Whole headings of the docs in a seeded random order, as questions an agent passes to search_docs: each query of a
 * run is used once, so that neither call finds its ranking in the service's cache of recent queries.
 */
export function agentQueries(headings: readonly string[], seed: number): string[] {
  const random = seededRandom(seed);
  const shuffled = [...new Set(headings)];
  for (let index = shuffled.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [shuffled[index], shuffled[other]] = [shuffled[other], shuffled[index]];
  }
  return shuffled;
}

/** Per round, the median of the wrapped call's times over the median of the direct call's. */
export function roundRatiosOf(rounds: readonly {wrapped: number[]; direct: number[]}[]): number[] {
  return rounds.map(({wrapped, direct}) => median(wrapped) / median(direct));
}

/** The resident memory of process `pid` (Linux's VmRSS), in bytes; 0 where /proc has no such process. */
export function residentBytes(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

async function connect(origin: string, name: string): Promise<Client> {
  const client = new Client({name, version: '1.0.0'});
  await client.connect(new StreamableHTTPClientTransport(new URL(MCP_PATH, origin)));
  return client;
}

async function searchDocs(client: Client, query: string): Promise<void> {
  const result = await client.callTool({name: 'search_docs', arguments: {query}});
  if (result.isError) throw new Error(`search_docs "${query}" failed: ${JSON.stringify(result.content)}`);
}

/** The search API call search_docs makes for `query` (its default number of hits), sent over HTTP. */
async function searchApi(origin: string, query: string): Promise<void> {
  const params = searchDocsParams(query, TOOL_LIMITS.defaultResults);
  const response = await fetch(`${origin}/1/indexes/*/queries`, {
    method: 'POST',
    headers: {'content-type': 'application/json'},
    body: JSON.stringify({requests: [{indexName: embeddedIndexName, ...params}]}),
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await response.json()) as {results?: unknown[]};
  if (!response.ok || !body.results) throw new Error(`search for "${query}" answered ${response.status}`);
}

async function timed(call: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await call();
  return performance.now() - started;
}

/** search_docs against the search API call it wraps, one after the other over HTTP, each query sent once. */
async function measureRatio(origin: string, queries: string[]): Promise<Omit<McpSearchResult, 'memory'>> {
  const client = await connect(origin, 'bench-ratio');
  try {
    let next = 0;
    const take = () => {
      if (next >= queries.length) throw new Error('the docs have too few headings for the MCP benchmark');
      return queries[next++];
    };
    for (let call = 0; call < WARM_UP_CALLS; call++) {
      await searchDocs(client, take());
      await searchApi(origin, take());
    }
    const rounds = [];
    for (const order of roundOrders(2, RATIO_ROUNDS)) {
      const round = {wrapped: [] as number[], direct: [] as number[]};
      for (let call = 0; call < CALLS_PER_ROUND; call++) {
        for (const which of order) {
          const query = take();
          if (which === 0) round.wrapped.push(await timed(() => searchDocs(client, query)));
          else round.direct.push(await timed(() => searchApi(origin, query)));
        }
      }
      rounds.push(round);
    }
    const roundRatios = roundRatiosOf(rounds);
    return {
      roundRatios,
      ratio: median(roundRatios),
      mcpMedianMs: median(rounds.flatMap((round) => round.wrapped)),
      apiMedianMs: median(rounds.flatMap((round) => round.direct)),
      callsPerRound: CALLS_PER_ROUND,
    };
  } finally {
    await client.close();
  }
}

/** AGENT_LOAD's agents calling search_docs in a loop, the service's VmRSS sampled throughout. */
async function measureAgentLoad(origin: string, pid: number, queries: string[]): Promise<AgentLoadResult> {
  const clients = await Promise.all(
    Array.from({length: AGENT_LOAD.agents}, (_, agent) => connect(origin, `bench-agent-${agent}`)),
  );
  const idleRssBytes = residentBytes(pid);
  let peakRssBytes = idleRssBytes;
  const sampler = setInterval(() => (peakRssBytes = Math.max(peakRssBytes, residentBytes(pid))), RSS_SAMPLE_MS);
  const until = performance.now() + AGENT_LOAD.seconds * 1000;
  const counts = {answered: 0, refused: 0, failed: 0};
  try {
    await Promise.all(
      clients.map(async (client, agent) => {
        for (let call = 0; performance.now() < until; call++) {
          const query = queries[(agent * 7919 + call) % queries.length];
          try {
            await searchDocs(client, query);
            counts.answered++;
          } catch (error) {
            // A refused call waits the second the service's Retry-After asks for, as a well-behaved agent would.
            if (error instanceof StreamableHTTPError && error.code === 429) {
              counts.refused++;
              await new Promise((resolve) => setTimeout(resolve, 1000));
            } else counts.failed++;
          }
        }
      }),
    );
  } finally {
    clearInterval(sampler);
    await Promise.all(clients.map((client) => client.close()));
  }
  peakRssBytes = Math.max(peakRssBytes, residentBytes(pid));
  return {
    agents: AGENT_LOAD.agents,
    seconds: AGENT_LOAD.seconds,
    idleRssBytes,
    peakRssBytes,
    endRssBytes: residentBytes(pid),
    ...counts,
  };
}

/** Both figures against the service at `origin`, process `pid`, serving `buildDir`. */
export async function measureMcpSearch(origin: string, pid: number, buildDir: string): Promise<McpSearchResult> {
  const records = JSON.parse(readFileSync(path.join(buildDir, RECORDS_FILE), 'utf8')) as DocSearchRecord[];
  const queries = agentQueries(headingsOf(records), QUERY_SEED);
  const ratio = await measureRatio(origin, queries);
  // The agents repeat queries (the run is longer than the headings last), as agents in a loop do.
  const memory = await measureAgentLoad(origin, pid, queries);
  return {...ratio, memory};
}

export const megabytes = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;

/** The ratio with the range of its rounds: "1.31 x (rounds 1.20–1.81 x)". */
export function ratioWithRange({ratio, roundRatios}: Pick<McpSearchResult, 'ratio' | 'roundRatios'>): string {
  const [low, high] = [Math.min(...roundRatios), Math.max(...roundRatios)].map((value) => value.toFixed(2));
  return `${ratio.toFixed(2)} x (rounds ${low}–${high} x)`;
}

/** One line per figure, as this script prints them and the bench logs them. */
export function describeMcpSearch(result: McpSearchResult): string[] {
  const {memory} = result;
  return [
    `search_docs / search API call: ${ratioWithRange(result)}; medians ${result.mcpMedianMs.toFixed(1)} ms and ` +
      `${result.apiMedianMs.toFixed(1)} ms; ${result.roundRatios.length} alternated rounds of ${result.callsPerRound} calls each`,
    `service RSS with ${memory.agents} agents calling search_docs for ${memory.seconds} s: peak ${megabytes(memory.peakRssBytes)} ` +
      `(before ${megabytes(memory.idleRssBytes)}, after ${megabytes(memory.endRssBytes)}); ${memory.answered} answered, ` +
      `${memory.refused} refused (429) and retried, ${memory.failed} failed`,
  ];
}

async function main(): Promise<void> {
  const buildDir = path.resolve(process.argv[2] ?? 'build');
  const server = await startServer(buildDir);
  try {
    for (const line of describeMcpSearch(await measureMcpSearch(server.origin, server.pid, buildDir)))
      console.log(line);
  } finally {
    await server.stop();
  }
}

runAsScript(import.meta.url, main);
