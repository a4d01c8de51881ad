// `npm run bench`: build times, Lighthouse scores, first-load bytes and search latency, as a
// table on stdout and as JSON in bench-results/. Builds what it needs into temporary folders.
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {performance} from 'node:perf_hooks';
import {clearCaches, siteDir, timedBuild, withBuildLock} from './builds';
import {measureFirstLoad} from './first-load';
import {measureLighthouse, type Category} from './lighthouse';
import {heaviestPages} from './pages';
import {HOSTILE_LOAD, measureSearchLatency, measureSearchUnderHostileLoad} from './search-latency';
import {startServer} from './server';
import {formatTable, kilobytes, row, seconds, type Row} from './stats';

/** Mobile scores carry the targets, so they are the median of several runs; desktop is informative. */
const LIGHTHOUSE_RUNS = {mobile: Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3), desktop: 1};
const SEARCH_QUERIES = 1000;

const TARGETS = {
  fasterRatio: {comparison: '<=', value: 0.35},
  mobilePerformance: {comparison: '>=', value: 95},
  mobileAccessibility: {comparison: '=', value: 100},
  firstLoadJsGzip: {comparison: '<=', value: 170_000},
  firstLoadCssGzip: {comparison: '<=', value: 18_000},
  referenceFirstLoadJsGzip: {comparison: '<=', value: 180_000},
  searchP95: {comparison: '<=', value: 20},
  searchUnderHostileLoadP95: {comparison: '<=', value: 100},
} as const;

const CATEGORY_LABELS: Record<Category, string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
  seo: 'SEO',
};

function log(message: string): void {
  console.error(`[bench] ${message}`);
}

async function main(): Promise<void> {
  const started = performance.now();
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'docs-bench-'));
  const webpackDir = path.join(workDir, 'webpack');
  const fasterDir = path.join(workDir, 'faster');
  try {
    log('cold webpack build (caches cleared)');
    const webpackMs = await withBuildLock(async () => {
      clearCaches();
      return timedBuild('webpack', webpackDir);
    });
    log(`webpack build: ${seconds(webpackMs)}`);
    rmSync(webpackDir, {recursive: true, force: true});

    log('cold Faster build (caches cleared), then a warm Faster rebuild');
    const [fasterMs, fasterWarmMs] = await withBuildLock(async () => {
      clearCaches();
      const cold = await timedBuild('faster', fasterDir);
      return [cold, await timedBuild('faster', fasterDir)];
    });
    log(`Faster build: ${seconds(fasterMs)}, warm rebuild: ${seconds(fasterWarmMs)}`);

    const {doc: longest, reference} = heaviestPages(fasterDir);
    const pages = [
      {page: 'home', route: '/'},
      {page: 'longest doc', route: longest.route},
      {page: 'search', route: '/search'},
      ...(reference ? [{page: 'heaviest API reference page', route: reference.route}] : []),
    ];

    const server = await startServer(fasterDir);
    try {
      log(`Lighthouse, ${LIGHTHOUSE_RUNS.mobile} mobile and ${LIGHTHOUSE_RUNS.desktop} desktop run(s) per page`);
      const lighthouse = await measureLighthouse(server.origin, pages, LIGHTHOUSE_RUNS);
      log(`first-load bytes of ${longest.route}`);
      const firstLoad = await measureFirstLoad(server.origin, longest.route, fasterDir);
      const referenceFirstLoad = reference && (await measureFirstLoad(server.origin, reference.route, fasterDir));
      log(`search latency, ${SEARCH_QUERIES} queries`);
      const search = await measureSearchLatency(server.origin, fasterDir, SEARCH_QUERIES);
      log(
        `search latency under ${HOSTILE_LOAD.batchClients} clients sending the largest batches and ${HOSTILE_LOAD.silentClients} that never read`,
      );
      const hostile = await measureSearchUnderHostileLoad(server.origin, fasterDir);

      const ratio = fasterMs / webpackMs;
      const rows: Row[] = [
        row('Build, webpack (cold)', webpackMs, seconds(webpackMs)),
        row('Build, Faster (cold)', fasterMs, seconds(fasterMs)),
        row('Build, Faster / webpack', ratio, `${ratio.toFixed(2)} x`, TARGETS.fasterRatio, '<= 0.35 x'),
        row('Build, Faster rebuild (warm cache)', fasterWarmMs, seconds(fasterWarmMs)),
      ];
      for (const result of lighthouse) {
        for (const category of Object.keys(CATEGORY_LABELS) as Category[]) {
          const score = result.scores[category];
          const target =
            result.formFactor !== 'mobile'
              ? undefined
              : category === 'performance'
                ? TARGETS.mobilePerformance
                : category === 'accessibility'
                  ? TARGETS.mobileAccessibility
                  : undefined;
          rows.push(
            row(
              `Lighthouse ${result.formFactor} ${CATEGORY_LABELS[category]}, ${result.page} (${result.route})`,
              score,
              String(score),
              target,
            ),
          );
        }
      }
      const {js, css} = firstLoad;
      rows.push(
        row(
          `First-load JS, gzip (${js.files.length} files)`,
          js.gzip,
          kilobytes(js.gzip),
          TARGETS.firstLoadJsGzip,
          '<= 170 kB',
        ),
        row('First-load JS, brotli', js.brotli, kilobytes(js.brotli)),
        row('First-load JS, raw', js.raw, kilobytes(js.raw)),
        row(
          `First-load CSS, gzip (${css.files.length} files)`,
          css.gzip,
          kilobytes(css.gzip),
          TARGETS.firstLoadCssGzip,
          '<= 18 kB',
        ),
        row('First-load CSS, brotli', css.brotli, kilobytes(css.brotli)),
        row('First-load CSS, raw', css.raw, kilobytes(css.raw)),
        ...(referenceFirstLoad
          ? [
              row(
                `First-load JS of ${reference!.route}, gzip (${referenceFirstLoad.js.files.length} files)`,
                referenceFirstLoad.js.gzip,
                kilobytes(referenceFirstLoad.js.gzip),
                TARGETS.referenceFirstLoadJsGzip,
                '<= 180 kB',
              ),
              row(
                `First-load CSS of ${reference!.route}, gzip`,
                referenceFirstLoad.css.gzip,
                kilobytes(referenceFirstLoad.css.gzip),
              ),
            ]
          : []),
        row('Search p50', search.p50, `${search.p50.toFixed(1)} ms`),
        row('Search p95', search.p95, `${search.p95.toFixed(1)} ms`, TARGETS.searchP95, '<= 20 ms'),
        row('Search p99', search.p99, `${search.p99.toFixed(1)} ms`),
        row(
          `Search p95 under hostile load (${hostile.normal.failed} of ${hostile.normal.queries} failed)`,
          hostile.normal.p95,
          `${hostile.normal.p95.toFixed(1)} ms`,
          TARGETS.searchUnderHostileLoadP95,
          '<= 100 ms',
        ),
        row('Search max under hostile load', hostile.normal.max, `${hostile.normal.max.toFixed(1)} ms`),
        row('Largest answer a hostile client got', hostile.largestAnswerBytes, kilobytes(hostile.largestAnswerBytes)),
      );

      const finishedAt = new Date();
      console.log(formatTable(rows));
      console.log(
        `\nFirst-load bytes of ${longest.route} (the longest doc page). Search: ${search.queries} sequential queries ` +
          `after ${search.warmUpQueries} warm-up ones; ${search.repeatedQueries} repeat an earlier query.`,
      );
      const misses = lighthouse.filter((result) => result.failedAudits.length > 0);
      for (const result of misses) {
        const audits = result.failedAudits.map(
          (audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`,
        );
        console.log(`Lighthouse ${result.formFactor} ${result.route} loses points on: ${audits.join(', ')}`);
      }

      const report = {
        finishedAt: finishedAt.toISOString(),
        durationSeconds: Math.round((performance.now() - started) / 1000),
        machine: {cpus: os.cpus().length, node: process.version, platform: process.platform},
        builds: {webpackMs, fasterMs, fasterWarmMs, fasterToWebpackRatio: ratio},
        lighthouse,
        firstLoad,
        referenceFirstLoad,
        search,
        hostile,
        rows,
      };
      const resultsDir = path.join(siteDir, 'bench-results');
      mkdirSync(resultsDir, {recursive: true});
      const json = JSON.stringify(report, null, 2) + '\n';
      const stamped = path.join(resultsDir, `${finishedAt.toISOString().replace(/[:.]/g, '-')}.json`);
      writeFileSync(stamped, json);
      writeFileSync(path.join(resultsDir, 'latest.json'), json);
      console.log(`\nWritten to ${path.relative(siteDir, stamped)} and bench-results/latest.json`);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(workDir, {recursive: true, force: true});
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
