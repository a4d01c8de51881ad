import {expect, test} from '@playwright/test';
import {footer} from '../../src/config/footer';
import {open} from './helpers';

test('the navbar logo leads home and the navbar has no items', async ({page}) => {
  await open(page, '/rest');
  await expect(page.locator('.navbar__items .navbar__item')).toHaveCount(0);
  await page.locator('a.navbar__brand').click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe('below 996 px', () => {
  test.use({viewport: {width: 990, height: 800}});

  test('the menu button opens the navigation panel', async ({page}) => {
    await open(page, '/rest');
    await expect(page.locator('nav[aria-label="Docs sidebar"]')).toBeHidden();
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const panel = page.locator('.navbar-sidebar');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', {name: 'Home'})).toBeVisible();
  });
});

// Docusaurus switches to the desktop layout above 996 px.
test.describe('above 996 px', () => {
  test.use({viewport: {width: 997, height: 800}});

  test('the sidebar shows and the menu button does not', async ({page}) => {
    await open(page, '/rest');
    await expect(page.locator('nav[aria-label="Docs sidebar"]')).toBeVisible();
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
  });
});

test('the footer has its four columns, their links, the cookie button and the 2025 copyright', async ({page}) => {
  await open(page, '/');
  const footerElement = page.locator('footer.footer');
  await expect(footerElement.locator('.footer__title')).toHaveText(['Resources', 'Support', 'Social', 'Legal']);
  for (const column of footer.links) {
    for (const item of column.items) {
      if (!('href' in item)) continue;
      await expect(footerElement.getByRole('link', {name: item.label})).toHaveAttribute('href', item.href);
    }
  }
  // Hidden until the consent manager is ready: tests/e2e/consent-and-tags.spec.ts holds it back to check that.
  await expect(footerElement.locator('button', {hasText: 'Cookie settings'})).toBeAttached();
  await expect(footerElement).toContainText('Copyright © 2025');
});

test('the announcement bar closes and stays closed after a reload', async ({page}) => {
  await open(page, '/');
  const bar = page.locator('.theme-announcement-bar');
  await expect(bar).toContainText('Scheduled maintenance');
  await bar.getByRole('button', {name: 'Close'}).click();
  await expect(bar).toBeHidden();
  await page.reload();
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
  await expect(bar).toBeHidden();
});

test('a page that throws while rendering shows the crash fallback', async ({page}) => {
  await open(page, '/e2e/crash');
  await expect(page.getByText('This page crashed.')).toBeVisible();
  await expect(page.getByRole('button', {name: 'Try again'})).toBeVisible();
});
