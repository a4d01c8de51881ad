import {expect, test} from '@playwright/test';
import {open, sidebar, unlistedRoutes} from './helpers';

// That every route of the spec answers with its page is checked by the walk over all routes in sitemap.spec.ts.

test('unlisted pages are in neither the sitemap nor the sidebar', async ({page, request}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/how-tos/add-ip-address-spaces<');
  for (const route of unlistedRoutes) expect(sitemap).not.toContain(`${route}<`);

  // On a sibling how-to the How-tos category is expanded, so all its listed pages are rendered.
  await open(page, '/how-tos/add-ip-address-spaces');
  await expect(sidebar(page).locator('a[href="/how-tos/add-ip-address-spaces"]')).toHaveCount(1);
  for (const route of unlistedRoutes) await expect(sidebar(page).locator(`a[href="${route}"]`)).toHaveCount(0);
});
