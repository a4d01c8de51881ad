import {expect, test} from '@playwright/test';
import {routeSlice, routeSliceCount, sitemapRoutes} from './helpers';

// With scripts off the page is exactly the server-rendered HTML (and its CSS).
test.use({javaScriptEnabled: false});

// Nothing appears later on a page without scripts, so a missing element need not be waited for.
const expectSoftly = expect.configure({soft: true, timeout: 2_000});

for (let slice = 0; slice < routeSliceCount; slice++) {
  test(`sitemap routes, slice ${slice + 1} of ${routeSliceCount}, show their heading, description and text without JavaScript`, async ({
    page,
    request,
  }) => {
    const routes = routeSlice(await sitemapRoutes(request), slice);
    test.setTimeout(routes.length * 3_000);
    for (const route of routes) {
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
        await expectSoftly(firstParagraph, `${route} shows its article text`).toBeVisible();
        await expectSoftly(firstParagraph, `${route} has article text`).toHaveText(/\w+ \w+ \w+/);
      }
    }
  });
}
