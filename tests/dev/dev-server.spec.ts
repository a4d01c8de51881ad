import {expect, test} from '@playwright/test';
import {open, waitForHydration} from '../e2e/helpers';
import {loadDocs} from '../unit/docs';
import {hits, modal, openModal, searchFor} from '../e2e/search';

test('a doc page comes from the sources, live-reloading, with no error on the page', async ({page}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const liveReload = page.waitForEvent('websocket', (socket) => new URL(socket.url()).pathname === '/ws');
  const response = await page.goto('/quickstart/order-sims');
  // The dev server sends every route the same empty shell and renders in the browser; a page rendered
  // ahead (an <article> in the HTML) would be a build's, not what the writer is editing.
  expect(await response!.text()).not.toContain('<article');
  await liveReload;
  await waitForHydration(page);
  await expect(page.locator('article h1')).toBeVisible();
  await expect(page.locator('nav[aria-label="Docs sidebar"] a[aria-current="page"]')).toHaveAttribute(
    'href',
    '/quickstart/order-sims',
  );
  expect(errors).toEqual([]);
});

test('search answers from the last build, and a hit opens its page', async ({page}) => {
  await open(page, '/quickstart');
  await openModal(page);
  await searchFor(page, 'apn');
  const firstHit = hits(page).first().locator('a');
  const target = new URL((await firstHit.getAttribute('href'))!, page.url()).pathname;
  await firstHit.click();
  await expect(modal(page)).toBeHidden();
  await expect(page).toHaveURL((url) => url.pathname === target);
  await expect(page.locator('article h1')).toBeVisible();
});

test("a section page's cards show their pages' descriptions, which the dev server writes as the build does", async ({
  page,
}) => {
  // src/upstream/doc-card-descriptions writes them in allContentLoaded, which the dev server runs too.
  await open(page, '/apn-configuration');
  const android = loadDocs().find((doc) => doc.id === 'apn-configuration/android')!;
  const card = page.locator('article a.theme-doc-card-container[href="/apn-configuration/android"]');
  await expect(card.locator('.theme-doc-card-description')).toHaveText(String(android.frontMatter.description));
});
