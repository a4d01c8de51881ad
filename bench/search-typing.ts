// Search as a reader types it, in Chromium at 4x CPU throttling: from Ctrl+K to the first hits on screen,
// and from a further keystroke to the updated hits, on a hydrated doc page of a served build.
// `npx tsx bench/search-typing.ts [build] [route]` prints both, and the breakdown, for a build (BENCH_NETWORK_LATENCY_MS=100 adds latency).
import path from 'node:path';
import {chromium, type Browser, type Page} from '@playwright/test';
import {chromiumArgs, chromiumPath} from '../chromium';
import {startServer} from './server';
import {countFromEnvironment, median} from './stats';
import {runAsScript} from './script';

/** Chrome DevTools' "4x slowdown": a mid-range phone's main thread on this machine. */
export const CPU_THROTTLING_RATE = 4;
/** What the reader types once the modal is open (one input event, as a paste or a fast typist would). */
export const FIRST_QUERY = 'fire';
/**
 * Further keystrokes, each timed until the hits show the longer query. Each must change the hits on
 * screen ("firewall" does up to "firewa"; once a word is whole, a further letter often changes nothing):
 * if the docs change so that one no longer does, the run fails saying so, and these need choosing again.
 */
export const FURTHER_KEYS = ['w', 'a'];
/**
 * Typed after closing the modal and pressing Ctrl+K again: a second search on the same page, whose code has run
 * once. It must find hits other than the last query's.
 */
export const SECOND_QUERY = 'apn';
const TIMEOUT_MS = 30_000;

/** What the page records (see PAGE_SCRIPT), in `performance.now()` milliseconds of the page. */
interface PageRecord {
  keys: {key: string; ctrl: boolean; at: number}[];
  modalAt: number | null;
  inputAt: number | null;
  typedAt: number | null;
  hits: {signature: string; domAt: number; frameAt: number}[];
  resources: {name: string; initiatorType: string; startTime: number; responseEnd: number}[];
}

declare global {
  interface Window {
    __benchSearch: PageRecord & {pendingQuery: string | null};
    /** Resolves once the hits on screen have changed more than `updates` times (see `hitsAfter`). */
    __benchHitsAfter: (updates: number) => Promise<void>;
  }
}

/**
 * Runs in the page before its own scripts: records every keydown's event time, when the modal and its
 * input appear, types the pending query into the input the moment it has focus (execCommand, one input
 * event, no round trip to the harness), and when the rendered hits change (titles, paths, snippets and their highlights): the mutation, then the next
 * animation frame (the frame that paints them); and offers the harness a promise for the next change of hits
 * (`__benchHitsAfter`). Written as a string, not a function: compiled by tsx a function could carry helpers the
 * page does not have.
 */
const PAGE_SCRIPT = `(() => {
  performance.setResourceTimingBufferSize(5000);
  const record = (window.__benchSearch = {keys: [], modalAt: null, inputAt: null, typedAt: null, hits: [], resources: [], pendingQuery: null});
  addEventListener('keydown', (event) => record.keys.push({key: event.key, ctrl: event.ctrlKey, at: event.timeStamp}), true);
  let lastSignature = '';
  const waiters = [];
  window.__benchHitsAfter = (updates) => new Promise((resolve) => {
    const settle = () => record.hits.length > updates && (resolve(), true);
    if (!settle()) waiters.push(settle);
  });
  const typeIfReady = () => {
    const input = document.querySelector('.DocSearch-Input');
    if (!input) return;
    if (record.modalAt === null) record.modalAt = performance.now();
    if (record.inputAt === null) record.inputAt = performance.now();
    if (record.pendingQuery !== null && document.activeElement === input) {
      const query = record.pendingQuery;
      record.pendingQuery = null;
      record.typedAt = performance.now();
      document.execCommand('insertText', false, query);
    }
  };
  const check = () => {
    if (!document.querySelector('.DocSearch-Modal')) return;
    if (record.modalAt === null) record.modalAt = performance.now();
    typeIfReady();
    const hits = document.querySelectorAll('.DocSearch-Hit a');
    const signature = Array.from(hits, (hit) => hit.innerHTML).join('|');
    if (hits.length === 0 || signature === lastSignature) return;
    lastSignature = signature;
    const domAt = performance.now();
    requestAnimationFrame(() => {
      record.hits.push({signature, domAt, frameAt: performance.now()});
      for (const settle of waiters.splice(0)) if (!settle()) waiters.push(settle);
    });
  };
  addEventListener('focusin', typeIfReady, true);
  new MutationObserver(check).observe(document, {childList: true, subtree: true, characterData: true});
})();`;

export interface OpenToHitsBreakdown {
  /** Ctrl+K keydown to the modal in the DOM: the modal's code fetched, run and rendered. */
  modalMs: number;
  /** Of that, the time scripts fetched after the keydown were in flight (first start to last end). */
  modalScriptsFetchMs: number;
  /** Ctrl+K keydown to the last of those scripts received (the modal's and the search client's). */
  scriptsDoneMs: number;
  /** Scripts fetched after the keydown, by path. */
  modalScripts: string[];
  /** Modal in the DOM to the query typed (the input mounted and focused). */
  inputMs: number;
  /** Query typed to the search request sent (the client loaded, the query prepared). */
  toRequestMs: number;
  /** The search request, sent to answered (network and the search service). */
  requestMs: number;
  /** Answer received to the hits in the DOM (JSON parsed, React render). */
  renderMs: number;
  /** Hits in the DOM to the frame that paints them. */
  frameMs: number;
}

export interface TypingRun {
  openToHitsMs: number;
  keystrokeToHitsMs: number[];
  /** Escape, then Ctrl+K again and SECOND_QUERY: to that query's hits. */
  reopenToHitsMs: number;
  breakdown: OpenToHitsBreakdown;
}

export interface SearchTyping {
  route: string;
  runs: number;
  cpuThrottlingRate: number;
  /** Latency added to each request (0: none, the service on this machine). */
  networkLatencyMs: number;
  firstQuery: string;
  furtherKeys: string[];
  /** Median over the runs, Ctrl+K to the first hits' frame. */
  openToHitsMs: number;
  /** Median over every further keystroke of every run. */
  keystrokeToHitsMs: number;
  secondQuery: string;
  /** Median over the runs, a second search on the same page: Ctrl+K to its first hits' frame. */
  reopenToHitsMs: number;
  /** Median of each part of open-to-hits over the runs (they need not add up to the median total). */
  breakdown: Omit<OpenToHitsBreakdown, 'modalScripts'> & {modalScripts: string[]};
  samples: TypingRun[];
}

/** The open-to-hits parts of one run, from what the page recorded; `openedAt` is the Ctrl+K keydown. */
export function breakdownOf(record: PageRecord, openedAt: number, searchPath = '/1/indexes/'): OpenToHitsBreakdown {
  const after = record.resources.filter((entry) => entry.startTime >= openedAt);
  const scripts = after.filter((entry) => /\.js(\?|$)/.test(entry.name));
  const request = after.find((entry) => entry.name.includes(searchPath));
  const firstHits = record.hits[0];
  if (record.modalAt === null || record.typedAt === null || !request || !firstHits) {
    throw new Error(`incomplete record: ${JSON.stringify({...record, resources: after})}`);
  }
  return {
    modalMs: record.modalAt - openedAt,
    modalScriptsFetchMs:
      scripts.length === 0
        ? 0
        : Math.max(...scripts.map((entry) => entry.responseEnd)) - Math.min(...scripts.map((entry) => entry.startTime)),
    scriptsDoneMs: scripts.length === 0 ? 0 : Math.max(...scripts.map((entry) => entry.responseEnd)) - openedAt,
    modalScripts: scripts.map((entry) => new URL(entry.name).pathname),
    inputMs: record.typedAt - record.modalAt,
    toRequestMs: request.startTime - record.typedAt,
    requestMs: request.responseEnd - request.startTime,
    renderMs: firstHits.domAt - request.responseEnd,
    frameMs: firstHits.frameAt - firstHits.domAt,
  };
}

/** A keydown of Ctrl+K, the shortcut that opens the modal. */
const isCtrlK = (key: PageRecord['keys'][number]) => key.ctrl && key.key.toLowerCase() === 'k';

/** The event time of the last keydown that `matches`. */
function lastKey(record: PageRecord, matches: (key: PageRecord['keys'][number]) => boolean): number | undefined {
  return [...record.keys].reverse().find(matches)?.at;
}

/**
 * Resolves once the hits on screen have changed more than `updates` times, by awaiting the page's own promise; call
 * it before the key that should change them, so that not even the harness's call runs inside the timed span. Not
 * `page.waitForFunction`: its first use loads Playwright's injected script (about 330 kB) into the page, whose
 * parsing and evaluation on the throttled main thread fell inside the first Ctrl+K it timed, and it polls on every
 * frame. The timeout is kept here, not in the page, so that it holds even if the page's main thread stalls.
 */
export async function hitsAfter(page: Pick<Page, 'evaluate'>, updates: number, timeoutMs = TIMEOUT_MS): Promise<void> {
  const changed = page.evaluate((count) => window.__benchHitsAfter(count), updates);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`the hits did not change within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([changed, timeout]);
  } finally {
    clearTimeout(timer);
    changed.catch(() => undefined); // once timed out, the page's promise only ends with its context
  }
}

async function pageRecord(page: Page): Promise<PageRecord> {
  return page.evaluate(() => {
    const record = window.__benchSearch;
    const resources = performance.getEntriesByType('resource').map((entry) => {
      const timing = entry as PerformanceResourceTiming;
      return {
        name: timing.name,
        initiatorType: timing.initiatorType,
        startTime: timing.startTime,
        responseEnd: timing.responseEnd,
      };
    });
    return {...record, resources};
  });
}

/**
 * Added to every request once the page has loaded: the service is on this machine, so without it a search answers
 * in about 10 ms, and work that waits for the answer cannot be told from work that runs alongside it.
 */
export const NETWORK_LATENCY_MS = 100;

interface TypingOptions {
  /** Added to Chromium's flags (the stock build maps Algolia's hosts). */
  browserArgs?: string[];
  /** Latency DevTools adds to each request after the page has loaded, as over a real network. */
  networkLatencyMs?: number;
}

/** A served site whose search is timed, and how its browser is set up. */
export interface TypingSite extends TypingOptions {
  origin: string;
}

/**
 * The order of the sites in each round of runs: each round runs every site once, and the first site of a round
 * rotates, so that when sites are compared no site always runs first (right after a browser's idle time) or last.
 */
export function roundOrders(sites: number, rounds: number): number[][] {
  return Array.from({length: rounds}, (_round, round) =>
    Array.from({length: sites}, (_site, place) => (round + place) % sites),
  );
}

/** One run in a fresh context (empty cache): load, hydrate, throttle, Ctrl+K, type, then the further keys. */
async function runOnce(browser: Browser, url: string, networkLatencyMs: number): Promise<TypingRun> {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(TIMEOUT_MS);
    await page.addInitScript(PAGE_SCRIPT);
    await page.goto(url);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_THROTTLING_RATE});
    if (networkLatencyMs > 0) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: networkLatencyMs,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    }

    await page.evaluate((query) => (window.__benchSearch.pendingQuery = query), FIRST_QUERY);
    const firstHits = hitsAfter(page, 0);
    await page.keyboard.press('Control+k');
    await firstHits;
    const opened = await pageRecord(page);
    const openedAt = lastKey(opened, isCtrlK);
    if (openedAt === undefined) throw new Error('the page saw no Ctrl+K');
    const breakdown = breakdownOf(opened, openedAt);

    const keystrokeToHitsMs: number[] = [];
    for (const key of FURTHER_KEYS) {
      const seen = await page.evaluate(() => window.__benchSearch.hits.length);
      const changed = hitsAfter(page, seen, 10_000);
      await page.keyboard.press(key);
      await changed.catch((cause: unknown) => {
        throw new Error(`typing "${key}" after "${FIRST_QUERY}" did not change the hits on screen (see FURTHER_KEYS)`, {
          cause,
        });
      });
      const record = await pageRecord(page);
      const pressedAt = lastKey(record, (entry) => entry.key === key)!;
      keystrokeToHitsMs.push(record.hits[seen].frameAt - pressedAt);
    }

    // A second search on the page: what part of the first open is the cost of running the modal's code for the first time.
    await page.keyboard.press('Escape');
    await page.locator('.DocSearch-Modal').waitFor({state: 'detached'});
    const seen = await page.evaluate((query) => {
      window.__benchSearch.pendingQuery = query;
      return window.__benchSearch.hits.length;
    }, SECOND_QUERY);
    const secondHits = hitsAfter(page, seen);
    await page.keyboard.press('Control+k');
    await secondHits;
    const reopened = await pageRecord(page);
    const reopenedAt = lastKey(reopened, isCtrlK)!;
    return {
      openToHitsMs: opened.hits[0].frameAt - openedAt,
      keystrokeToHitsMs,
      reopenToHitsMs: reopened.hits[seen].frameAt - reopenedAt,
      breakdown,
    };
  } finally {
    await context.close();
  }
}

/** `runs` runs on `route` of the site at `origin`. */
export async function measureSearchTyping(
  origin: string,
  route: string,
  runs: number,
  options: TypingOptions = {},
): Promise<SearchTyping> {
  const [typing] = await measureSearchTypingSideBySide([{origin, ...options}], route, runs);
  return typing;
}

/**
 * `runs` runs on `route` of each site, the sites' runs alternated (see `roundOrders`), so that a slow spell of
 * this machine falls on all of them alike: measured one after the other, minutes apart, ours and stock's medians
 * had differed by a spell (a ratio of 1.30 that the same two builds measured again at once put at 1.00).
 */
export async function measureSearchTypingSideBySide(
  sites: TypingSite[],
  route: string,
  runs: number,
): Promise<SearchTyping[]> {
  const browsers: Browser[] = [];
  try {
    for (const {browserArgs = []} of sites) {
      browsers.push(await chromium.launch({executablePath: chromiumPath, args: [...chromiumArgs, ...browserArgs]}));
    }
    const samples: TypingRun[][] = sites.map(() => []);
    for (const order of roundOrders(sites.length, runs)) {
      for (const index of order) {
        const {origin, networkLatencyMs = 0} = sites[index];
        samples[index].push(await runOnce(browsers[index], origin + route, networkLatencyMs));
      }
    }
    return sites.map(({networkLatencyMs = 0}, index) => summarize(route, networkLatencyMs, samples[index]));
  } finally {
    await Promise.allSettled(browsers.map((browser) => browser.close())); // a failed close must not hide the run's error
  }
}

/** The medians of one site's runs. */
function summarize(route: string, networkLatencyMs: number, samples: TypingRun[]): SearchTyping {
  const part = (key: Exclude<keyof OpenToHitsBreakdown, 'modalScripts'>) =>
    median(samples.map((sample) => sample.breakdown[key]));
  return {
    route,
    runs: samples.length,
    cpuThrottlingRate: CPU_THROTTLING_RATE,
    networkLatencyMs,
    firstQuery: FIRST_QUERY,
    furtherKeys: FURTHER_KEYS,
    openToHitsMs: median(samples.map((sample) => sample.openToHitsMs)),
    keystrokeToHitsMs: median(samples.flatMap((sample) => sample.keystrokeToHitsMs)),
    secondQuery: SECOND_QUERY,
    reopenToHitsMs: median(samples.map((sample) => sample.reopenToHitsMs)),
    breakdown: {
      modalMs: part('modalMs'),
      modalScriptsFetchMs: part('modalScriptsFetchMs'),
      scriptsDoneMs: part('scriptsDoneMs'),
      modalScripts: samples[0].breakdown.modalScripts,
      inputMs: part('inputMs'),
      toRequestMs: part('toRequestMs'),
      requestMs: part('requestMs'),
      renderMs: part('renderMs'),
      frameMs: part('frameMs'),
    },
    samples,
  };
}

/** The breakdown as one line, for the report. */
export function describeBreakdown({breakdown: part}: SearchTyping): string {
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  return (
    `modal in the DOM ${ms(part.modalMs)} (${part.modalScripts.length} script(s) loaded after Ctrl+K, in flight ` +
    `${ms(part.modalScriptsFetchMs)}, the last received at ${ms(part.scriptsDoneMs)}), ` +
    `input focused and query typed +${ms(part.inputMs)}, request sent +${ms(part.toRequestMs)}, ` +
    `answered +${ms(part.requestMs)}, hits in the DOM +${ms(part.renderMs)}, painted +${ms(part.frameMs)} (medians)`
  );
}

async function main(): Promise<void> {
  const buildDir = path.resolve(process.argv[2] ?? 'build');
  const route = process.argv[3] ?? '/apn-configuration';
  const server = await startServer(buildDir);
  try {
    const networkLatencyMs = Number(process.env.BENCH_NETWORK_LATENCY_MS ?? 0);
    if (!Number.isFinite(networkLatencyMs) || networkLatencyMs < 0) {
      throw new Error(
        `BENCH_NETWORK_LATENCY_MS must be a number of milliseconds, not "${process.env.BENCH_NETWORK_LATENCY_MS}"`,
      );
    }
    const result = await measureSearchTyping(server.origin, route, countFromEnvironment('BENCH_TYPING_RUNS', 7), {
      networkLatencyMs,
    });
    console.log(
      `${route} at ${CPU_THROTTLING_RATE}x CPU throttling, ${networkLatencyMs} ms added latency: Ctrl+K to hits ${result.openToHitsMs.toFixed(0)} ms, ` +
        `keystroke to hits ${result.keystrokeToHitsMs.toFixed(0)} ms, a second search on the page ${result.reopenToHitsMs.toFixed(0)} ms\n${describeBreakdown(result)}`,
    );
    console.log(
      JSON.stringify(
        result.samples.map(({openToHitsMs, keystrokeToHitsMs, reopenToHitsMs}) => ({
          openToHitsMs,
          keystrokeToHitsMs,
          reopenToHitsMs,
        })),
      ),
    );
  } finally {
    await server.stop();
  }
}

runAsScript(import.meta.url, main);
