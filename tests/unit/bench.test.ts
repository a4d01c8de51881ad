import {spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {docusaurusCommand} from '../../bench/builds';
import {
  duration,
  describeSpread,
  formatPageTable,
  medianMetrics,
  metricsOf,
  resultFor,
  worstResult,
  type LighthouseResult,
} from '../../bench/lighthouse';
import {codeLinesOf, heaviestPages, pageWeight, rankByWeight, routeOf} from '../../bench/pages';
import {agentQueries, ratioWithRange, residentBytes, roundRatiosOf} from '../../bench/mcp-search';
import {headingsOf} from '../../bench/search-latency';
import {breakdownOf, hitsAfter, roundOrders} from '../../bench/search-typing';
import {algoliaHostFlags} from '../../bench/stock/algolia';
import {ratioRow} from '../../bench/stock/compare';
import {STOCK_SOURCES} from '../../bench/stock/site';
import {listFiles} from '../../src/plugins/build-output/files';
import {
  countFromEnvironment,
  describeStatuses,
  formatTable,
  kilobytes,
  meetsTarget,
  percentile,
  row,
  sampleQueries,
  seconds,
  seededRandom,
  typingPrefixes,
  withRange,
} from '../../bench/stats';
import type {DocSearchRecord} from '../../search/records';

describe('the Docusaurus command', () => {
  // Loading Docusaurus's CLI took 6.3 s on a clean clone in CI (2.4 s here, warm), and 61 s in a CI run beside seven
  // busy helpers. A synchronous spawn cannot be interrupted by Vitest's limit, so the spawn carries its own: a hang
  // is killed and fails the test, a slow machine is not.
  it(
    'runs the installed CLI without a shell, as the builds of the benchmark and the tests spawn it',
    {timeout: 180_000},
    () => {
      const installed = JSON.parse(
        readFileSync(path.join(__dirname, '../../node_modules/@docusaurus/core/package.json'), 'utf8'),
      ) as {version: string};
      const version = spawnSync(...docusaurusCommand(['--version']), {encoding: 'utf8', timeout: 170_000});
      expect(version.status, version.stderr).toBe(0);
      expect(version.stdout.trim()).toBe(installed.version);
    },
  );
});

describe('counts from the environment', () => {
  it('takes a whole number of at least 1, or the default when unset', () => {
    expect(countFromEnvironment('BENCH_TYPING_RUNS', 7, {})).toBe(7);
    expect(countFromEnvironment('BENCH_TYPING_RUNS', 7, {BENCH_TYPING_RUNS: ''})).toBe(7);
    expect(countFromEnvironment('BENCH_TYPING_RUNS', 7, {BENCH_TYPING_RUNS: '15'})).toBe(15);
  });

  it('refuses anything else, naming the variable and the value', () => {
    for (const value of ['0', '-3', '2.5', 'seven', '7 runs']) {
      expect(() => countFromEnvironment('BENCH_TYPING_RUNS', 7, {BENCH_TYPING_RUNS: value})).toThrow(
        `BENCH_TYPING_RUNS must be a whole number of at least 1, not "${value}"`,
      );
    }
  });
});

describe('percentile', () => {
  const values = [15, 20, 35, 40, 50];

  it('takes the nearest rank, always a measured value', () => {
    expect(percentile(values, 25)).toBe(20);
    expect(percentile(values, 30)).toBe(20);
    expect(percentile(values, 40)).toBe(20);
    expect(percentile(values, 50)).toBe(35);
    expect(percentile(values, 100)).toBe(50);
    expect(percentile(values, 0)).toBe(15);
  });

  it('does not depend on the order of the values', () => {
    expect(percentile([50, 15, 40, 35, 20], 50)).toBe(35);
  });

  it('puts p95 and p99 of 1,000 values at the 950th and 990th', () => {
    const thousand = Array.from({length: 1000}, (_, index) => 1000 - index);
    expect(percentile(thousand, 95)).toBe(950);
    expect(percentile(thousand, 99)).toBe(990);
  });

  it('refuses no values and percentiles outside 0–100', () => {
    expect(() => percentile([], 50)).toThrow();
    expect(() => percentile(values, 101)).toThrow();
  });
});

describe('query sampling', () => {
  it('types a heading one keystroke at a time, sending nothing for a space', () => {
    expect(typingPrefixes('  Set  up')).toEqual(['S', 'Se', 'Set', 'Set u', 'Set up']);
  });

  it('draws the same queries for the same seed, and other ones for another seed', () => {
    const headings = ['Configure the APN', 'Data roaming', 'Release SIMs', 'Send an SMS'];
    const first = sampleQueries(headings, 50, 1);
    expect(sampleQueries(headings, 50, 1)).toEqual(first);
    expect(sampleQueries(headings, 50, 2)).not.toEqual(first);
  });

  it('draws only prefixes of the headings, from all of them', () => {
    const headings = ['Configure the APN', 'Data roaming'];
    const queries = sampleQueries(headings, 200, 3);
    expect(queries).toHaveLength(200);
    for (const query of queries) expect(headings.some((heading) => heading.startsWith(query))).toBe(true);
    expect(queries.some((query) => query.startsWith('C'))).toBe(true);
    expect(queries.some((query) => query.startsWith('D'))).toBe(true);
  });

  it('keeps a seeded generator between 0 and 1', () => {
    const random = seededRandom(42);
    const draws = Array.from({length: 1000}, random);
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...draws)).toBeLessThan(1);
  });

  it('takes the distinct level 2 and 3 headings of the records', () => {
    const hierarchy = (lvl2: string | null, lvl3: string | null) =>
      ({hierarchy: {lvl0: 'Docs', lvl1: 'Page', lvl2, lvl3, lvl4: 'Deep', lvl5: null, lvl6: null}}) as DocSearchRecord;
    expect(headingsOf([hierarchy('Roaming', null), hierarchy('Roaming', 'On Android'), hierarchy(null, null)])).toEqual(
      ['Roaming', 'On Android'],
    );
  });
});

describe('targets and the table', () => {
  it('gives a median the range of the single values behind it, rounded, where they differ', () => {
    expect(withRange('393 ms', [320.4, 393, 437.6], ' ms')).toBe('393 ms (320–438 ms)');
    expect(withRange('100', [100, 100])).toBe('100');
    expect(withRange('1.10 s', [1100, Infinity], ' ms')).toBe('1.10 s (1100–none ms)');
  });

  it('compares a value with its target', () => {
    expect(meetsTarget(20, {comparison: '<=', value: 20})).toBe(true);
    expect(meetsTarget(20.1, {comparison: '<=', value: 20})).toBe(false);
    expect(meetsTarget(95, {comparison: '>=', value: 95})).toBe(true);
    expect(meetsTarget(94, {comparison: '>=', value: 95})).toBe(false);
    expect(meetsTarget(99, {comparison: '=', value: 100})).toBe(false);
  });

  it('marks rows with a target met or NOT MET, and leaves the others blank', () => {
    const table = formatTable([
      row('Search p95', 25, '25.0 ms', {comparison: '<=', value: 20}, '<= 20 ms'),
      row('Search p50', 5, '5.0 ms'),
      row('Lighthouse mobile accessibility', 100, '100', {comparison: '=', value: 100}),
    ]);
    const [header, rule, p95, p50, accessibility] = table.split('\n');
    expect(header).toMatch(/^Metric\s+\| Value\s+\| Target\s+\| Status/);
    expect(rule).toMatch(/^-+-\|-/);
    expect(p95).toMatch(/Search p95 .*\| 25\.0 ms .*\| <= 20 ms .*\| NOT MET$/);
    expect(p50.trimEnd()).toMatch(/Search p50 .*\| 5\.0 ms\s+\|\s+\|$/);
    expect(accessibility).toMatch(/\| = 100 .*\| met\s*$/);
  });

  it('formats kilobytes of 1,000 bytes and seconds', () => {
    expect(kilobytes(170_000)).toBe('170.0 kB');
    expect(seconds(1234)).toBe('1.2 s');
  });

  it('counts answers by status, in status order, so a row says whether any large answer got through', () => {
    expect(describeStatuses({429: 41, 200: 2, 0: 1})).toBe('no answer ×1, 200 ×2, 429 ×41');
    expect(describeStatuses({})).toBe('none');
  });
});

describe('pages', () => {
  const buildDir = mkdtempSync(path.join(os.tmpdir(), 'bench-pages-'));
  afterAll(() => rmSync(buildDir, {recursive: true, force: true}));
  const docPage = (words: number) =>
    `<html><head><meta name="docusaurus_tag" content="docs-default-current"></head><body><article>${'word '.repeat(words)}</article></body></html>`;

  it('serves a.html and a/index.html at /a', () => {
    expect(routeOf('index.html')).toBe('/');
    expect(routeOf(path.join('sdks', 'java', 'examples.html'))).toBe('/sdks/java/examples');
    expect(routeOf(path.join('apn-configuration', 'index.html'))).toBe('/apn-configuration');
  });

  it('finds the written doc page and the API reference page with the largest HTML, ignoring pages that are not docs', () => {
    mkdirSync(path.join(buildDir, 'sdks'), {recursive: true});
    mkdirSync(path.join(buildDir, 'rest', 'reference', 'sms'), {recursive: true});
    writeFileSync(path.join(buildDir, 'index.html'), docPage(10));
    writeFileSync(path.join(buildDir, 'sdks', 'long.html'), docPage(500));
    writeFileSync(path.join(buildDir, 'rest', 'reference', 'sms', 'send-sms.html'), docPage(900));
    writeFileSync(path.join(buildDir, 'rest', 'reference', 'sms', 'list-sms.html'), docPage(300));
    writeFileSync(path.join(buildDir, 'search.html'), `<html><body>${'x'.repeat(50_000)}</body></html>`);
    const {doc, heaviest, reference} = heaviestPages(buildDir);
    expect(doc.route).toBe('/sdks/long');
    expect(reference?.route).toBe('/rest/reference/sms/send-sms');
    // Home and the reference are measured on their own, never among the heaviest doc pages.
    expect(heaviest.map((page) => page.route)).toEqual(['/sdks/long']);
  });

  it('counts the lines of code blocks, whatever markup draws a line', () => {
    const lines = (...texts: string[]) => texts.map((text) => `<pre><code>${text}</code></pre>`).join('<p>x</p>');
    expect(codeLinesOf(lines('<div class=token-line>a<br/></div><div class=token-line>b<br/></div>'))).toBe(2);
    expect(codeLinesOf(lines('one\ntwo\nthree\n', '<span>x</span>'))).toBe(4);
    expect(codeLinesOf('<p>no code</p>')).toBe(0);
  });

  it('measures a page by its bytes, elements and code lines', () => {
    expect(pageWeight('/a', '<div><p>é</p><pre>x\ny</pre><br/></div>')).toEqual({
      route: '/a',
      htmlBytes: 39, // bytes, not characters: é is two
      elements: 4,
      codeLines: 2,
    });
  });

  it('ranks pages by the three measures, each relative to the heaviest page on it', () => {
    const ranked = rankByWeight([
      {route: '/prose', htmlBytes: 100_000, elements: 1000, codeLines: 0},
      {route: '/code', htmlBytes: 60_000, elements: 1000, codeLines: 400},
      {route: '/small', htmlBytes: 10_000, elements: 100, codeLines: 10},
    ]);
    expect(ranked.map((page) => page.route)).toEqual(['/code', '/prose', '/small']);
    expect(ranked[0].score).toBeCloseTo(0.6 + 1 + 1);
    expect(ranked[1].score).toBeCloseTo(1 + 1 + 0);
  });
});

describe('Lighthouse figures', () => {
  const result = (route: string, formFactor: 'mobile' | 'desktop', performance: number, cls: number) =>
    ({
      page: route === '/' ? 'home' : 'doc',
      route,
      formFactor,
      runs: 1,
      scores: {performance, accessibility: 100, 'best-practices': 100, seo: 100},
      metrics: {fcp: 800, lcp: 1250, tbt: 40, cls, speedIndex: 900},
      eachRun: [{performance, metrics: {fcp: 800, lcp: 1250, tbt: 40, cls, speedIndex: 900}}],
      failedAudits: [],
    }) satisfies LighthouseResult;

  it("reads the metrics from the audits' numeric values, a missing one as Infinity", () => {
    const audits = {
      'first-contentful-paint': {numericValue: 812},
      'largest-contentful-paint': {numericValue: 1433.2},
      'total-blocking-time': {numericValue: 12},
      'cumulative-layout-shift': {numericValue: 0.004},
    };
    expect(metricsOf({audits})).toEqual({fcp: 812, lcp: 1433.2, tbt: 12, cls: 0.004, speedIndex: Infinity});
  });

  it('takes the median of each metric on its own', () => {
    const run = (tbt: number, lcp: number) => ({fcp: 1, lcp, tbt, cls: 0, speedIndex: 1});
    expect(medianMetrics([run(10, 3000), run(300, 1000), run(50, 2000)])).toMatchObject({tbt: 50, lcp: 2000});
  });

  it('finds the worst page and the result of a route', () => {
    const results = [
      result('/', 'mobile', 99, 0),
      result('/a', 'mobile', 91, 0.05),
      result('/a', 'desktop', 100, 0.01),
    ];
    expect(worstResult(results, (entry) => entry.scores.performance, 'better').route).toBe('/a');
    expect(worstResult(results, (entry) => entry.metrics.cls, 'worse').formFactor).toBe('mobile');
    expect(resultFor(results, '/a', 'desktop').scores.performance).toBe(100);
    expect(() => resultFor(results, '/b', 'mobile')).toThrow(/\/b/);
  });

  it('prints one line per page, mobile then desktop', () => {
    const table = formatPageTable([result('/', 'mobile', 99, 0), result('/', 'desktop', 100, 0.011)]);
    const [, , line] = table.split('\n');
    expect(line).toMatch(/^home \| \/\s+\| 99\s+\| 40 ms \| 1\.25 s \| 0\.000 \| 100\s+\| 40 ms \| 1\.25 s \| 0\.011$/);
    expect(duration(999.6)).toBe('1000 ms');
    expect(duration(1200)).toBe('1.20 s');
  });

  it("shows the single runs' range beside a median, and the widest spread over the pages", () => {
    const run = (performance: number, tbt: number, lcp: number) => ({
      performance,
      metrics: {fcp: 800, lcp, tbt, cls: 0, speedIndex: 900},
    });
    const noisy = {
      ...result('/a', 'mobile', 97, 0),
      runs: 3,
      metrics: {fcp: 800, lcp: 1100, tbt: 120, cls: 0, speedIndex: 900},
      eachRun: [run(99, 40.4, 1100), run(97, 120, 1100), run(90, 310, 1100)],
    };
    const steady = {...result('/', 'mobile', 100, 0), runs: 3, eachRun: [run(100, 30, 900), run(100, 35, 900)]};
    const [, , line] = formatPageTable([noisy]).split('\n');
    expect(line).toMatch(/^doc\s+\| \/a\s+\| 97 \(90–99\)\s+\| 120 ms \(40–310 ms\) \| 1\.10 s\s+\| 0\.000 \|/);
    expect(describeSpread([steady, noisy])).toBe(
      'Single runs spread by up to 9 performance points (mobile /a) and 270 ms of TBT (mobile /a).',
    );
    expect(describeSpread([result('/', 'mobile', 99, 0)])).toBe('One run per page: no spread to show.');
    const unpainted = {...noisy, eachRun: [run(90, 40, 1100), run(90, Infinity, Infinity)]};
    expect(formatPageTable([unpainted]).split('\n')[2]).toContain('120 ms (40–none ms) | 1.10 s (1100–none ms)');
    expect(describeSpread([unpainted])).toBe(
      'Single runs spread by up to 0 performance points (mobile /a) and 0 ms of TBT (mobile /a).',
    );
  });
});

describe("the MCP server's search_docs", () => {
  it('draws every heading once, in an order fixed by the seed', () => {
    const headings = ['Configure the APN', 'Data roaming', 'Release SIMs', 'Send an SMS', 'Data roaming'];
    const queries = agentQueries(headings, 1);
    expect([...queries].sort()).toEqual(['Configure the APN', 'Data roaming', 'Release SIMs', 'Send an SMS']);
    expect(agentQueries(headings, 1)).toEqual(queries);
    expect(
      Array.from({length: 5}, (_, seed) => agentQueries(headings, seed + 2).join()).some(
        (order) => order !== queries.join(),
      ),
    ).toBe(true);
  });

  it("divides each round's median of the wrapped calls by its median of the direct ones", () => {
    const ratios = roundRatiosOf([
      {wrapped: [12, 30, 10], direct: [8, 10, 9]},
      {wrapped: [9, 9, 100], direct: [6, 50, 6]},
    ]);
    expect(ratios).toEqual([12 / 9, 9 / 6]);
    expect(ratioWithRange({ratio: 1.42, roundRatios: ratios})).toBe('1.42 x (rounds 1.33–1.50 x)');
  });

  it("reads a process's resident memory, and 0 for a process that is gone", () => {
    expect(residentBytes(process.pid)).toBeGreaterThan(10 * 1024 * 1024);
    expect(residentBytes(2 ** 22 + 7)).toBe(0);
  });
});

describe('search as you type', () => {
  const record = {
    keys: [{key: 'k', ctrl: true, at: 1000}],
    modalAt: 1150,
    inputAt: 1150,
    typedAt: 1152,
    hits: [{signature: 'x', domAt: 1300, frameAt: 1310}],
    resources: [
      {name: 'http://127.0.0.1:1/assets/js/main.js', initiatorType: 'script', startTime: 10, responseEnd: 50},
      {name: 'http://127.0.0.1:1/assets/js/modal.js', initiatorType: 'script', startTime: 1005, responseEnd: 1060},
      {name: 'http://127.0.0.1:1/assets/js/client.js', initiatorType: 'script', startTime: 1150, responseEnd: 1180},
      {
        name: 'https://stock-dsn.algolia.net/1/indexes/*/queries?x',
        initiatorType: 'xmlhttprequest',
        startTime: 1200,
        responseEnd: 1240,
      },
    ],
  };

  it('breaks Ctrl+K to hits into modal, input, request, answer, render and frame', () => {
    expect(breakdownOf(record, 1000)).toEqual({
      modalMs: 150,
      modalScriptsFetchMs: 175,
      scriptsDoneMs: 180,
      modalScripts: ['/assets/js/modal.js', '/assets/js/client.js'],
      inputMs: 2,
      toRequestMs: 48,
      requestMs: 40,
      renderMs: 60,
      frameMs: 10,
    });
  });

  it('refuses a run in which the hits never came', () => {
    expect(() => breakdownOf({...record, hits: []}, 1000)).toThrow(/incomplete/);
  });

  it('waits for the page to report new hits, and gives up on its own when the page never does', async () => {
    const answering = {evaluate: () => Promise.resolve()} as unknown as Parameters<typeof hitsAfter>[0];
    await expect(hitsAfter(answering, 0, 50)).resolves.toBeUndefined();
    const stalled = {evaluate: () => new Promise(() => undefined)} as unknown as Parameters<typeof hitsAfter>[0];
    await expect(hitsAfter(stalled, 0, 50)).rejects.toThrow('the hits did not change within 50 ms');
  });

  it("alternates the compared sites' runs, the first site rotating each round", () => {
    expect(roundOrders(2, 7)).toEqual([
      [0, 1],
      [1, 0],
      [0, 1],
      [1, 0],
      [0, 1],
      [1, 0],
      [0, 1],
    ]);
    const orders = roundOrders(3, 6);
    for (const order of orders) expect([...order].sort()).toEqual([0, 1, 2]);
    expect(orders.map((order) => order[0])).toEqual([0, 1, 2, 0, 1, 2]);
    expect(roundOrders(1, 3)).toEqual([[0], [0], [0]]);
  });
});

describe('stock comparison', () => {
  it('shows ours / stock with both figures against its target', () => {
    const jsRow = ratioRow('First-load JS', 120_000, 200_000, (bytes) => `${bytes / 1000} kB`, {
      comparison: '<=',
      value: 0.75,
    });
    expect(jsRow).toMatchObject({
      value: 0.6,
      display: '0.60 x (ours 120 kB, stock 200 kB)',
      target: '<= 0.75 x',
      met: true,
    });
    expect(ratioRow('Performance', 94, 95, String, {comparison: '>=', value: 1}).met).toBe(false);
  });

  it('gives the stock site every module of src/ that the pages and the copied sources import', () => {
    const srcDir = path.resolve(__dirname, '../../src');
    const stocked = (file: string) =>
      STOCK_SOURCES.some(
        (entry) => file === path.join(srcDir, entry) || file.startsWith(path.join(srcDir, entry, '/')),
      );
    const filesUnder = (entry: string) => (statSync(entry).isDirectory() ? listFiles(entry) : [entry]);
    const importers = [...STOCK_SOURCES.map((entry) => path.join(srcDir, entry)), path.resolve(srcDir, '../docs')]
      .flatMap(filesUnder)
      .filter((file) => /\.(tsx?|mdx?)$/.test(file));
    const missing = importers.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/(?:from|import\()\s*'(@site\/src\/[^']+|\.{1,2}\/[^']+)'/g)]
        .map(([, specifier]) =>
          specifier.startsWith('@site/')
            ? path.resolve(srcDir, '..', specifier.slice('@site/'.length))
            : path.resolve(path.dirname(file), specifier),
        )
        .filter((target) => target.startsWith(path.join(srcDir, '/')))
        .filter((target) => !['', '.ts', '.tsx'].some((extension) => stocked(target + extension)))
        .map((target) => `${path.relative(srcDir, file)} imports src/${path.relative(srcDir, target)}`),
    );
    expect(importers.length).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  it("sends Algolia's hosts to the local front and accepts its certificate", () => {
    const [rules, certificates] = algoliaHostFlags(4433);
    expect(rules).toBe(
      '--host-resolver-rules=MAP *.algolia.net 127.0.0.1:4433, MAP *.algolianet.com 127.0.0.1:4433, MAP *.algolia.io 127.0.0.1:4433',
    );
    expect(certificates).toBe('--ignore-certificate-errors');
  });
});
