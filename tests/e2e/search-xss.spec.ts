import {expect, test, type Locator, type Page} from '@playwright/test';
import {open} from './helpers';
import {hits, openModal, searchFor} from './search';

// The e2e build's index holds a record whose title, heading and text carry an <img onerror> and a
// <script> that would set window.__xssExecuted (tests/fixtures/search/hostile-records.json).
const query = 'xsscanary';

/** The hostile markup is on screen as text, and nothing of it became an element or ran. */
async function expectMarkupShownAsText(page: Page, results: Locator): Promise<void> {
  await expect(results.first()).toContainText('<img src=x onerror="window.__xssExecuted=true');
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  const scriptsFromRecord = await page.evaluate(
    () => [...document.scripts].filter((script) => script.textContent?.includes('__xssExecuted')).length,
  );
  expect(scriptsFromRecord).toBe(0);
  expect(await page.evaluate(() => (window as {__xssExecuted?: unknown}).__xssExecuted)).toBeUndefined();
}

test('the search modal shows markup from a record as text and runs none of it', async ({page}) => {
  await open(page, '/');
  await openModal(page);
  await searchFor(page, query);
  await expectMarkupShownAsText(page, hits(page).filter({hasText: /xsscanary/i}));
});

test('the search page shows markup from a record as text and runs none of it', async ({page}) => {
  await open(page, `/search?q=${query}`);
  const results = page.locator('main article').filter({hasText: /xsscanary/i});
  await expect(results.first()).toContainText('<script>window.__xssExecuted=true</script>');
  await expectMarkupShownAsText(page, results);
});
