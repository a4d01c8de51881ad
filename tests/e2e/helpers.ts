import {readFileSync} from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {expect, test, type APIRequestContext, type Page, type Request} from '@playwright/test';

/** Every route the spec names (tests/fixtures/routes.txt is a copy of the spec's list). */
export const specRoutes = readFileSync(path.resolve(__dirname, '../fixtures/routes.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter(Boolean);

export const unlistedRoutes = ['/custom-services', '/how-tos/add-ip-address-spaces-virtualized'];

/** A phone's screen: the one Lighthouse's mobile runs emulate, on which the benchmark scores pages. */
export const phoneViewport = {width: 412, height: 823};

/** Opens a page and waits until React has hydrated it, so clicks and keys reach the app. */
export async function open(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await waitForHydration(page);
}

/**
 * Resolves once `selector` matches an element (with `present` false: matches none), told by the page the moment its
 * DOM changes. Not `expect(locator)`, which retries after 20, 50, 100, 100 and then every 500 ms (a page hydrated in
 * 300 ms is seen at 770 ms), nor `waitForFunction`, which loads Playwright's injected script into every page it is
 * used on. A navigation while it waits (a reload the test caused) replaces the document, and the wait goes on in the
 * new one. It is the report's step "wait for <what>", so a page that never gets there fails naming what it waited for.
 */
export async function waitInPage(page: Page, what: string, selector: string, present = true): Promise<void> {
  await test.step(
    `wait for ${what}`,
    async () => {
      for (;;) {
        try {
          return await page.evaluate(
            ([selector, present]) =>
              new Promise<void>((resolve) => {
                const reached = () => (document.querySelector(selector) !== null) === present;
                if (reached()) return resolve();
                const observer = new MutationObserver(() => {
                  if (!reached()) return;
                  observer.disconnect();
                  resolve();
                });
                observer.observe(document.documentElement, {attributes: true, childList: true, subtree: true});
              }),
            [selector, present] as const,
          );
        } catch (error) {
          if (!/Execution context was destroyed/.test(String(error))) throw error;
        }
      }
    },
    {box: true},
  );
}

/** Waits until React has hydrated the page, so clicks and keys reach the app. */
export const waitForHydration = (page: Page): Promise<void> =>
  waitInPage(page, 'the page to hydrate', 'html[data-has-hydrated="true"]');

/** Built-ins whose first use on a page loads locale data: a cost on hydration that tests count. */
type CountedBuiltIn = 'Intl.DateTimeFormat' | 'Intl.Segmenter' | 'String.prototype.localeCompare';

/**
 * Counts the calls (with or without `new`) the page makes to `builtIn` from before its first script on. Call
 * before the page loads; the returned function reads the count.
 */
export async function countCalls(page: Page, builtIn: CountedBuiltIn): Promise<() => Promise<number>> {
  await page.addInitScript((builtIn: CountedBuiltIn) => {
    type Callable = (...args: unknown[]) => unknown;
    const keys = builtIn.split('.');
    const name = keys.pop()!;
    const owner = keys.reduce(
      (object, key) => object[key] as Record<string, unknown>,
      window as unknown as Record<string, unknown>,
    );
    const original = owner[name] as Callable & (new (...args: unknown[]) => unknown);
    const counts = ((window as unknown as {builtInCalls?: Record<string, number>}).builtInCalls ??= {});
    counts[builtIn] = 0;
    owner[name] = Object.assign(function (this: unknown, ...args: unknown[]) {
      counts[builtIn] += 1;
      return new.target ? Reflect.construct(original, args) : original.apply(this, args);
    }, original);
  }, builtIn);
  return () =>
    page.evaluate(
      (builtIn: CountedBuiltIn) => (window as unknown as {builtInCalls: Record<string, number>}).builtInCalls[builtIn],
      builtIn,
    );
}

/**
 * Serves the site's JavaScript files through `rewrite`, which gets each file's source and returns the
 * source to serve, or null to refuse the request as a failed connection. A spec that uses it drops
 * the route after each test with `page.unrouteAll({behavior: 'ignoreErrors'})`: a prefetch still
 * being fetched when the test ends would otherwise fail the run outside any test.
 */
export async function rewriteScripts(page: Page, rewrite: (source: string) => string | null): Promise<void> {
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    const served = rewrite(await response.text());
    if (served === null) await route.abort('connectionrefused');
    else await route.fulfill({response, body: served});
  });
}

/**
 * Holds every request to `url` until the returned function is called, as a slow network would; `onHeld` sees each
 * request as it is held. A request the page gave up on meanwhile is dropped.
 */
export async function holdRequests(
  page: Page,
  url: string | RegExp,
  onHeld?: (request: Request) => void,
): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    onHeld?.(route.request());
    await released;
    await route.continue().catch(() => undefined);
  });
  return release;
}

/** The console errors the page logs from now on (React logs hydration mismatches as errors). */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

export const sidebar = (page: Page) => page.locator('nav[aria-label="Docs sidebar"]');

/** The accessibility standard the site meets: WCAG 2.1, levels A and AA. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The WCAG 2.1 AA rules of axe that judge colours: text against its background, and a link against the text around
 * it. They are most of axe's time on a page (seconds on a page of long code samples), and their answer follows from
 * the CSS, not from the words.
 */
export const axeColourRules = ['color-contrast', 'link-in-text-block'];

/**
 * axe's WCAG 2.1 AA findings on the page as it is now, one line per rule and element, prefixed with `where`;
 * `isUpstreamIssue` leaves out known faults of a dependency; `rules` runs only the colour rules (`'colour'`) or all
 * but them (`'all but colour'`) instead of every rule. Legacy mode runs axe in the page itself rather than
 * finishing each run in a blank page of its own, which costs a second or more per call on 2 cores; the site's pages
 * have no cross-origin frames, the one thing only the other mode tests. Only violations come back whole: axe would
 * otherwise send every element each rule passed, a megabyte from a page of long code samples, which is a third of
 * the call's time and read by nothing here.
 */
export async function axeViolations(
  page: Page,
  where: string,
  isUpstreamIssue: (ruleId: string, target: string) => boolean = () => false,
  rules: 'every' | 'colour' | 'all but colour' = 'every',
): Promise<string[]> {
  // Options first: `options` replaces what withTags, withRules and disableRules set.
  const builder = new AxeBuilder({page}).setLegacyMode(true).options({resultTypes: ['violations']});
  if (rules === 'colour') builder.withRules(axeColourRules);
  else builder.withTags(wcagTags);
  if (rules === 'all but colour') builder.disableRules(axeColourRules);
  const results = await builder.analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes
      .map((node) => node.target.join(' '))
      .filter((target) => !isUpstreamIssue(violation.id, target))
      .map((target) => `${where}: ${violation.id} (${violation.impact}) at ${target}`),
  );
}

/**
 * Every route of the served sitemap, as paths. The e2e build's fixture pages under /e2e/ are left out:
 * they exist to fail (the crash page throws on purpose).
 */
export async function sitemapRoutes(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  expect(routes.length, 'the sitemap lists routes').toBeGreaterThan(0);
  return routes.filter((route) => !route.startsWith('/e2e/'));
}

/** The walk over every route (sitemap.spec.ts) is split into this many tests, so the workers share it. */
export const routeSliceCount = 4;

/** The `index`-th of `routeSliceCount` interleaved slices of `items`. */
export function routeSlice<T>(items: T[], index: number): T[] {
  return items.filter((_, position) => position % routeSliceCount === index);
}

/** What `recordTimeline` saw, in the page's performance.now() milliseconds. */
export interface Timeline {
  /** For each watched selector, every moment an element matching it appeared. */
  appeared: Record<string, number[]>;
  /** For each watched event type, when each such event reached the document. */
  events: Record<string, number[]>;
}

/**
 * Starts recording in the page when elements matching `selectors` appear and when `events` fire.
 * A MutationObserver sees an element that comes and goes before the test looks, so "never appeared"
 * can be asserted after the fact. Returns a reader for the record.
 */
export async function recordTimeline(
  page: Page,
  selectors: string[],
  events: string[] = [],
): Promise<() => Promise<Timeline>> {
  await page.evaluate(
    ([watched, eventTypes]) => {
      const timeline: Timeline = {
        appeared: Object.fromEntries(watched.map((selector) => [selector, []])),
        events: Object.fromEntries(eventTypes.map((type) => [type, []])),
      };
      const present = new Set(watched.filter((selector) => document.querySelector(selector)));
      new MutationObserver(() => {
        for (const selector of watched) {
          const matches = document.querySelector(selector) !== null;
          if (matches && !present.has(selector)) timeline.appeared[selector].push(performance.now());
          if (matches) present.add(selector);
          else present.delete(selector);
        }
      }).observe(document.documentElement, {
        childList: true,
        subtree: true,
        attributes: true,
        attributeFilter: ['class'],
      });
      for (const type of eventTypes) {
        // performance.now() rather than event.timeStamp, so times follow Playwright's clock when it is installed.
        document.addEventListener(type, () => timeline.events[type].push(performance.now()), true);
      }
      (window as unknown as {__timeline: Timeline}).__timeline = timeline;
    },
    [selectors, events] as const,
  );
  return () => page.evaluate(() => (window as unknown as {__timeline: Timeline}).__timeline);
}

/** Makes `navigator.connection` report the given connection before any page script runs. */
export async function emulateConnection(page: Page, connection: {effectiveType: string; saveData: boolean}) {
  await page.addInitScript((value) => {
    Object.defineProperty(Navigator.prototype, 'connection', {configurable: true, get: () => value});
  }, connection);
}
