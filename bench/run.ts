// `npm run bench`: build times, Lighthouse scores, first-load bytes, search latency, the MCP server's search_docs,
// search as you type and the stock baseline, as a table on stdout and as JSON in bench-results/. Builds what it
// needs into temporary folders. Parts can run alone (see PARTS and README's Benchmark section):
//   BENCH_ONLY=typing,stock                 only those parts (a Faster build is made for them, untimed)
//   BENCH_ONLY=patches                      each upstream patch's gain (bench/patches.ts; only when named)
//   BENCH_BUILD_DIR=/tmp/x/faster           use that Faster build instead of building one (not with `builds`)
//   BENCH_STOCK_BUILD_DIR=/tmp/x/stock      use that stock build instead of building one
// BENCH_LIGHTHOUSE_RUNS, BENCH_TYPING_RUNS and BENCH_HEAVY_PAGES change the number of runs and pages.
import {execFileSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {benchLogger} from './script';
import {performance} from 'node:perf_hooks';
import {clearCaches, siteDir, timedBuild, withBuildLock} from './builds';
import {measureFirstLoad, type FirstLoad} from './first-load';
import {
  duration,
  describeSpread,
  formatPageTable,
  measureLighthouse,
  resultFor,
  worstResult,
  type Category,
  type LighthouseResult,
} from './lighthouse';
import {recordRun, type HistoryEntry} from './history';
import {describeMcpSearch, measureMcpSearch, megabytes, ratioWithRange} from './mcp-search';
import {heaviestPages} from './pages';
import {runPatchesBenchmark} from './patches';
import {pageDifferences} from './parity';
import {HOSTILE_LOAD, measureSearchLatency, measureSearchUnderHostileLoad} from './search-latency';
import {
  describeBreakdown,
  measureSearchTyping,
  measureSearchTypingSideBySide,
  NETWORK_LATENCY_MS,
  type SearchTyping,
} from './search-typing';
import {startServer, type RunningServer} from './server';
import {startAlgoliaFront, type AlgoliaFront} from './stock/algolia';
import {ratioRow} from './stock/compare';
import {buildStock, copySearchRecords, prepareStockSite} from './stock/site';
import {
  countFromEnvironment,
  describeStatuses,
  formatTable,
  kilobytes,
  row,
  seconds,
  withRange,
  type Row,
} from './stats';
import {parseScaleArg, runScaleBenchmark} from './scale';

const log = benchLogger('bench');

/** Mobile scores carry the targets, so they are the median of several runs; desktop is informative. */
const LIGHTHOUSE_RUNS = {mobile: countFromEnvironment('BENCH_LIGHTHOUSE_RUNS', 3), desktop: 1};
const SEARCH_QUERIES = 1000;
/** Search as you type: a fresh page per run, the median of the runs. */
const TYPING_RUNS = countFromEnvironment('BENCH_TYPING_RUNS', 7);
/** How many of the heaviest doc pages Lighthouse measures besides home, /search and the API reference. */
const HEAVY_PAGES = countFromEnvironment('BENCH_HEAVY_PAGES', 10);

/** The parts of the benchmark, in the order they run; BENCH_ONLY=part,part runs some of them. */
const PARTS = ['patches', 'builds', 'lighthouse', 'firstload', 'search', 'mcp', 'typing', 'stock'] as const;
type Part = (typeof PARTS)[number];
/** Parts that run only when named: `patches` makes a build per upstream patch (bench/patches.ts). */
const NAMED_ONLY: readonly Part[] = ['patches'];
const DEFAULT_PARTS = PARTS.filter((part) => !NAMED_ONLY.includes(part));

function selectedParts(only: string | undefined): Set<Part> {
  if (!only) return new Set(DEFAULT_PARTS);
  const names = only.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !(PARTS as readonly string[]).includes(name));
  if (unknown.length > 0)
    throw new Error(`BENCH_ONLY: unknown part(s) ${unknown.join(', ')}; parts: ${PARTS.join(', ')}`);
  return new Set(names as Part[]);
}

/**
 * Every speed target is a ratio to a baseline measured side by side in the same run (stock Docusaurus, or the webpack
 * build): on a shared machine an absolute time moves with the machine, so absolute figures are printed for
 * information only. Accessibility, layout shift and page parity do not depend on the machine's speed.
 */
const TARGETS = {
  fasterRatio: {comparison: '<=', value: 0.35},
  pagesDifferingFromWebpack: {comparison: '=', value: 0},
  mobileAccessibility: {comparison: '=', value: 100},
  cls: {comparison: '<=', value: 0.02},
  stockFirstLoadJs: {comparison: '<=', value: 0.5},
  stockHeaviestTbt: {comparison: '<=', value: 0.5},
  stockLcp: {comparison: '<=', value: 0.5},
  stockTyping: {comparison: '<=', value: 1},
  mcpSearchRatio: {comparison: '<=', value: 1.5},
} as const;

const CATEGORY_LABELS: Record<Category, string> = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'best practices',
  seo: 'SEO',
};

async function main(): Promise<void> {
  // `npm run bench -- --scale N`: only the benchmark of the site N times larger (bench/scale.ts).
  const scale = parseScaleArg(process.argv.slice(2));
  if (scale !== undefined) return runScaleBenchmark(scale);
  const parts = selectedParts(process.env.BENCH_ONLY);
  if (parts.has('patches')) {
    await runPatchesBenchmark();
    if (parts.size === 1) return;
  }
  const started = performance.now();
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'docs-bench-'));
  const webpackDir = path.join(workDir, 'webpack');
  const givenBuild = process.env.BENCH_BUILD_DIR && path.resolve(process.env.BENCH_BUILD_DIR);
  if (givenBuild && parts.has('builds')) throw new Error('BENCH_BUILD_DIR cannot be used with the builds part');
  const fasterDir = givenBuild || path.join(workDir, 'faster');
  const rows: Row[] = [];
  const report: Record<string, unknown> = {parts: [...parts]};
  /** The figures a complete run adds to bench/history.jsonl, filled in as they are measured. */
  const history: Omit<HistoryEntry, 'date' | 'commit'> = {cpus: os.cpus().length};
  try {
    if (parts.has('builds')) {
      log('cold webpack build (caches cleared)');
      const webpackMs = await withBuildLock(async () => {
        clearCaches();
        return timedBuild('webpack', webpackDir);
      });
      log(`webpack build: ${seconds(webpackMs)}`);

      log('cold Faster build (caches cleared), then the same build again');
      const [fasterMs, fasterWarmMs] = await withBuildLock(async () => {
        clearCaches();
        const cold = await timedBuild('faster', fasterDir);
        return [cold, await timedBuild('faster', fasterDir)];
      });
      log(`Faster build: ${seconds(fasterMs)}, again: ${seconds(fasterWarmMs)}`);
      const differences = pageDifferences(fasterDir, webpackDir);
      for (const difference of differences.slice(0, 20)) log(`webpack build differs: ${difference}`);
      rmSync(webpackDir, {recursive: true, force: true});
      const ratio = fasterMs / webpackMs;
      rows.push(
        row('Build, webpack (cold)', webpackMs, seconds(webpackMs)),
        row('Build, Faster (cold)', fasterMs, seconds(fasterMs)),
        row('Build, Faster / webpack', ratio, `${ratio.toFixed(2)} x`, TARGETS.fasterRatio, '<= 0.35 x'),
        // Production builds keep no Rspack cache (src/config/faster.ts): a rebuild gains only what the OS caches.
        row('Build, Faster again (no bundler cache)', fasterWarmMs, seconds(fasterWarmMs)),
        row(
          'Pages whose title, anchors, links or text differ between the webpack and Faster builds',
          differences.length,
          String(differences.length),
          TARGETS.pagesDifferingFromWebpack,
        ),
      );
      report.builds = {webpackMs, fasterMs, fasterWarmMs, fasterToWebpackRatio: ratio, differences};
      history.webpackBuildSeconds = webpackMs / 1000;
      history.fasterBuildSeconds = fasterMs / 1000;
    } else if (!givenBuild) {
      log('Faster build (untimed: BENCH_ONLY leaves the builds out)');
      await withBuildLock(() => timedBuild('faster', fasterDir));
    }

    let stockDir: string | undefined;
    if (parts.has('stock')) {
      stockDir = process.env.BENCH_STOCK_BUILD_DIR
        ? path.resolve(process.env.BENCH_STOCK_BUILD_DIR)
        : path.join(workDir, 'stock');
      if (!process.env.BENCH_STOCK_BUILD_DIR) {
        log('stock build (bench/stock/docusaurus.config.ts)');
        const stockSite = prepareStockSite(workDir);
        const stockBuildMs = await withBuildLock(() => buildStock(stockSite, stockDir!));
        log(`stock build: ${seconds(stockBuildMs)}`);
        rows.push(row('Build, stock configuration (Faster, cache of its own)', stockBuildMs, seconds(stockBuildMs)));
        report.stockBuildMs = stockBuildMs;
      }
      copySearchRecords(fasterDir, stockDir);
    }

    const {doc: longest, heaviest, reference} = heaviestPages(fasterDir, HEAVY_PAGES);
    const heaviestPage = heaviest[0];
    report.pages = {longest, heaviest, reference};
    const keyPages = [
      {page: 'home', route: '/'},
      {page: 'longest doc', route: longest.route},
      {page: 'search', route: '/search'},
      ...(reference ? [{page: 'heaviest API reference page', route: reference.route}] : []),
    ];
    const pages = [
      ...keyPages,
      ...heaviest
        .map((page, rank) => ({page: `heavy doc #${rank + 1}`, route: page.route}))
        .filter(({route}) => !keyPages.some((key) => key.route === route)),
    ];

    const server = await startServer(fasterDir);
    // Stock's server and the front that answers for Algolia's hosts (started in the try below) run from the start, so
    // that the typing part can alternate ours and stock's runs.
    let stockServer: RunningServer | undefined;
    let front: AlgoliaFront | undefined;
    let lighthouse: LighthouseResult[] | undefined;
    let firstLoad: FirstLoad | undefined;
    /**
     * Search as you type, measured once for the typing part and the stock comparison, whichever asks first. With the
     * stock comparison in the run, ours is timed in runs alternated with stock's, so that one spell of the machine
     * falls on both and the targets and the ratio read the same runs.
     */
    let typingRuns: Promise<{ours: SearchTyping; stock?: SearchTyping}> | undefined;
    const measureTyping = () =>
      (typingRuns ??= (async () => {
        if (!stockServer || !front) {
          log(`search as you type on ${longest.route}, ${TYPING_RUNS} runs`);
          return {ours: await measureSearchTyping(server.origin, longest.route, TYPING_RUNS)};
        }
        log(`search as you type on ${longest.route}, ${TYPING_RUNS} runs each of ours and stock's, alternated`);
        const [ours, stock] = await measureSearchTypingSideBySide(
          [{origin: server.origin}, {origin: stockServer.origin, browserArgs: front.browserArgs}],
          longest.route,
          TYPING_RUNS,
        );
        return {ours, stock};
      })());
    try {
      if (stockDir) {
        stockServer = await startServer(stockDir);
        front = await startAlgoliaFront(stockServer.origin);
      }
      if (parts.has('lighthouse')) {
        log(
          `Lighthouse on ${pages.length} pages, ${LIGHTHOUSE_RUNS.mobile} mobile and ${LIGHTHOUSE_RUNS.desktop} desktop run(s) each`,
        );
        lighthouse = await measureLighthouse(server.origin, pages, LIGHTHOUSE_RUNS, [], (result) =>
          log(
            `  ${result.formFactor} ${result.route}: performance ${result.scores.performance}, ` +
              `TBT ${duration(result.metrics.tbt)}, LCP ${duration(result.metrics.lcp)}, CLS ${result.metrics.cls.toFixed(3)}`,
          ),
        );
        report.lighthouse = lighthouse;
        rows.push(...lighthouseRows(lighthouse, keyPages, heaviestPage.route, longest.route));
      }
      if (parts.has('firstload')) {
        log(`first-load bytes of ${longest.route}`);
        firstLoad = await measureFirstLoad(server.origin, longest.route, fasterDir);
        const referenceFirstLoad = reference && (await measureFirstLoad(server.origin, reference.route, fasterDir));
        report.firstLoad = firstLoad;
        report.referenceFirstLoad = referenceFirstLoad;
        rows.push(...firstLoadRows(firstLoad, reference?.route, referenceFirstLoad));
      }
      if (parts.has('search')) {
        log(`search latency, ${SEARCH_QUERIES} queries`);
        const search = await measureSearchLatency(server.origin, fasterDir, SEARCH_QUERIES);
        log(
          `search latency under ${HOSTILE_LOAD.batchClients} clients sending the largest batches and ${HOSTILE_LOAD.silentClients} that never read`,
        );
        const hostile = await measureSearchUnderHostileLoad(server.origin, fasterDir);
        report.search = search;
        report.hostile = hostile;
        rows.push(
          row('Search p50', search.p50, `${search.p50.toFixed(1)} ms`),
          row('Search p95', search.p95, `${search.p95.toFixed(1)} ms`),
          row('Search p99', search.p99, `${search.p99.toFixed(1)} ms`),
          row(
            `Search p95 under hostile load (${hostile.normal.failed} of ${hostile.normal.queries} failed)`,
            hostile.normal.p95,
            `${hostile.normal.p95.toFixed(1)} ms`,
          ),
          row('Search max under hostile load', hostile.normal.max, `${hostile.normal.max.toFixed(1)} ms`),
          // Whether a largest batch got through before the service's limit differs from run to run, so the answer
          // size reads 0.1 kB (only refusals) or about 2 MB; the statuses say which.
          row(
            'Largest answer a hostile client got (answers by status)',
            hostile.largestAnswerBytes,
            `${kilobytes(hostile.largestAnswerBytes)} (${describeStatuses(hostile.batchStatuses)})`,
          ),
        );
        console.error(
          `[bench] search: ${search.queries} sequential queries after ${search.warmUpQueries} warm-up ones; ` +
            `${search.repeatedQueries} repeat an earlier query.`,
        );
      }
      if (parts.has('mcp')) {
        log("the MCP server's search_docs against the search API call it wraps, then 20 agents calling it in a loop");
        const mcp = await measureMcpSearch(server.origin, server.pid, fasterDir);
        report.mcp = mcp;
        rows.push(
          row(
            `MCP search_docs / the search API call it wraps (median of ${mcp.roundRatios.length} alternated rounds)`,
            mcp.ratio,
            `${ratioWithRange(mcp)}, ${mcp.mcpMedianMs.toFixed(1)} / ${mcp.apiMedianMs.toFixed(1)} ms`,
            TARGETS.mcpSearchRatio,
            '<= 1.50 x',
          ),
          row(
            `Search service RSS, ${mcp.memory.agents} agents calling search_docs for ${mcp.memory.seconds} s (before)`,
            mcp.memory.peakRssBytes,
            `${megabytes(mcp.memory.peakRssBytes)} (${megabytes(mcp.memory.idleRssBytes)})`,
          ),
        );
        for (const line of describeMcpSearch(mcp)) log(line);
      }
      if (parts.has('typing')) {
        const typing = (await measureTyping()).ours;
        report.typing = typing;
        rows.push(...typingRows(typing));
        log(`the same with ${NETWORK_LATENCY_MS} ms of network latency`);
        const typingOverNetwork = await measureSearchTyping(server.origin, longest.route, TYPING_RUNS, {
          networkLatencyMs: NETWORK_LATENCY_MS,
        });
        report.typingOverNetwork = typingOverNetwork;
        rows.push(...typingRows(typingOverNetwork));
      }
      if (stockDir && stockServer && front) {
        // What the comparison needs of ours that the parts left out.
        log('ours, for the stock comparison');
        const stockPages = keyPages
          .filter((page) => page.page !== 'heaviest API reference page')
          .concat(
            keyPages.some((page) => page.route === heaviestPage.route)
              ? []
              : [{page: 'heaviest doc', route: heaviestPage.route}],
          );
        const mobileOnly = {mobile: LIGHTHOUSE_RUNS.mobile, desktop: 0};
        lighthouse ??= await measureLighthouse(server.origin, stockPages, mobileOnly);
        firstLoad ??= await measureFirstLoad(server.origin, longest.route, fasterDir);
        const {ours: oursTyping, stock: stockRuns} = await measureTyping();
        if (!stockRuns) throw new Error('search as you type was measured without stock, though stock is in the run');
        log(`stock: first-load bytes, Lighthouse mobile on ${stockPages.length} pages`);
        const stockFirstLoad = await measureFirstLoad(stockServer.origin, longest.route, stockDir, front.browserArgs);
        const stockLighthouse = await measureLighthouse(stockServer.origin, stockPages, mobileOnly, front.browserArgs);
        const mobile = (results: LighthouseResult[], route: string) => resultFor(results, route, 'mobile');
        report.stock = {firstLoad: stockFirstLoad, lighthouse: stockLighthouse, typing: stockRuns};
        Object.assign(history, {
          firstLoadJsGzipBytes: {ours: firstLoad.js.gzip, stock: stockFirstLoad.js.gzip},
          heaviestPageTbtMs: {
            ours: mobile(lighthouse, heaviestPage.route).metrics.tbt,
            stock: mobile(stockLighthouse, heaviestPage.route).metrics.tbt,
          },
          ctrlKToHitsMs: {ours: oursTyping.openToHitsMs, stock: stockRuns.openToHitsMs},
          keystrokeToHitsMs: {ours: oursTyping.keystrokeToHitsMs, stock: stockRuns.keystrokeToHitsMs},
        } satisfies Partial<HistoryEntry>);
        rows.push(
          ratioRow(
            `First-load JS of ${longest.route}, gzip`,
            firstLoad.js.gzip,
            stockFirstLoad.js.gzip,
            kilobytes,
            TARGETS.stockFirstLoadJs,
          ),
          ratioRow(
            `Lighthouse mobile performance, heaviest page (${heaviestPage.route})`,
            mobile(lighthouse, heaviestPage.route).scores.performance,
            mobile(stockLighthouse, heaviestPage.route).scores.performance,
            String,
          ),
          ratioRow(
            `Lighthouse mobile TBT, heaviest page (${heaviestPage.route})`,
            mobile(lighthouse, heaviestPage.route).metrics.tbt,
            mobile(stockLighthouse, heaviestPage.route).metrics.tbt,
            duration,
            TARGETS.stockHeaviestTbt,
          ),
          ...[
            {page: 'home', route: '/'},
            {page: 'longest doc', route: longest.route},
            {page: 'search', route: '/search'},
          ].map(({page, route}) =>
            ratioRow(
              `Lighthouse mobile LCP, ${page} (${route})`,
              mobile(lighthouse!, route).metrics.lcp,
              mobile(stockLighthouse, route).metrics.lcp,
              duration,
              TARGETS.stockLcp,
            ),
          ),
          ratioRow(
            `Search Ctrl+K to first hits, ${longest.route} (${CPU_NOTE} of ${TYPING_RUNS} each, runs alternated)`,
            oursTyping.openToHitsMs,
            stockRuns.openToHitsMs,
            duration,
            TARGETS.stockTyping,
          ),
          ratioRow(
            `Search keystroke to updated hits, ${longest.route} (${CPU_NOTE}, runs alternated)`,
            oursTyping.keystrokeToHitsMs,
            stockRuns.keystrokeToHitsMs,
            duration,
            TARGETS.stockTyping,
          ),
        );
        console.error(`[bench] stock search open-to-hits breakdown: ${describeBreakdown(stockRuns)}`);
      }
    } finally {
      await front?.stop();
      await stockServer?.stop();
      await server.stop();
    }

    const finishedAt = new Date();
    console.log(formatTable(rows));
    if (lighthouse) {
      console.log(`\nLighthouse per page (mobile: median of ${LIGHTHOUSE_RUNS.mobile} runs; desktop: 1 run):`);
      console.log(formatPageTable(lighthouse));
      console.log(describeSpread(lighthouse));
      const weights = heaviest.map(
        (page, rank) =>
          `#${rank + 1} ${page.route} (${kilobytes(page.htmlBytes)} HTML, ${page.elements} elements, ${page.codeLines} code lines)`,
      );
      console.log(`Heaviest doc pages, by HTML bytes, elements and code lines (bench/pages.ts): ${weights.join('; ')}`);
      for (const result of lighthouse.filter((entry) => entry.failedAudits.length > 0)) {
        const audits = result.failedAudits.map(
          (audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`,
        );
        console.log(`Lighthouse ${result.formFactor} ${result.route} loses points on: ${audits.join(', ')}`);
      }
    }
    if (firstLoad) console.log(`\nFirst-load bytes of ${longest.route} (the longest doc page).`);
    if (typingRuns) {
      const {ours} = await typingRuns;
      console.log(`Search Ctrl+K to first hits on ${ours.route}, ours: ${describeBreakdown(ours)}`);
    }

    Object.assign(report, {
      finishedAt: finishedAt.toISOString(),
      durationSeconds: Math.round((performance.now() - started) / 1000),
      machine: {cpus: os.cpus().length, node: process.version, platform: process.platform},
      rows,
    });
    const resultsDir = path.join(siteDir, 'bench-results');
    mkdirSync(resultsDir, {recursive: true});
    const json = JSON.stringify(report, null, 2) + '\n';
    const complete = DEFAULT_PARTS.every((part) => parts.has(part));
    const stamped = path.join(
      resultsDir,
      `${finishedAt.toISOString().replace(/[:.]/g, '-')}${complete ? '' : `-${[...parts].join('-')}`}.json`,
    );
    writeFileSync(stamped, json);
    // latest.json is the last complete run: a run of some parts does not replace it.
    if (complete) {
      writeFileSync(path.join(resultsDir, 'latest.json'), json);
      recordRun({date: finishedAt.toISOString(), commit: currentCommit(), ...history});
    }
    console.log(
      `\nWritten to ${path.relative(siteDir, stamped)}${complete ? ', bench-results/latest.json, bench/history.jsonl and bench/history.svg' : ''}`,
    );
  } finally {
    rmSync(workDir, {recursive: true, force: true});
  }
}

const CPU_NOTE = '4x CPU throttling, median';

/** The commit measured, marked dirty when the tree has uncommitted changes (the figures are then of no commit). */
function currentCommit(): string {
  const git = (...args: string[]) => execFileSync('git', args, {cwd: siteDir, encoding: 'utf8'}).trim();
  return `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--untracked-files=no') ? '-dirty' : ''}`;
}

/** The Lighthouse rows: the key pages' scores as before, then the worst figures over every page measured. */
function lighthouseRows(
  lighthouse: LighthouseResult[],
  keyPages: {page: string; route: string}[],
  heaviestRoute: string,
  longestRoute: string,
): Row[] {
  const rows: Row[] = [];
  for (const result of lighthouse.filter((entry) => keyPages.some((page) => page.route === entry.route))) {
    for (const category of Object.keys(CATEGORY_LABELS) as Category[]) {
      const score = result.scores[category];
      const target =
        result.formFactor === 'mobile' && category === 'accessibility' ? TARGETS.mobileAccessibility : undefined;
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
  const mobile = lighthouse.filter((result) => result.formFactor === 'mobile');
  const desktop = lighthouse.filter((result) => result.formFactor === 'desktop');
  const worstPerformance = worstResult(mobile, (result) => result.scores.performance, 'better');
  const heaviest = resultFor(lighthouse, heaviestRoute, 'mobile');
  const clsRow = (results: LighthouseResult[], formFactor: string) => {
    const worst = worstResult(results, (result) => result.metrics.cls, 'worse');
    return row(
      `Lighthouse ${formFactor} CLS, worst page (${worst.route})`,
      worst.metrics.cls,
      worst.metrics.cls.toFixed(3),
      TARGETS.cls,
      '<= 0.02',
    );
  };
  rows.push(
    row(
      `Lighthouse mobile performance, worst page (${worstPerformance.route})`,
      worstPerformance.scores.performance,
      String(worstPerformance.scores.performance),
    ),
    row(
      `Lighthouse mobile TBT, heaviest page (${heaviestRoute})`,
      heaviest.metrics.tbt,
      duration(heaviest.metrics.tbt),
    ),
    clsRow(mobile, 'mobile'),
    ...(desktop.length > 0 ? [clsRow(desktop, 'desktop')] : []),
    ...[
      {page: 'home', route: '/'},
      {page: 'longest doc', route: longestRoute},
      {page: 'search', route: '/search'},
    ].map(({page, route}) => {
      const {lcp} = resultFor(lighthouse, route, 'mobile').metrics;
      return row(`Lighthouse mobile LCP, ${page} (${route})`, lcp, duration(lcp));
    }),
  );
  return rows;
}

function firstLoadRows(firstLoad: FirstLoad, referenceRoute?: string, referenceFirstLoad?: FirstLoad): Row[] {
  const {js, css} = firstLoad;
  return [
    row(`First-load JS, gzip (${js.files.length} files)`, js.gzip, kilobytes(js.gzip)),
    row('First-load JS, brotli', js.brotli, kilobytes(js.brotli)),
    row('First-load JS, raw', js.raw, kilobytes(js.raw)),
    row(`First-load CSS, gzip (${css.files.length} files)`, css.gzip, kilobytes(css.gzip)),
    row('First-load CSS, brotli', css.brotli, kilobytes(css.brotli)),
    row('First-load CSS, raw', css.raw, kilobytes(css.raw)),
    ...(referenceFirstLoad
      ? [
          row(
            `First-load JS of ${referenceRoute}, gzip (${referenceFirstLoad.js.files.length} files)`,
            referenceFirstLoad.js.gzip,
            kilobytes(referenceFirstLoad.js.gzip),
          ),
          row(
            `First-load CSS of ${referenceRoute}, gzip`,
            referenceFirstLoad.css.gzip,
            kilobytes(referenceFirstLoad.css.gzip),
          ),
        ]
      : []),
  ];
}

/** The typing figures, for information: their targets are the ratios to stock in alternated runs. */
function typingRows(typing: SearchTyping): Row[] {
  const latency = typing.networkLatencyMs > 0 ? `, ${typing.networkLatencyMs} ms network latency` : '';
  // Each median with the range of the single runs (or keystrokes) behind it.
  const display = (median: number, values: number[]) => withRange(duration(median), values, ' ms');
  const {samples} = typing;
  return [
    row(
      `Search Ctrl+K to first hits, ${typing.route} (${CPU_NOTE} of ${typing.runs}${latency})`,
      typing.openToHitsMs,
      display(
        typing.openToHitsMs,
        samples.map((sample) => sample.openToHitsMs),
      ),
    ),
    row(
      `Search keystroke to updated hits (${CPU_NOTE} of ${typing.runs * typing.furtherKeys.length}${latency})`,
      typing.keystrokeToHitsMs,
      display(
        typing.keystrokeToHitsMs,
        samples.flatMap((sample) => sample.keystrokeToHitsMs),
      ),
    ),
    // No target: it shows how much of Ctrl+K to first hits is the modal's code running for the first time.
    row(
      `Search Ctrl+K to first hits, a second search on the page ("${typing.secondQuery}") (${CPU_NOTE} of ${typing.runs}${latency})`,
      typing.reopenToHitsMs,
      display(
        typing.reopenToHitsMs,
        samples.map((sample) => sample.reopenToHitsMs),
      ),
    ),
  ];
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
