import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, type Page} from '@playwright/test';

/** Every route the spec names (tests/fixtures/routes.txt is a copy of the spec's list). */
export const specRoutes = readFileSync(path.resolve(__dirname, '../fixtures/routes.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter(Boolean);

export const unlistedRoutes = ['/custom-services', '/how-tos/add-ip-address-spaces-virtualized'];

/** Opens a page and waits until React has hydrated it, so clicks and keys reach the app. */
export async function open(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await waitForHydration(page);
}

export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
}

export const sidebar = (page: Page) => page.locator('nav[aria-label="Docs sidebar"]');
