// Lighthouse scores of a few pages, mobile and desktop, in Debian's Chromium.
import * as chromeLauncher from 'chrome-launcher';
import {chromiumArgs, chromiumPath} from '../chromium';
import {median} from './stats';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];
export type FormFactor = 'mobile' | 'desktop';

const CHROME_FLAGS = ['--headless=new', ...chromiumArgs];

export interface LighthouseResult {
  page: string;
  route: string;
  formFactor: FormFactor;
  runs: number;
  /** Median over the runs, 0–100. */
  scores: Record<Category, number>;
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

/** Runs every page in both form factors, `runs[formFactor]` times, in one Chromium, and keeps the median scores. */
export async function measureLighthouse(
  origin: string,
  pages: {page: string; route: string}[],
  runs: Record<FormFactor, number>,
): Promise<LighthouseResult[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const results: LighthouseResult[] = [];
    for (const {page, route} of pages) {
      for (const formFactor of ['mobile', 'desktop'] as const) {
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
        results.push({page, route, formFactor, runs: runs[formFactor], scores, failedAudits});
      }
    }
    return results;
  } finally {
    chrome.kill();
  }
}
