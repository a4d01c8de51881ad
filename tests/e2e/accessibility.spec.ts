import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Page} from '@playwright/test';
import {open, routeSlice, routeSliceCount, sitemapRoutes} from './helpers';
import {openModal, searchFor} from './search';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * DocSearch 3.9 renders each result link inside its role="option" item, which axe reports as
 * nested-interactive; the fix (the option role on the link itself) is DocSearch's, algolia/docsearch#1014.
 */
const isDocSearchResultOption = (ruleId: string, target: string) =>
  ruleId === 'nested-interactive' && /^#docsearch-[\w-]+-item-\d+$/.test(target);

/** axe's findings on the page as it is now, one line per rule and element, prefixed with `where`. */
async function violations(
  page: Page,
  where: string,
  isUpstreamIssue: (ruleId: string, target: string) => boolean = () => false,
): Promise<string[]> {
  const results = await new AxeBuilder({page}).withTags(wcagTags).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes
      .map((node) => node.target.join(' '))
      .filter((target) => !isUpstreamIssue(violation.id, target))
      .map((target) => `${where}: ${violation.id} (${violation.impact}) at ${target}`),
  );
}

for (let slice = 0; slice < routeSliceCount; slice++) {
  test(`sitemap routes, slice ${slice + 1} of ${routeSliceCount}, have no WCAG 2.1 AA violations`, async ({
    page,
    request,
  }) => {
    const routes = routeSlice(await sitemapRoutes(request), slice);
    // axe takes seconds on a page with long code samples, more on a busy machine.
    test.setTimeout(routes.length * 10_000);
    const found: string[] = [];
    for (const route of routes) {
      await open(page, route);
      found.push(...(await violations(page, route)));
    }
    expect(found).toEqual([]);
  });
}

test('the search page with results has no WCAG 2.1 AA violations', async ({page}) => {
  await open(page, '/search?q=apn');
  await expect(page.locator('main article').first()).toBeVisible();
  expect(await violations(page, '/search?q=apn')).toEqual([]);
});

test('the not-found page has no WCAG 2.1 AA violations', async ({page}) => {
  await open(page, '/this/page/does-not-exist');
  await expect(page.getByRole('heading', {name: 'Page Not Found'})).toBeVisible();
  expect(await violations(page, 'not-found page')).toEqual([]);
});

test('the search modal with results has no WCAG 2.1 AA violations', async ({page}) => {
  await open(page, '/');
  await openModal(page);
  await searchFor(page, 'apn');
  expect(await violations(page, 'search modal', isDocSearchResultOption)).toEqual([]);
});
