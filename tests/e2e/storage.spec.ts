import {expect, test, type Page} from '@playwright/test';
import {open} from './helpers';
import {favoriteKey, modal, openModal, recentKey, searchFor} from './search';

const announcementBar = (page: Page) => page.locator('.theme-announcement-bar');

/** Makes every access to `window.localStorage` throw, as browsers do when a reader blocks site data. */
async function blockLocalStorage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access to localStorage is denied', 'SecurityError');
      },
    });
  });
}

/**
 * The announcement storage keys as the served page names them: with `future.v4` Docusaurus appends
 * a site namespace (e.g. `-6f2`), which its inline script spells out.
 */
async function announcementKeys(page: Page): Promise<string[]> {
  const html = await (await page.request.get('/')).text();
  const dismissKey = html.match(/docusaurus\.announcement\.dismiss[\w-]*/)?.[0];
  expect(dismissKey, 'the announcement inline script names its storage key').toBeTruthy();
  return [dismissKey!, dismissKey!.replace('.dismiss', '.id')];
}

/** Stores the given raw values before any page script runs. */
async function seedStorage(page: Page, values: Record<string, string>): Promise<void> {
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, values);
}

/** What a reader must still be able to do when storage is unusable. */
async function expectSiteWorks(page: Page): Promise<void> {
  await open(page, '/apn-configuration/android');
  await expect(page.locator('article h1')).toBeVisible();

  await expect(announcementBar(page)).toContainText('Scheduled maintenance');
  await announcementBar(page).getByRole('button', {name: 'Close'}).click();
  await expect(announcementBar(page)).toBeHidden();

  await openModal(page);
  await expect(modal(page)).toContainText('No recent searches');
  await searchFor(page, 'apn');
  await expect(page.getByText('This page crashed.')).toHaveCount(0);
}

test('with localStorage blocked, pages render, search answers and the announcement closes', async ({page}) => {
  await blockLocalStorage(page);
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  await expectSiteWorks(page);
  expect(pageErrors).toEqual([]);
});

test('with corrupt search history and announcement values, pages render, search answers and the announcement closes', async ({
  page,
}) => {
  const [dismissKey, idKey] = await announcementKeys(page);
  await seedStorage(page, {
    [recentKey]: '{"objectID": "half-written',
    // Valid JSON, but not the list DocSearch expects.
    [favoriteKey]: '{"objectID": "not-a-list"}',
    [dismissKey]: '{"dismissed": tr',
    [idKey]: '{"id": ',
  });
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  await expectSiteWorks(page);
  expect(pageErrors).toEqual([]);
});
