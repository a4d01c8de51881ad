import {expect, test} from '@playwright/test';
import {redirects} from '../../src/config/redirects';
import {open, waitForHydration} from './helpers';

test.describe('client-side redirects', () => {
  for (const {from, to} of redirects) {
    test(`${from} lands on ${to}`, async ({page}) => {
      await page.goto(from);
      await page.waitForURL((url) => url.pathname === to);
      await waitForHydration(page);
      await expect(page.locator('article h1')).toBeVisible();
    });
  }
});

test.describe('.html paths show the clean page', () => {
  for (const [htmlPath, cleanPath] of [
    ['/apn-configuration/android.html', '/apn-configuration/android'],
    ['/apn-configuration/index.html', '/apn-configuration'],
  ]) {
    test(htmlPath, async ({page}) => {
      await open(page, cleanPath);
      const title = await page.locator('article h1').textContent();
      await open(page, htmlPath);
      await expect(page.locator('article h1')).toHaveText(title ?? '');
      await expect(page.getByText('Page Not Found')).toHaveCount(0);
    });
  }
});

test('an unknown path shows the not-found page with a way forward', async ({page}) => {
  const response = await page.goto('/this/page/does-not-exist');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
  await expect(page.locator('main').getByRole('button', {name: /search/i})).toBeVisible();
  await page.locator('main').getByRole('link', {name: 'documentation home page'}).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a link to an anchor scrolls to its heading; a route change scrolls to the top', async ({page}) => {
  await open(page, '/rest');
  const lastHeading = page.locator('article h2[id]').last();
  const anchor = await lastHeading.getAttribute('id');
  await open(page, `/rest#${anchor}`);
  await expect(page.locator(`#${anchor}`)).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  await page.locator('nav[aria-label="Docs sidebar"] a[href="/graphql"]').click();
  await expect(page).toHaveURL(/\/graphql$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
