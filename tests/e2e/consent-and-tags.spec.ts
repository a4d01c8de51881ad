import {expect, test} from '@playwright/test';
import {e2eEnvironment} from './fixtures/site';
import {holdRequests, open, sidebar, waitForHydration} from './helpers';

// The e2e build loads stand-ins for the consent manager and tag manager (tests/e2e/fixtures/static/e2e/).
/** Entries are events (objects) or gtag argument lists (arrays); both are read by key. */
type DataLayerEntry = Record<string, Record<string, string> & string>;
const dataLayer = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window.dataLayer ?? []).map((entry) => JSON.parse(JSON.stringify(entry)) as DataLayerEntry));

test('Consent Mode starts with storage denied, before the tag manager starts', async ({page}) => {
  await open(page, '/');
  await expect.poll(() => page.evaluate(() => window.__tagManagerContainer)).toBe(e2eEnvironment.GTM_CONTAINER_ID);
  const entries = await dataLayer(page);
  const consentDefault = entries.findIndex((entry) => entry[0] === 'consent' && entry[1] === 'default');
  const tagManagerStart = entries.findIndex((entry) => entry.event === 'gtm.js');
  expect(consentDefault).toBeGreaterThanOrEqual(0);
  expect(consentDefault).toBeLessThan(tagManagerStart);
  expect(entries[consentDefault][2]).toMatchObject({analytics_storage: 'denied', ad_storage: 'denied'});
});

test('a client-side navigation sends a page view', async ({page}) => {
  await open(page, '/');
  await sidebar(page).locator('a[href="/support"]').click();
  await expect(page).toHaveURL(/\/support$/);
  await expect
    .poll(async () => (await dataLayer(page)).filter((entry) => entry.event === 'page_view'))
    .toEqual([expect.objectContaining({page_path: '/support', page_title: expect.stringContaining('Support')})]);
});

test('Cookie settings stays hidden until the consent manager is ready, then opens its settings', async ({page}) => {
  const releaseConsentManager = await holdRequests(page, '**/e2e/consent-manager.js');
  // The page's load event waits for the held script, so wait for the HTML and hydration only.
  await page.goto('/', {waitUntil: 'domcontentloaded'});
  await waitForHydration(page);
  const button = page.locator('footer').getByRole('button', {name: 'Cookie settings'});
  await expect(button).toBeHidden();

  releaseConsentManager();
  await expect(button).toBeVisible();
  await button.click();
  const dialog = page.getByRole('dialog', {name: 'Cookie consent'});
  await dialog.getByRole('button', {name: 'Allow all'}).click();
  await expect(dialog).toBeHidden();
  const update = (await dataLayer(page)).find((entry) => entry[0] === 'consent' && entry[1] === 'update');
  expect(update?.[2]).toMatchObject({analytics_storage: 'granted', ad_storage: 'granted'});
});

test('no request leaves the site while reading and searching', async ({page, baseURL}) => {
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(`${baseURL}/`) && !request.url().startsWith('data:')) elsewhere.push(request.url());
  });
  await open(page, '/');
  await sidebar(page).locator('a[href="/support"]').click();
  await expect(page).toHaveURL(/\/support$/);
  await page.getByRole('button', {name: 'Search docs'}).first().click();
  await page.locator('.DocSearch-Input').fill('apn');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  expect(elsewhere).toEqual([]);
});
