import {expect, test} from '@playwright/test';
import {axeViolations, open} from './helpers';
import {openModal, searchFor} from './search';

// Every route of the sitemap, as it first shows, is checked by the walk in sitemap.spec.ts; these are the states
// of a page no sitemap route shows on its own.

/**
 * DocSearch 3.9 renders each result link inside its role="option" item, which axe reports as
 * nested-interactive; the fix (the option role on the link itself) is DocSearch's, algolia/docsearch#1014.
 */
const isDocSearchResultOption = (ruleId: string, target: string) =>
  ruleId === 'nested-interactive' && /^#docsearch-[\w-]+-item-\d+$/.test(target);

test('the search page with results has no WCAG 2.1 AA violations', async ({page}) => {
  await open(page, '/search?q=apn');
  await expect(page.locator('main article').first()).toBeVisible();
  expect(await axeViolations(page, '/search?q=apn')).toEqual([]);
});

test('the not-found page has no WCAG 2.1 AA violations', async ({page}) => {
  await open(page, '/this/page/does-not-exist');
  await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
  expect(await axeViolations(page, 'not-found page')).toEqual([]);
});

test('the search modal with results has no WCAG 2.1 AA violations', async ({page}) => {
  await open(page, '/');
  await openModal(page);
  await searchFor(page, 'apn');
  expect(await axeViolations(page, 'search modal', isDocSearchResultOption)).toEqual([]);
});
