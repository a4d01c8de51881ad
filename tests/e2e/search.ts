import {expect, type Page} from '@playwright/test';
import {embeddedIndexName} from '../../src/config/search';

/** The keys DocSearch keeps its history under, one pair per index. */
export const recentKey = `__DOCSEARCH_RECENT_SEARCHES__${embeddedIndexName}`;
export const favoriteKey = `__DOCSEARCH_FAVORITE_SEARCHES__${embeddedIndexName}`;

export const modal = (page: Page) => page.locator('.DocSearch-Modal');
export const searchInput = (page: Page) => page.locator('.DocSearch-Input');
export const hits = (page: Page) => page.locator('.DocSearch-Hit');

export async function openModal(page: Page): Promise<void> {
  await page.getByRole('button', {name: 'Search docs'}).first().click();
  await expect(searchInput(page)).toBeFocused();
}

/** Types a query and waits until the results for it are listed. */
export async function searchFor(page: Page, query: string): Promise<void> {
  await searchInput(page).fill(query);
  await expect(hits(page).first()).toBeVisible();
}

/** A history entry as DocSearch stores it: a hit without highlight and snippet data. */
export function storedHit(index: number) {
  return {
    objectID: `stored-${index}`,
    url: `/apn-configuration/android#stored-${index}`,
    type: 'lvl1',
    content: null,
    hierarchy: {
      lvl0: 'Getting started',
      lvl1: `Stored search ${index}`,
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    },
  };
}

/** Seeds the search history before any page script runs. */
export async function seedHistory(page: Page, recent: unknown[], favorites: unknown[] = []): Promise<void> {
  await page.addInitScript(
    ([keys, values]) => {
      localStorage.setItem(keys[0], JSON.stringify(values[0]));
      localStorage.setItem(keys[1], JSON.stringify(values[1]));
    },
    [
      [recentKey, favoriteKey],
      [recent, favorites],
    ] as const,
  );
}
