import {expect, test, type Locator, type Page} from '@playwright/test';
import {open} from './helpers';
import {hits, openModal, searchFor, sectionTitles} from './search';

// The e2e build's index holds two records whose title, heading and text carry an <img onerror> and a
// <script> that would set window.__xssExecuted, in a section whose name has an ampersand and a <b> tag
// (tests/fixtures/search/hostile-records.json); one is a heading, which DocSearch keeps as a recent search.
const query = 'xsscanary';
const sectionName = 'Xsscanary & <b>section</b>';

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

test('the search modal titles a section with its name as written, neither escaped nor as markup', async ({page}) => {
  await open(page, '/');
  await openModal(page);
  await searchFor(page, query);
  // The service escapes highlights as HTML; DocSearch draws the section's as text, so it read "Xsscanary &amp; ...".
  await expect(sectionTitles(page).filter({hasText: /xsscanary/i})).toHaveText([sectionName]);
});

test('a recent search shows its markup as text on the start screen', async ({page}) => {
  await open(page, '/');
  await openModal(page);
  await searchFor(page, query);
  await hits(page).filter({hasText: 'AT+XSSCANARY=<cid>'}).click();
  await page.waitForURL(/\/support#hostile-heading$/);
  // DocSearch stores the hit without its snippets, and draws a stored hit's own text as HTML.
  await openModal(page);
  const recent = page.locator('#docsearch-recentSearches-list .DocSearch-Hit');
  await expect(recent).toHaveCount(1);
  await expect(recent).toContainText('Xsscanary heading AT+XSSCANARY=<cid> with <img src=x');
  await expect(page.locator('.DocSearch-Modal cid')).toHaveCount(0);
  await expectMarkupShownAsText(page, recent);
});

test('the search page shows markup from a record as text and runs none of it', async ({page}) => {
  await open(page, `/search?q=${query}`);
  const results = page.locator('main article').filter({hasText: /xsscanary/i});
  await expect(results).toHaveCount(2);
  await expect(results.filter({hasText: 'Xsscanary text with'})).toContainText(
    '<script>window.__xssExecuted=true</script>',
  );
  await expect(results.filter({hasText: 'AT+XSSCANARY=<cid>'})).toContainText('<img src=x onerror=');
  for (const result of await results.all()) {
    await expect(result.getByRole('navigation', {name: 'breadcrumbs'})).toContainText(sectionName);
  }
  await expectMarkupShownAsText(page, results);
});
