// Lighthouse scores of a few pages, mobile and desktop, in Debian's Chromium.
import * as chromeLauncher from 'chrome-launcher';
import {chromiumArgs, chromiumPath} from '../chromium';
import {median, withRange} from './stats';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];
export type FormFactor = 'mobile' | 'desktop';

const CHROME_FLAGS = ['--headless=new', ...chromiumArgs];

/** Lab metrics read from Lighthouse's audits (`numericValue`): milliseconds, and CLS unitless. */
export const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndex: 'speed-index',
} as const;
export type Metric = keyof typeof METRICS;

/** The audits' numeric values of one report; an audit that has none (the page never painted) counts as Infinity. */
export function metricsOf(report: {
  audits: Record<string, {numericValue?: number} | undefined>;
}): Record<Metric, number> {
  return Object.fromEntries(
    (Object.keys(METRICS) as Metric[]).map((metric) => [
      metric,
      report.audits[METRICS[metric]]?.numericValue ?? Infinity,
    ]),
  ) as Record<Metric, number>;
}

/** The median of each metric over several runs, taken metric by metric. */
export function medianMetrics(runs: readonly Record<Metric, number>[]): Record<Metric, number> {
  return Object.fromEntries(
    (Object.keys(METRICS) as Metric[]).map((metric) => [metric, median(runs.map((run) => run[metric]))]),
  ) as Record<Metric, number>;
}

export interface LighthouseResult {
  page: string;
  route: string;
  formFactor: FormFactor;
  runs: number;
  /** Median over the runs, 0–100. */
  scores: Record<Category, number>;
  /** Median over the runs of each lab metric (ms; CLS unitless). */
  metrics: Record<Metric, number>;
  /** Each run's performance score and metrics, in the order run: the spread behind the medians. */
  eachRun: {performance: number; metrics: Record<Metric, number>}[];
  /** Audits that cost points in the median-performance run, to say why a score is short. */
  failedAudits: {category: Category; id: string; score: number; displayValue?: string}[];
}

type Report = Awaited<ReturnType<typeof runOnce>>;

async function runOnce(url: string, port: number, formFactor: FormFactor) {
  // Loaded by Node itself: compiled by tsx, Lighthouse's page functions would call esbuild's `__name` helper in the browser.
  const {default: lighthouse} = await import('lighthouse');
  const {default: desktopConfig} = await import('lighthouse/core/config/desktop-config.js');
  const result = await lighthouse(
    url,
    {port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES]},
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${result.lhr.runtimeError.message}`);
  return result.lhr;
}

/**
 * Runs every page in both form factors, `runs[formFactor]` times, in one Chromium, and keeps the median
 * scores and metrics. `extraChromeFlags` are added to Chromium's (the stock build maps Algolia's hosts).
 */
export async function measureLighthouse(
  origin: string,
  pages: {page: string; route: string}[],
  runs: Record<FormFactor, number>,
  extraChromeFlags: string[] = [],
  onResult?: (result: LighthouseResult) => void,
): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: [...CHROME_FLAGS, ...extraChromeFlags],
  });
  try {
    const results: LighthouseResult[] = [];
    for (const {page, route} of pages) {
      for (const formFactor of ['mobile', 'desktop'] as const) {
        if (runs[formFactor] === 0) continue;
        const reports: Report[] = [];
        for (let attempt = 0; attempt < runs[formFactor]; attempt++) {
          reports.push(await runOnce(origin + route, chrome.port, formFactor));
        }
        const score = (report: Report, category: Category) =>
          Math.round((report.categories[category]?.score ?? 0) * 100);
        const scores = Object.fromEntries(
          CATEGORIES.map((category) => [category, median(reports.map((report) => score(report, category)))]),
        ) as Record<Category, number>;
        const representative =
          reports.find((report) => score(report, 'performance') === scores.performance) ?? reports[0];
        const failedAudits = CATEGORIES.flatMap((category) =>
          representative.categories[category].auditRefs
            .filter((ref) => ref.weight > 0)
            .map((ref) => representative.audits[ref.id])
            .filter((audit) => audit.score !== null && audit.score < 1)
            .map((audit) => ({category, id: audit.id, score: audit.score!, displayValue: audit.displayValue})),
        );
        const eachRun = reports.map((report) => ({
          performance: score(report, 'performance'),
          metrics: metricsOf(report),
        }));
        const metrics = medianMetrics(eachRun.map((run) => run.metrics));
        const result = {page, route, formFactor, runs: runs[formFactor], scores, metrics, eachRun, failedAudits};
        results.push(result);
        onResult?.(result);
      }
    }
    return results;
  } finally {
    chrome.kill();
  }
}

/** The result whose `value` is worst (largest when `larger` is 'worse', else smallest); ties keep the first. */
export function worstResult(
  results: readonly LighthouseResult[],
  value: (result: LighthouseResult) => number,
  larger: 'worse' | 'better',
): LighthouseResult {
  if (results.length === 0) throw new Error('no Lighthouse results');
  return results.reduce((worst, result) =>
    (larger === 'worse' ? value(result) > value(worst) : value(result) < value(worst)) ? result : worst,
  );
}

/** The result for a route and form factor, or an error naming it. */
export function resultFor(
  results: readonly LighthouseResult[],
  route: string,
  formFactor: FormFactor,
): LighthouseResult {
  const found = results.find((result) => result.route === route && result.formFactor === formFactor);
  if (!found) throw new Error(`no Lighthouse ${formFactor} result for ${route}`);
  return found;
}

/** Milliseconds as "850 ms" below a second, else "1.23 s". */
export function duration(milliseconds: number): string {
  return milliseconds < 1000 ? `${Math.round(milliseconds)} ms` : `${(milliseconds / 1000).toFixed(2)} s`;
}

/** One line per page: performance, TBT, LCP and CLS, mobile then desktop, with the single runs' range. */
export function formatPageTable(results: readonly LighthouseResult[]): string {
  const routes = [...new Set(results.map((result) => result.route))];
  const header = ['Page', 'Route', 'Mobile perf', 'TBT', 'LCP', 'CLS', 'Desktop perf', 'TBT', 'LCP', 'CLS'];
  const cells = routes.map((route) => {
    const of = (formFactor: FormFactor) => {
      const result = results.find((entry) => entry.route === route && entry.formFactor === formFactor);
      if (!result) return ['', '', '', ''];
      const {metrics, eachRun} = result;
      const runs = (metric: Metric) => eachRun.map((run) => run.metrics[metric]);
      return [
        withRange(
          String(result.scores.performance),
          eachRun.map((run) => run.performance),
        ),
        withRange(duration(metrics.tbt), runs('tbt'), ' ms'),
        withRange(duration(metrics.lcp), runs('lcp'), ' ms'),
        metrics.cls.toFixed(3),
      ];
    };
    const page = results.find((result) => result.route === route)!.page;
    return [page, route, ...of('mobile'), ...of('desktop')];
  });
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((line) => line[column].length)));
  const format = (line: string[]) => line.map((cell, column) => cell.padEnd(widths[column])).join(' | ');
  return [format(header), widths.map((width) => '-'.repeat(width)).join('-|-'), ...cells.map(format)].join('\n');
}

/** The widest spread of single runs' performance and TBT over the pages, to say how noisy the medians are. */
export function describeSpread(results: readonly LighthouseResult[]): string {
  const spreads = results
    .filter((result) => result.eachRun.length > 1)
    .map((result) => {
      // A run without a metric (Infinity) says nothing of the spread; the table shows it as "none".
      const span = (values: number[]) => {
        const finite = values.filter(Number.isFinite);
        return finite.length > 1 ? Math.max(...finite) - Math.min(...finite) : 0;
      };
      return {
        result,
        points: span(result.eachRun.map((run) => run.performance)),
        tbt: span(result.eachRun.map((run) => run.metrics.tbt)),
      };
    });
  if (spreads.length === 0) return 'One run per page: no spread to show.';
  const widest = (by: 'points' | 'tbt') => spreads.reduce((most, entry) => (entry[by] > most[by] ? entry : most));
  const points = widest('points');
  const tbt = widest('tbt');
  return (
    `Single runs spread by up to ${points.points} performance points (${points.result.formFactor} ${points.result.route}) ` +
    `and ${Math.round(tbt.tbt)} ms of TBT (${tbt.result.formFactor} ${tbt.result.route}).`
  );
}
