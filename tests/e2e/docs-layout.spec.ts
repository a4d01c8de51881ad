import {expect, test} from '@playwright/test';
import {loadDocs} from '../unit/docs';
import {countCalls, open, sidebar, waitForHydration} from './helpers';

test('the sidebar hides and comes back', async ({page}) => {
  await open(page, '/quickstart');
  await expect(sidebar(page)).toBeVisible();
  await page.getByRole('button', {name: 'Collapse sidebar', exact: true}).click();
  await expect(sidebar(page)).toBeHidden();
  await page.getByRole('button', {name: 'Expand sidebar', exact: true}).click();
  await expect(sidebar(page)).toBeVisible();
});

test('opening a category leaves the others open', async ({page}) => {
  await open(page, '/');
  const category = (label: string) =>
    sidebar(page)
      .locator('.menu__list-item-collapsible')
      .filter({hasText: new RegExp(`^${label}$`)});
  const expand = async (label: string) => {
    const row = category(label);
    const caret = row.locator('button.clean-btn');
    // The keyboard, not a click: the row above is still growing open, and a click aimed at a moving caret can miss.
    await ((await caret.count()) > 0 ? caret.press('Enter') : row.locator('a').click());
  };
  await expand('Portal');
  await expand('Workspaces');
  await expect(category('Portal').locator('[aria-expanded]')).toHaveAttribute('aria-expanded', 'true');
  await expect(category('Workspaces').locator('[aria-expanded]')).toHaveAttribute('aria-expanded', 'true');
});

test('the table of contents lists h2 and h3 headings but not h4', async ({page}) => {
  await open(page, '/apn-configuration/cellular-modules');
  const toc = page.locator('.table-of-contents').first();
  const idsOf = (selector: string) =>
    page.locator(`article ${selector}[id]`).evaluateAll((headings) => headings.map((heading) => heading.id));
  const h2 = await idsOf('h2');
  const h3 = await idsOf('h3');
  const h4 = await idsOf('h4');
  expect(h2.length).toBeGreaterThan(0);
  expect(h3.length).toBeGreaterThan(0);
  for (const id of [...h2, ...h3]) await expect(toc.locator(`a[href="#${id}"]`)).toHaveCount(1);
  for (const id of h4) await expect(toc.locator(`a[href="#${id}"]`)).toHaveCount(0);
});

test('a doc shows when it was last updated, and hydrates without making an Intl.DateTimeFormat', async ({page}) => {
  // The first DateTimeFormat of a page loads the locale's calendar data: a fifth of a long doc's hydration.
  const dateTimeFormats = await countCalls(page, 'Intl.DateTimeFormat');
  await page.goto('/rest');
  const date = page.locator('.theme-last-updated time');
  const serverDate = await date.textContent();
  await waitForHydration(page);
  await expect(page.locator('.theme-last-updated')).toContainText(/Last updated on \w{3} \d{1,2}, \d{4}/);
  expect(await date.textContent()).toBe(serverDate);
  expect(await date.getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/);
  expect(await dateTimeFormats()).toBe(0);
});

test('doc cards show their icon, title and description', async ({page}) => {
  await open(page, '/portal');
  const cards = page.locator('article a.theme-doc-card-container');
  const card = (title: string) =>
    cards.filter({has: page.locator('.theme-doc-card-title', {hasText: new RegExp(`^${title}$`)})});
  // A doc's card shows the doc's description, which src/upstream/doc-card-descriptions loads with the cards.
  const simInventory = loadDocs().find((doc) => doc.id === 'portal/sim-inventory')!;
  // A card is titled with the doc's sidebar label, or its title.
  const simInventoryCard = card(String(simInventory.frontMatter.sidebar_label ?? simInventory.frontMatter.title));
  await expect(simInventoryCard.locator('.theme-doc-card-icon')).toHaveText('📄️');
  await expect(simInventoryCard.locator('.theme-doc-card-description')).toHaveText(
    String(simInventory.frontMatter.description),
  );
  // A category's card shows the category's icon and the description sidebars.ts gives it.
  await expect(card('Organisation').locator('.theme-doc-card-icon')).toHaveText('🗃');
  await expect(card('Organisation').locator('.theme-doc-card-description')).toHaveText(
    'Company details, employees, billing, subscription and data.',
  );
});
