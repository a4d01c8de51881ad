import {expect, test} from '@playwright/test';
import {open, sidebar, specRoutes, unlistedRoutes, waitForHydration} from './helpers';

test.describe('every route of the spec', () => {
  for (const route of specRoutes) {
    test(`${route} answers with its page`, async ({page}) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.getByText('Page Not Found')).toHaveCount(0);
      // /search has no sidebar; /changelog has the changelog's own.
      if (route === '/search' || route === '/changelog') await expect(sidebar(page)).toHaveCount(0);
      else await expect(sidebar(page)).toBeVisible();
    });
  }
});

test('unlisted pages are in neither the sitemap nor the sidebar', async ({page, request}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/how-tos/add-ip-address-spaces<');
  for (const route of unlistedRoutes) expect(sitemap).not.toContain(`${route}<`);

  // On a sibling how-to the How-tos category is expanded, so all its listed pages are rendered.
  await open(page, '/how-tos/add-ip-address-spaces');
  await expect(sidebar(page).locator('a[href="/how-tos/add-ip-address-spaces"]')).toHaveCount(1);
  for (const route of unlistedRoutes) await expect(sidebar(page).locator(`a[href="${route}"]`)).toHaveCount(0);
});
