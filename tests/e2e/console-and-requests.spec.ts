import {expect, test, type Request} from '@playwright/test';
import {open, routeSlice, routeSliceCount, sitemapRoutes} from './helpers';

for (let slice = 0; slice < routeSliceCount; slice++) {
  test(`sitemap routes, slice ${slice + 1} of ${routeSliceCount}, log no console error and fail no request`, async ({
    page,
    request,
    baseURL,
  }) => {
    const routes = routeSlice(await sitemapRoutes(request), slice);
    test.setTimeout(routes.length * 3_000);
    const isSameOrigin = (url: string) => new URL(url).origin === new URL(baseURL!).origin;
    const problems: string[] = [];
    const pending = new Set<Request>();
    // Requests of the page being left: those still running when the walk moves on, and those the page
    // starts while the next one loads (a diagram importing its layout code after a pause, an idle-time
    // preload). The browser cancels them when the next page commits, which is no failure.
    let leftBehind = new Set<Request>();
    let leaving = false;
    let route = '';

    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${route}: console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`${route}: uncaught ${error.message}`));
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
      if (isSameOrigin(failed.url())) problems.push(`${route}: ${failed.url()} failed: ${failed.failure()?.errorText}`);
    });
    page.on('response', (response) => {
      if (isSameOrigin(response.url()) && response.status() >= 400) {
        problems.push(`${route}: ${response.url()} answered ${response.status()}`);
      }
    });

    for (route of routes) {
      await open(page, route);
      // Let the chunk prefetches of visible links finish, so leaving the page does not abort them.
      await expect.poll(() => pending.size).toBe(0);
    }
    expect(problems).toEqual([]);
  });
}
