import {expect, test, type APIRequestContext, type Page, type Request} from '@playwright/test';
import {load} from 'cheerio';
import {
  axeViolations,
  routeSlice,
  routeSliceCount,
  sidebar,
  sitemapRoutes,
  specRoutes,
  waitForHydration,
  waitInPage,
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
  // Called once nothing is pending: what settled() waits on, as soon as it happens rather than at a polling interval.
  let onIdle = () => {};
  const finish = (request: Request) => {
    pending.delete(request);
    if (pending.size === 0) onIdle();
  };
  page.on('requestfinished', finish);
  page.on('requestfailed', (failed) => {
    finish(failed);
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
  const settled = () =>
    new Promise<void>((resolve) => {
      onIdle = resolve;
      if (pending.size === 0) resolve();
    });
  return {problems, settled};
}

/** Resolves once the sidebars the theme renders only at desktop width are gone: the page has its phone layout. */
const phoneLayoutRendered = (page: Page) =>
  waitInPage(
    page,
    'the phone layout (no desktop sidebar)',
    'nav[aria-label="Docs sidebar"], nav[aria-label="Blog recent posts navigation"]',
    false,
  );

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

/**
 * The page's layout, as the server's HTML names it: the classes Docusaurus puts on `<html>` for each kind of page
 * (a doc, the changelog's list or a post, the search page), without the doc's own id. With scripts off, whether the
 * heading and the text are shown is decided by the layout's CSS, not by a page's words.
 */
const layoutOf = (htmlClasses: string) =>
  htmlClasses
    .split(/\s+/)
    .filter((name) => name && !name.startsWith('docs-doc-id-'))
    .sort()
    .join(' ');

/**
 * Checks that the server's HTML of `route`, what a reader without JavaScript receives, holds its heading, its
 * description and its first words (on /search, its search field: the results need the service), and returns its
 * layout. Read in the test's process, not in a browser: every route's HTML is checked here, and the browser's reading
 * without scripts (expectShownWithoutScripts) runs once per layout.
 */
async function layoutOfServerHtml(request: APIRequestContext, route: string): Promise<string> {
  const response = await request.get(route);
  expect.soft(response.status(), route).toBe(200);
  const $ = load(await response.text());
  const parts = {
    heading: $('h1').first().text().replace(/\s+/g, ' ').trim(),
    description: $('meta[name="description"]').attr('content') ?? '',
    body:
      route === '/search'
        ? ($('input[name="q"]').attr('name') ?? '')
        : $('article .markdown > p').first().text().replace(/\s+/g, ' ').trim(),
  };
  expect.soft(parts.heading, `${route} has a heading in its HTML`).not.toBe('');
  expect.soft(parts.description, `${route} has a description for search engines`).toMatch(/\w+ \w+ \w+/);
  if (route === '/search') expect.soft(parts.body, '/search has its search field in its HTML').toBe('q');
  else expect.soft(parts.body, `${route} has article text in its HTML`).toMatch(/\w+ \w+ \w+/);
  return layoutOf($('html').attr('class') ?? '');
}

/**
 * What a reader without JavaScript sees at `route`: its heading and its text shown with the site's CSS, with no
 * script run. With scripts off nothing changes after the load event, so one look at the loaded page answers
 * everything; "shown" is what Playwright's toBeVisible means: a box that is not empty and not hidden.
 */
async function expectShownWithoutScripts(page: Page, route: string): Promise<void> {
  await page.goto(route);
  const read = await page.evaluate(() => {
    const shown = (selector: string) => {
      const element = document.querySelector(selector);
      if (!element) return false;
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && element.checkVisibility({visibilityProperty: true});
    };
    return {
      hydrated: document.documentElement.getAttribute('data-has-hydrated'),
      heading: shown('h1'),
      body: shown(location.pathname === '/search' ? 'input[name="q"]' : 'article .markdown > p'),
    };
  });
  expect.soft(read.hydrated, `${route} ran no script`).toBe('false');
  expect.soft(read.heading, `${route} shows its h1 without JavaScript`).toBe(true);
  expect.soft(read.body, `${route} shows its article text (on /search, its field) without JavaScript`).toBe(true);
}

/**
 * The layouts (layoutOf) whose reading without scripts a browser has checked in this worker, shared by its slices
 * as judgedStyles is: each layout is still read on the first route that has it.
 */
const layoutsReadWithoutScripts = new Set<string>();

/**
 * The colour styles the page shows text in, one string per kind: the text's colour, whether WCAG counts it as large
 * text (at least 24 px, or 18.66 px and bold, which lowers the contrast it needs), its decoration and shadow, the
 * opacity it is drawn with, the background behind it (colours and images, up to the first opaque one) and, for a
 * link, the colour of the text around it. axe's colour rules (axeColourRules) judge exactly these: a page whose
 * every kind of text another page already showed, and axe judged there, gets the same answer again. The words of a
 * page change none of it; a component, a CSS change or a new kind of page does, and brings a style not seen before.
 */
function colourStyles(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const drawn = new Map<Element, {background: string; opacity: number}>();
    /** The background behind the element's text and the opacity it is drawn with, through its ancestors. */
    const drawing = (element: Element): {background: string; opacity: number} => {
      const known = drawn.get(element);
      if (known) return known;
      const style = getComputedStyle(element);
      const parent = element.parentElement ? drawing(element.parentElement) : {background: 'canvas', opacity: 1};
      const image = style.backgroundImage === 'none' ? '' : `${style.backgroundImage} `;
      const own = `${image}${style.backgroundColor}`;
      // rgb() is an opaque colour, rgba() one that lets the parent's background through.
      const seeThrough = !style.backgroundColor.startsWith('rgb(');
      const result = {
        background:
          own === 'rgba(0, 0, 0, 0)' ? parent.background : seeThrough ? `${own} over ${parent.background}` : own,
        opacity: parent.opacity * Number(style.opacity),
      };
      drawn.set(element, result);
      return result;
    };
    const pixels = (length: string) => Number.parseFloat(length);
    const styles = new Set<string>();
    for (const element of document.body.querySelectorAll('*')) {
      const hasText =
        [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim()) ||
        element.matches('input, select, textarea');
      if (!hasText || element.getClientRects().length === 0) continue;
      const style = getComputedStyle(element);
      if (style.visibility !== 'visible') continue;
      const {background, opacity} = drawing(element);
      const around = element.matches('a') && element.parentElement ? getComputedStyle(element.parentElement).color : '';
      styles.add(
        [
          style.color,
          style.webkitTextFillColor,
          pixels(style.fontSize) >= 24 || (pixels(style.fontSize) >= 18.66 && Number(style.fontWeight) >= 700)
            ? 'large'
            : 'normal',
          style.textDecorationLine,
          style.textShadow,
          opacity,
          background,
          around,
        ].join(' | '),
      );
    }
    return [...styles];
  });
}

/**
 * The colour styles (colourStyles) axe's colour rules have judged in this worker. Shared by the slices a worker runs,
 * so that a style is judged once per worker rather than once per slice: every style is still judged on the first
 * page that shows it, and a fault there fails the slice that visited it.
 */
const judgedStyles = new Set<string>();

for (let slice = 0; slice < routeSliceCount; slice++) {
  test(`routes, slice ${slice + 1} of ${routeSliceCount}, each visited once: its page, no console error or failed request, no WCAG 2.1 AA violation (the colour rules: once per style of text), a phone layout that fits, readable without JavaScript`, async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    const allRoutes = [...new Set([...(await sitemapRoutes(request)), ...specRoutes])].sort();
    const routes = routeSlice(allRoutes, slice);
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
      // Every route gets axe's rules; the colour ones only where the page shows text in a style not judged yet.
      const styles = await colourStyles(page);
      const hasNewStyle = styles.some((style) => !judgedStyles.has(style));
      violations.push(...(await axeViolations(page, route, undefined, hasNewStyle ? 'every' : 'all but colour')));
      for (const style of styles) judgedStyles.add(style);
      await page.setViewportSize(phoneLayoutViewport);
      await phoneLayoutRendered(page);
      layoutProblems.push(...(await phoneLayoutProblems(page)));
      const layout = await layoutOfServerHtml(request, route);
      if (!layoutsReadWithoutScripts.has(layout)) {
        await expectShownWithoutScripts(pageWithoutScripts, route);
        layoutsReadWithoutScripts.add(layout);
      }
    }
    await withoutScripts.close();
    // Soft, so that one run reports every kind of fault.
    expect.soft(problems, 'console errors and failed requests').toEqual([]);
    expect.soft(violations, 'WCAG 2.1 AA violations').toEqual([]);
    expect.soft(layoutProblems, `the layout at ${phoneLayoutViewport.width} px`).toEqual([]);
  });
}
