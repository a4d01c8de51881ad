import {expect, test, type Page, type Request} from '@playwright/test';
import {
  axeViolations,
  routeSlice,
  routeSliceCount,
  sidebar,
  sitemapRoutes,
  specRoutes,
  waitForHydration,
} from './helpers';
import {phoneLayoutProblems, phoneLayoutViewport} from './phone-layout';

/**
 * One walk over the routes of the sitemap and of the spec (whose unlisted pages the sitemap leaves out) that visits
 * each route once and checks there what every reader gets: a route of the spec shows its page; the page, as a
 * browser runs it, logs no console error, fails no request of the site and has no WCAG 2.1 AA violation; the same
 * route read with scripts off (the server's HTML and its CSS) shows its heading, description and text; and the
 * hydrated page, narrowed to a phone's width, lays out with nothing too wide, clipped or broken mid-word
 * (phone-layout.ts).
 */

/**
 * Budget of one route: a hydrated visit, axe (seconds on a page of long code samples), the phone layout check and a
 * visit without scripts.
 */
const ROUTE_BUDGET_MS = 40_000;

/**
 * Collects, from now on, what goes wrong on `page` while it shows `currentRoute()`: console errors, uncaught
 * exceptions, and requests of the site's origin that fail or answer 4xx/5xx. `settled` resolves once no request is
 * pending, so that leaving the page aborts none that would have finished (the chunk prefetches of visible links).
 */
function watchForProblems(page: Page, origin: string, currentRoute: () => string) {
  const problems: string[] = [];
  const pending = new Set<Request>();
  const isSameOrigin = (url: string) => new URL(url).origin === origin;
  // Requests of the page being left: those still running when the walk moves on, and those the page starts while
  // the next one loads (a diagram importing its layout code after a pause, an idle-time preload). The browser
  // cancels them when the next page commits, which is no failure.
  let leftBehind = new Set<Request>();
  let leaving = false;

  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${currentRoute()}: console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${currentRoute()}: uncaught ${error.message}`));
  page.on('request', (sent) => {
    if (sent.isNavigationRequest() && sent.frame() === page.mainFrame()) {
      leftBehind = new Set(pending);
      leaving = true;
    } else if (leaving) leftBehind.add(sent);
    pending.add(sent);
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) leaving = false;
  });
  page.on('requestfinished', (finished) => pending.delete(finished));
  page.on('requestfailed', (failed) => {
    pending.delete(failed);
    if (leftBehind.has(failed) && failed.failure()?.errorText === 'net::ERR_ABORTED') return;
    if (isSameOrigin(failed.url())) {
      problems.push(`${currentRoute()}: ${failed.url()} failed: ${failed.failure()?.errorText}`);
    }
  });
  page.on('response', (response) => {
    if (isSameOrigin(response.url()) && response.status() >= 400) {
      problems.push(`${currentRoute()}: ${response.url()} answered ${response.status()}`);
    }
  });
  return {problems, settled: () => expect.poll(() => pending.size).toBe(0)};
}

/** The sidebars the theme renders only at desktop width: once they are gone, the page has its phone layout. */
const desktopSidebars = (page: Page) =>
  page.locator('nav[aria-label="Docs sidebar"], nav[aria-label="Blog recent posts navigation"]');

/** A route the spec names shows its page: a heading, no not-found page, and the docs sidebar on a doc. */
async function expectSpecPage(page: Page, route: string): Promise<void> {
  await expect.soft(page.locator('h1').first(), `${route} shows its heading`).toBeVisible();
  await expect.soft(page.getByText('Page Not Found'), `${route} is not the not-found page`).toHaveCount(0);
  // /search has no sidebar; /changelog has the changelog's own.
  if (route === '/search' || route === '/changelog') {
    await expect.soft(sidebar(page), `${route} has no docs sidebar`).toHaveCount(0);
  } else {
    await expect.soft(sidebar(page), `${route} shows the docs sidebar`).toBeVisible();
  }
}

// With scripts off, nothing appears after the load event, so a missing element need not be waited for long.
const expectSoftly = expect.configure({soft: true, timeout: 2_000});

/** What a reader without JavaScript gets at `route`: its heading, its description for search engines and its text. */
async function expectReadableWithoutScripts(page: Page, route: string): Promise<void> {
  const response = await page.goto(route);
  expectSoftly(response?.status(), route).toBe(200);
  await expectSoftly(page.locator('html'), `${route} ran no script`).toHaveAttribute('data-has-hydrated', 'false');
  await expectSoftly(page.locator('h1').first(), `${route} shows its h1`).toBeVisible();
  await expectSoftly(page.locator('h1').first(), `${route} has a heading text`).not.toBeEmpty();
  await expectSoftly(
    page.locator('meta[name="description"]'),
    `${route} has a description for search engines`,
  ).toHaveAttribute('content', /\w+ \w+ \w+/);
  if (route === '/search') {
    // The results need the search service; the form is there to type into.
    await expectSoftly(page.locator('input[name="q"]'), '/search shows its search field').toBeVisible();
  } else {
    const firstParagraph = page.locator('article .markdown p').first();
    await expectSoftly(firstParagraph, `${route} shows its article text without JavaScript`).toBeVisible();
    await expectSoftly(firstParagraph, `${route} has article text`).toHaveText(/\w+ \w+ \w+/);
  }
}

/**
 * The routes axe checks: every written page, and of the generated API reference, whose pages one template draws
 * (src/plugins/api-reference), the first page of each tag. Axe's colour-contrast rule over the ~60 reference pages was
 * most of the sweep's time, for the same markup each time.
 */
function axeRoutesOf(routes: string[]): Set<string> {
  const seenTemplates = new Set<string>();
  return new Set(
    routes.filter((route) => {
      const tag = /^\/(rest|graphql)\/reference\/[^/]+/.exec(route)?.[0];
      if (!tag) return true;
      if (seenTemplates.has(tag)) return false;
      seenTemplates.add(tag);
      return true;
    }),
  );
}

for (let slice = 0; slice < routeSliceCount; slice++) {
  test(`routes, slice ${slice + 1} of ${routeSliceCount}, each visited once: its page, no console error or failed request, no WCAG 2.1 AA violation (the reference: one page per tag), a phone layout that fits, readable without JavaScript`, async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    const allRoutes = [...new Set([...(await sitemapRoutes(request)), ...specRoutes])].sort();
    const routes = routeSlice(allRoutes, slice);
    const axeRoutes = axeRoutesOf(allRoutes);
    test.setTimeout(routes.length * ROUTE_BUDGET_MS);
    let route = '';
    const {problems, settled} = watchForProblems(page, new URL(baseURL!).origin, () => route);
    const withoutScripts = await browser.newContext({javaScriptEnabled: false, baseURL});
    const pageWithoutScripts = await withoutScripts.newPage();
    const desktopViewport = page.viewportSize()!;
    const violations: string[] = [];
    const layoutProblems: string[] = [];

    for (route of routes) {
      await page.setViewportSize(desktopViewport);
      // A page that is missing answers 404, which the watch reports.
      await page.goto(route);
      await waitForHydration(page);
      if (specRoutes.includes(route)) await expectSpecPage(page, route);
      // Let the chunk prefetches of visible links finish, so leaving the page does not abort them.
      await settled();
      if (axeRoutes.has(route)) violations.push(...(await axeViolations(page, route)));
      await page.setViewportSize(phoneLayoutViewport);
      await expect(desktopSidebars(page)).toHaveCount(0);
      layoutProblems.push(...(await phoneLayoutProblems(page)));
      await expectReadableWithoutScripts(pageWithoutScripts, route);
    }
    await withoutScripts.close();
    // Soft, so that one run reports every kind of fault.
    expect.soft(problems, 'console errors and failed requests').toEqual([]);
    expect.soft(violations, 'WCAG 2.1 AA violations').toEqual([]);
    expect.soft(layoutProblems, `the layout at ${phoneLayoutViewport.width} px`).toEqual([]);
  });
}
