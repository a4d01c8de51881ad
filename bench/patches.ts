// `BENCH_ONLY=patches npm run bench`: what each speed patch of src/upstream/ buys, ours with it against ours without
// it, in one run. Builds the site with every patch, then once with each speed patch off (UPSTREAM_PATCHES_OFF), one
// build at a time under the build lock; then, build by build: the first-load JavaScript (gzip) of the longest doc and
// of the heaviest reference page (bytes are deterministic: one load each), and for a patch whose gain is main-thread
// time, Lighthouse mobile TBT and LCP on the page it targets, runs with and without it alternated.
// BENCH_PATCH_RUNS sets the runs per side (default 5); BENCH_PATCHES=a,b measures only those patches, in that order;
// BENCH_PATCHES_BYTES_ONLY=1 measures bytes alone.
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {benchLogger} from './script';
import {PATCH_NAMES, PATCHES_OFF_VARIABLE, UPSTREAM_PATCHES, type PatchName} from '../src/upstream';
import {siteDir, timedBuild, withBuildLock} from './builds';
import {measureFirstLoad} from './first-load';
import {duration, measureLighthouse, type Metric} from './lighthouse';
import {heaviestPages} from './pages';
import {startServer} from './server';
import {countFromEnvironment, formatTable, kilobytes, median, row, seconds, withRange} from './stats';

const log = benchLogger('bench patches');

/** A byte gain under this (gzip, on first load) does not pay for a rewrite of upstream code. */
export const MIN_BYTE_GAIN = 512;

/** The page whose main-thread time a patch targets (its module says why): `longest` is the longest doc. */
const TIMED_PAGES: Partial<Record<PatchName, string>> = {
  'idle-prefetch': '/system-events/event-types',
  'tabs-without-remount': '/services/quota-management',
  'ssr-template': 'longest',
  prism: 'longest',
};

/** Single runs' values with and without a patch, their medians, and whether the gain is outside the noise. */
export interface TimedGain {
  with: number[];
  without: number[];
  gain: number;
  /** The wider of the two sides' ranges (max − min of their runs). */
  spread: number;
  /** Every run without the patch was slower than every run with it: the ranges do not overlap. */
  outsideNoise: boolean;
}

export function timedGain(withPatch: number[], withoutPatch: number[]): TimedGain {
  const range = (values: number[]) => Math.max(...values) - Math.min(...values);
  return {
    with: withPatch,
    without: withoutPatch,
    gain: median(withoutPatch) - median(withPatch),
    spread: Math.max(range(withPatch), range(withoutPatch)),
    outsideNoise: Math.min(...withoutPatch) > Math.max(...withPatch),
  };
}

interface FirstLoadJs {
  longest: number;
  reference: number;
}

export interface PatchResult {
  patch: PatchName;
  /** Why the build without the patch failed: then the patch is what makes the site build. */
  buildError?: string;
  buildMs?: number;
  /** First-load JS gzip without the patch minus with it. */
  byteGain?: FirstLoadJs;
  timed?: {route: string} & Record<Extract<Metric, 'tbt' | 'lcp'>, TimedGain>;
  /** Whether the patch pays: a byte gain of at least MIN_BYTE_GAIN, or a time gain outside the noise. */
  pays?: boolean;
}

/** The first line of a failed build's error that says what went wrong (the loader's or the bundler's message). */
function buildFailure(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const line = text.split('\n').find((candidate) => /error/i.test(candidate) && !/^docusaurus build/.test(candidate));
  return (line ?? text.split('\n')[0]).trim().slice(0, 400);
}

export async function runPatchesBenchmark(): Promise<void> {
  const runs = countFromEnvironment('BENCH_PATCH_RUNS', 5);
  // Bytes alone, which need no quiet machine: a run beside another, or a first look.
  const bytesOnly = process.env.BENCH_PATCHES_BYTES_ONLY === '1';
  const only = process.env.BENCH_PATCHES?.split(',').map((name) => name.trim());
  const speedPatches = PATCH_NAMES.filter((name) => UPSTREAM_PATCHES[name].kind === 'speed');
  const unknown = only?.filter((name) => !(speedPatches as string[]).includes(name)) ?? [];
  if (unknown.length > 0) throw new Error(`BENCH_PATCHES: no speed patch named ${unknown.join(', ')}`);
  // In the order given, so that the patches most in doubt can be measured first.
  const patches = only ? (only as PatchName[]) : speedPatches;
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'docs-bench-patches-'));
  const buildOf = (variant: string) => path.join(workDir, variant);
  const started = Date.now();
  const results: PatchResult[] = [];
  const resultsFile = path.join(siteDir, 'bench-results', 'patches-latest.json');
  mkdirSync(path.dirname(resultsFile), {recursive: true});
  try {
    // BENCH_BUILD_DIR: a build with every patch made before (as for the other parts), instead of building one.
    const givenBuild = process.env.BENCH_BUILD_DIR && path.resolve(process.env.BENCH_BUILD_DIR);
    const allDir = givenBuild || buildOf('all');
    let allMs: number | undefined;
    if (!givenBuild) {
      log('the build with every patch');
      allMs = await withBuildLock(() => timedBuild('faster', allDir, {[PATCHES_OFF_VARIABLE]: ''}));
      log(`built in ${seconds(allMs)}`);
    }
    const {doc: longest, reference} = heaviestPages(allDir);
    if (!reference) throw new Error('no API reference page in the build');
    const allServer = await startServer(allDir);
    const firstLoadJs = async (origin: string, dir: string): Promise<FirstLoadJs> => ({
      longest: (await measureFirstLoad(origin, longest.route, dir)).js.gzip,
      reference: (await measureFirstLoad(origin, reference.route, dir)).js.gzip,
    });
    /** Written after each patch, so that a run cut short still leaves the figures it has. */
    const writeReport = () =>
      writeFileSync(
        resultsFile,
        JSON.stringify(
          {
            finishedAt: new Date().toISOString(),
            durationSeconds: Math.round((Date.now() - started) / 1000),
            runsPerSide: runs,
            minByteGain: MIN_BYTE_GAIN,
            pages: {longest: longest.route, reference: reference.route},
            buildWithAllMs: allMs,
            withAll,
            machine: {cpus: os.cpus().length, node: process.version},
            results,
          },
          null,
          2,
        ) + '\n',
      );
    let withAll: FirstLoadJs | undefined;
    try {
      withAll = await firstLoadJs(allServer.origin, allDir);
      log(
        `with every patch: ${kilobytes(withAll.longest)} on ${longest.route}, ${kilobytes(withAll.reference)} on ${reference.route}`,
      );
      // Each patch is built and measured before the next is built: the build lock is free while Lighthouse runs.
      for (const patch of patches) {
        log(`the build without ${patch}`);
        const result: PatchResult = {patch};
        results.push(result);
        try {
          result.buildMs = await withBuildLock(() =>
            timedBuild('faster', buildOf(patch), {[PATCHES_OFF_VARIABLE]: patch}),
          );
          log(`built in ${seconds(result.buildMs)}`);
        } catch (error) {
          result.buildError = buildFailure(error);
          log(`no build without ${patch}: ${result.buildError}`);
          writeReport();
          continue;
        }
        const server = await startServer(buildOf(patch));
        try {
          const without = await firstLoadJs(server.origin, buildOf(patch));
          result.byteGain = {
            longest: without.longest - withAll.longest,
            reference: without.reference - withAll.reference,
          };
          const target = TIMED_PAGES[patch];
          if (target && !bytesOnly) {
            const route = target === 'longest' ? longest.route : target;
            log(`${patch}: Lighthouse mobile on ${route}, ${runs} runs with and without, alternated`);
            const once = async (origin: string) =>
              (await measureLighthouse(origin, [{page: patch, route}], {mobile: 1, desktop: 0}))[0].metrics;
            const withRuns: {tbt: number; lcp: number}[] = [];
            const withoutRuns: {tbt: number; lcp: number}[] = [];
            for (let run = 0; run < runs; run++) {
              // Which side goes first alternates too, so a slow spell of the machine falls on both.
              if (run % 2 === 0) withRuns.push(await once(allServer.origin));
              withoutRuns.push(await once(server.origin));
              if (run % 2 === 1) withRuns.push(await once(allServer.origin));
            }
            const gainOf = (metric: 'tbt' | 'lcp') =>
              timedGain(
                withRuns.map((entry) => entry[metric]),
                withoutRuns.map((entry) => entry[metric]),
              );
            result.timed = {route, tbt: gainOf('tbt'), lcp: gainOf('lcp')};
          }
          result.pays =
            Math.max(result.byteGain.longest, result.byteGain.reference) >= MIN_BYTE_GAIN ||
            Boolean(result.timed && (result.timed.tbt.outsideNoise || result.timed.lcp.outsideNoise));
          log(describe(result));
          writeReport();
        } finally {
          await server.stop();
          rmSync(buildOf(patch), {recursive: true, force: true});
        }
      }
    } finally {
      await allServer.stop();
    }

    console.log(formatTable(results.map((result) => row(`Without ${result.patch}`, 0, describe(result)))));
    console.log('\nWritten to bench-results/patches-latest.json');
  } finally {
    rmSync(workDir, {recursive: true, force: true});
  }
}

/** One line: the build failure, or the byte gains and the time gains with their runs' ranges. */
export function describe(result: PatchResult): string {
  if (result.buildError) return `no build without it: ${result.buildError}`;
  const bytes = result.byteGain
    ? `first-load JS gzip ${signed(result.byteGain.longest)} B (longest doc), ${signed(result.byteGain.reference)} B (reference)`
    : '';
  const timed = result.timed
    ? (['tbt', 'lcp'] as const).map((metric) => {
        const gain = result.timed![metric];
        return (
          `${metric.toUpperCase()} on ${result.timed!.route} ${signed(Math.round(gain.gain))} ms ` +
          `(with ${withRange(duration(median(gain.with)), gain.with, ' ms')}, ` +
          `without ${withRange(duration(median(gain.without)), gain.without, ' ms')}` +
          `${gain.outsideNoise ? '' : ', inside the noise'})`
        );
      })
    : [];
  return [bytes, ...timed, result.pays === undefined ? '' : result.pays ? 'pays' : 'does not pay']
    .filter(Boolean)
    .join('; ');
}

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));
