import {expect, test} from '@playwright/test';
import {embeddedIndexName} from '../../search/index-name';
import {open} from './helpers';
import {modal, openModal, searchFor} from './search';

test('the search modal does not credit Algolia when the site’s own service answers', async ({page}) => {
  await open(page, '/');
  await openModal(page);
  await searchFor(page, 'apn');
  const footer = modal(page).locator('.DocSearch-Footer');
  // The keyboard hints stay; the "Search by Algolia" logo and link are gone.
  await expect(footer.locator('.DocSearch-Commands')).toBeVisible();
  await expect(footer).not.toContainText(/search by/i);
  await expect(footer.locator('a[href*="algolia.com"]')).toHaveCount(0);
});

test('/search counts the pages found, not their sections', async ({page, request}) => {
  const response = await request.post('/1/indexes/*/queries', {
    headers: {'content-type': 'text/plain'},
    data: JSON.stringify({
      requests: [{indexName: embeddedIndexName, query: 'sms', hitsPerPage: 0, facets: ['url_without_anchor']}],
    }),
  });
  const [{nbHits, facets}] = (await response.json()).results as {
    nbHits: number;
    facets: Record<string, Record<string, number>>;
  }[];
  const pages = Object.keys(facets.url_without_anchor).length;
  // The query is found in more sections than pages, so the two counts differ.
  expect(pages).toBeLessThan(nbHits);

  await open(page, '/search?q=sms');
  await expect(page.locator('main article').first()).toBeVisible();
  await expect(page.getByText(/^(One page|\d+ pages) found$/)).toHaveText(`${pages} pages found`);
});
