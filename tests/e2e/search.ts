import {expect, type Page, type Response} from '@playwright/test';
import {embeddedIndexName} from '../../search/index-name';

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

export const noResultsScreen = (page: Page) => page.locator('.DocSearch-NoResults');
export const sectionTitles = (page: Page) => modal(page).locator('.DocSearch-Hit-source');

/** A hit as the search service returns it (the fields the modal asks for, plus highlight data). */
export interface ServiceHit {
  objectID: string;
  url: string;
  type: string;
  content: string | null;
  hierarchy: Record<string, string | null>;
  _highlightResult?: unknown;
  _snippetResult?: unknown;
}

/** Resolves with the search service's answer to `query`, as the modal sends it (its request is `.request()`). */
export function serviceAnswerTo(page: Page, query: string): Promise<Response> {
  return page.waitForResponse(
    (candidate) =>
      new URL(candidate.url()).pathname.endsWith('/queries') &&
      candidate.request().postDataJSON()?.requests?.[0]?.query === query,
  );
}

/** The hits of one of the search service's answers. */
export async function hitsOf(answer: Response): Promise<ServiceHit[]> {
  return (await answer.json()).results[0].hits;
}

/** Resolves with the hits the search service answers to `query`, as the modal sends it. */
export async function serviceHitsFor(page: Page, query: string): Promise<ServiceHit[]> {
  return hitsOf(await serviceAnswerTo(page, query));
}

/** The link target the modal gives a hit: Docusaurus turns the absolute record URL into a site path. */
export const hitPath = (hit: ServiceHit) => {
  const url = new URL(hit.url);
  return `${url.pathname}${url.hash}`;
};

/** The modal's hit link for one service hit. */
export const hitLink = (page: Page, hit: ServiceHit) => modal(page).locator(`.DocSearch-Hit a[href="${hitPath(hit)}"]`);

/** The parsed value of a DocSearch history key, or null when DocSearch has not written it. */
export async function readHistory(page: Page, key: string): Promise<ServiceHit[] | null> {
  return JSON.parse((await page.evaluate((storageKey) => localStorage.getItem(storageKey), key)) ?? 'null');
}
