import {expect, test} from '@playwright/test';
import {open} from './helpers';

test('/search?q= lists results and the URL follows the query', async ({page}) => {
  await open(page, '/search?q=apn');
  const results = page.locator('main article');
  await expect(results.first()).toBeVisible();
  await expect(page.getByText(/^(One page|\d+ pages) found$/)).toBeVisible();
  await expect(results.first().locator('.search-result-match').first()).toBeVisible();

  await page.locator('input[name="q"]').fill('openvpn');
  await expect(page).toHaveURL(/[?&]q=openvpn/);
  // The URL the page now shows opens the results for the new query.
  await page.reload();
  await expect(results.first()).toContainText(/openvpn/i);

  await results.first().locator('a').first().click();
  await expect(page.locator('article h1')).toBeVisible();
});
