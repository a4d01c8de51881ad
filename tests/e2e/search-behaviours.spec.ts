import {expect, test, type Page} from '@playwright/test';
import {holdRequests, open, recordTimeline, rewriteScripts} from './helpers';
import {
  favoriteKey,
  hitLink,
  hitPath,
  hits,
  modal,
  noResultsScreen,
  openModal,
  readHistory,
  recentKey,
  searchFor,
  searchInput,
  sectionTitles,
  serviceHitsFor,
  type ServiceHit,
} from './search';
import {embeddedSearchTimeouts} from '../../src/search/embedded';

/** How the main bundle carries the report address: in the site config, as `customFields.search.missingResultsUrl`. */
const configuredMissingResultsUrl = /missingResultsUrl:"([^"]*)"/g;

/** A query no record matches, even with typo tolerance. */
const noHitQuery = 'qqqzzzxxx';

const searchRequests = '**/1/indexes/**';
const activeHitLink = (page: Page) => modal(page).locator('.DocSearch-Hit[aria-selected="true"] a');
const loadingIndicator = (page: Page) => modal(page).locator('.DocSearch-LoadingIndicator');
const stalledContainer = '.DocSearch-Container--Stalled';
const errorScreen = (page: Page) => modal(page).locator('.DocSearch-ErrorScreen');

/** Holds every search request until the returned function is called. */
const holdSearchAnswers = (page: Page) => holdRequests(page, searchRequests);

test.afterEach(({page}) => page.unrouteAll({behavior: 'ignoreErrors'}));

test.describe('no-results screen', () => {
  test('suggests at most 3 section names from earlier searches, and a suggestion runs as the query', async ({page}) => {
    await open(page, '/');
    await openModal(page);
    await searchFor(page, 'sim');
    const sections = await sectionTitles(page).allTextContents();
    expect(sections.length, 'the earlier search lists more sections than the screen may suggest').toBeGreaterThan(3);

    await searchInput(page).fill(noHitQuery);
    await expect(noResultsScreen(page).locator('.DocSearch-Title')).toHaveText(`No results for "${noHitQuery}"`);
    await expect(noResultsScreen(page)).toContainText('Try searching for:');
    const suggestions = noResultsScreen(page).locator('button.DocSearch-Prefill');
    await expect(suggestions).toHaveText(sections.slice(0, 3));

    const suggestion = sections[1];
    // DocSearch fills in the lower-cased section name followed by a space.
    const suggestedQuery = `${suggestion.toLowerCase()} `;
    const answer = serviceHitsFor(page, suggestedQuery);
    await suggestions.filter({hasText: suggestion}).click();
    await expect(searchInput(page)).toHaveValue(suggestedQuery);
    await expect(searchInput(page)).toBeFocused();
    expect((await answer).length).toBeGreaterThan(0);
    await expect(hits(page).first()).toBeVisible();
    await expect(noResultsScreen(page)).toHaveCount(0);
  });

  test('links to the report-missing-results address with the query', async ({page}) => {
    const query = 'qqqzzz & xxxqqq?';
    await open(page, '/');
    // The e2e build is made with SEARCH_MISSING_RESULTS_URL set (tests/e2e/fixtures/site.ts).
    const mainBundle = await page.locator('script[src*="/assets/js/main."]').getAttribute('src');
    const [[, address]] = (await (await page.request.get(mainBundle!)).text()).matchAll(configuredMissingResultsUrl);
    expect(address).toMatch(/^https:\/\//);

    await openModal(page);
    await searchInput(page).fill(query);
    await expect(noResultsScreen(page)).toContainText(`No results for "${query}"`);
    await expect(noResultsScreen(page)).toContainText('Believe this query should return results? Let us know.');
    const link = noResultsScreen(page).getByRole('link', {name: 'Let us know.'});
    await expect(link).toHaveAttribute('href', `${address}?q=${encodeURIComponent(query)}`);
    await expect(link).toHaveAttribute('target', '_blank');
  });

  test('has no report link when the site sets no address', async ({page}) => {
    // The address reaches the browser only as `customFields.search.missingResultsUrl` in the site
    // config the main bundle carries. Serving that bundle with the value removed is what a build
    // without SEARCH_MISSING_RESULTS_URL ships, without a second build.
    let bundlesStripped = 0;
    await rewriteScripts(page, (source) => {
      const stripped = source.replace(configuredMissingResultsUrl, 'missingResultsUrl:void 0');
      if (stripped !== source) bundlesStripped++;
      return stripped;
    });
    await open(page, '/');
    expect(bundlesStripped, 'the served JS carries the configured address once').toBe(1);
    await openModal(page);
    await searchInput(page).fill(noHitQuery);
    await expect(noResultsScreen(page)).toContainText(`No results for "${noHitQuery}"`);
    await expect(noResultsScreen(page)).not.toContainText('Believe this query should return results?');
    await expect(noResultsScreen(page).getByRole('link')).toHaveCount(0);
  });
});

test.describe('stalled search', () => {
  /**
   * Opens the modal with Playwright's clock installed, then pauses it: the stall timer and the search
   * client's timeouts then fire only when the test moves the clock, however busy the machine is.
   * The search client's module loads when the modal opens, and each search waits on a zero-delay
   * timer of its host cache. Were the module to arrive after the pause, that timer would sit on the
   * stopped clock and no query would leave, so one search with the clock running waits for the module.
   */
  async function openModalWithPausedClock(page: Page): Promise<void> {
    await page.clock.install();
    await open(page, '/');
    await openModal(page);
    await searchFor(page, 'imei');
    await searchInput(page).fill('');
    await expect(hits(page)).toHaveCount(0);
    await page.clock.pauseAt(Date.now() + 1000);
  }

  test('an answer slower than 300 ms shows the loading indicator until the results arrive', async ({page}) => {
    await openModalWithPausedClock(page);
    const releaseAnswer = await holdSearchAnswers(page);
    const timeline = await recordTimeline(page, [stalledContainer], ['input']);

    await searchInput(page).fill('apn');
    await page.clock.runFor(300);
    await expect(page.locator(stalledContainer)).toBeVisible();
    await expect(loadingIndicator(page)).toBeVisible();
    await expect(modal(page).locator('.DocSearch-MagnifierLabel')).toBeHidden();
    const {appeared, events} = await timeline();
    expect(appeared[stalledContainer][0] - events.input.at(-1)!).toBe(300);

    releaseAnswer();
    await expect(hits(page).first()).toBeVisible();
    await expect(page.locator(stalledContainer)).toHaveCount(0);
    await expect(loadingIndicator(page)).toBeHidden();
  });

  test('an answer that takes almost the whole timeout still lists its hits', async ({page}) => {
    await openModalWithPausedClock(page);
    const releaseAnswer = await holdSearchAnswers(page);
    await searchInput(page).fill('apn');
    await page.clock.runFor(embeddedSearchTimeouts.connect - 1);
    await expect(loadingIndicator(page)).toBeVisible();
    await expect(errorScreen(page)).toHaveCount(0);
    releaseAnswer();
    await expect(hits(page).first()).toBeVisible();
    await expect(errorScreen(page)).toHaveCount(0);
  });

  test('an answer that never comes shows the error screen once the timeout passes', async ({page}) => {
    await openModalWithPausedClock(page);
    await holdSearchAnswers(page);
    await searchInput(page).fill('apn');
    await page.clock.runFor(embeddedSearchTimeouts.connect);
    // Giving up goes through the client's host cache, which yields to a zero-delay timer first.
    await page.clock.runFor(1);
    await expect(errorScreen(page)).toBeVisible();
  });

  test('an answer within 300 ms never shows the loading indicator', async ({page}) => {
    await openModalWithPausedClock(page);
    const timeline = await recordTimeline(page, [stalledContainer]);

    // The search client sends the request from a zero-delay timer; with the clock standing still after
    // that, the answer arrives 1 ms after the input. Then the rest of the threshold passes.
    await searchInput(page).fill('apn');
    await page.clock.runFor(1);
    await expect(hits(page).first()).toBeVisible();
    await page.clock.runFor(299);
    // A key press renders the modal from the current search state, so a late stall would show by now.
    const firstHit = await hits(page).first().getAttribute('id');
    await page.keyboard.press('ArrowDown');
    await expect(modal(page).locator('.DocSearch-Hit[aria-selected="true"]')).not.toHaveAttribute('id', firstHit!);
    expect((await timeline()).appeared[stalledContainer]).toEqual([]);
    await expect(loadingIndicator(page)).toBeHidden();
  });
});

test.describe('opening the active hit', () => {
  /** Opens the modal on the home page, lists hits and returns the active hit's link target. */
  async function listHits(page: Page): Promise<string> {
    await open(page, '/');
    await openModal(page);
    await searchFor(page, 'openvpn windows');
    const target = await activeHitLink(page).getAttribute('href');
    expect(target).toMatch(/^\/integration-guides\/openvpn-windows/);
    return target!;
  }

  test('Enter opens it in the same tab', async ({page, context}) => {
    const target = await listHits(page);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => `${url.pathname}${url.hash}` === target);
    await expect(modal(page)).toBeHidden();
    expect(context.pages()).toEqual([page]);
  });

  for (const keys of ['Control+Enter', 'Meta+Enter', 'Shift+Enter']) {
    const opens = keys === 'Shift+Enter' ? 'a new window' : 'a new tab';
    test(`${keys} opens it in ${opens} and leaves this page as it was`, async ({page, context}) => {
      const target = await listHits(page);
      const newPage = context.waitForEvent('page');
      await page.keyboard.press(keys);
      const opened = await newPage;
      await opened.waitForURL((url) => `${url.pathname}${url.hash}` === target);
      expect(new URL(page.url()).pathname).toBe('/');
      // A modified key leaves the modal open, as a modified click does.
      await expect(modal(page)).toBeVisible();
    });
  }

  test('Alt+Enter does nothing', async ({page, context}) => {
    await page.addInitScript(() => {
      const windowOpen = window.open.bind(window);
      const counted = window as unknown as {openCalls: number};
      counted.openCalls = 0;
      window.open = (...args) => {
        counted.openCalls++;
        return windowOpen(...args);
      };
    });
    const target = await listHits(page);
    await page.keyboard.press('Alt+Enter');
    // DocSearch handles Enter synchronously in keydown, so by the time this runs it would have acted.
    expect(
      await page.evaluate(() => [location.pathname, (window as unknown as {openCalls: number}).openCalls]),
    ).toEqual(['/', 0]);
    await expect(modal(page)).toBeVisible();
    await expect(activeHitLink(page)).toHaveAttribute('href', target);
    expect(context.pages()).toEqual([page]);
  });
});

test.describe('recent searches', () => {
  /**
   * Queries whose results have listed a paragraph (content hit) of a page under that page's own hit. Writers' edits
   * move hits ('quick' stopped when the SDK quickstarts' headings filled the first five places of their group,
   * 'zapier' when /portal/no-code was reworded), so the test takes the first that still does.
   */
  const paragraphUnderPageQueries = ['smpp', 'zapier', 'quick', 'webhook signature', 'data quota'];

  /** Searches until a query's results list a paragraph of a page under that page's hit, and returns the three. */
  async function listContentHitUnderItsPage(
    page: Page,
  ): Promise<{query: string; child: ServiceHit; parent: ServiceHit}> {
    for (const query of paragraphUnderPageQueries) {
      const answer = serviceHitsFor(page, query);
      await searchFor(page, query);
      const serviceHits = await answer;
      for (const child of serviceHits.filter((hit) => hit.type === 'content' && new URL(hit.url).hash)) {
        const parent = serviceHits.find(
          (hit) =>
            hit.type === 'lvl1' &&
            hit.hierarchy.lvl0 === child.hierarchy.lvl0 &&
            hit.hierarchy.lvl1 === child.hierarchy.lvl1,
        );
        const listedAsChild = modal(page).locator(`.DocSearch-Hit--Child a[href="${hitPath(child)}"]`);
        if (parent && (await listedAsChild.count()) === 1 && (await hitLink(page, parent).count()) === 1) {
          return {query, child, parent};
        }
      }
    }
    throw new Error(
      `no query of ${paragraphUnderPageQueries.join(', ')} lists a paragraph under its page's hit any more; add one that does`,
    );
  }

  /** How DocSearch stores a hit: with the site path Docusaurus gave it and no highlight or snippet data. */
  function stored(hit: ServiceHit) {
    const {_highlightResult, _snippetResult, ...rest} = hit;
    return {...rest, url: hitPath(hit)};
  }

  test("selecting a paragraph hit saves its page's hit, without highlight and snippet data", async ({page}) => {
    await open(page, '/');
    await openModal(page);
    const {child, parent} = await listContentHitUnderItsPage(page);
    await hitLink(page, child).click();
    await page.waitForURL((url) => `${url.pathname}${url.hash}` === hitPath(child));

    const recent = await readHistory(page, recentKey);
    expect(recent).toEqual([stored(parent)]);
    expect(recent![0]).not.toHaveProperty('_highlightResult');
    expect(recent![0]).not.toHaveProperty('_snippetResult');
  });

  test('selecting a heading hit saves that heading: DocSearch swaps in the page only for paragraphs', async ({
    page,
  }) => {
    await open(page, '/');
    await openModal(page);
    const answer = serviceHitsFor(page, 'openvpn windows');
    await searchFor(page, 'openvpn windows');
    const heading = (await answer).find((hit) => hit.type === 'lvl2')!;
    await modal(page)
      .locator(`.DocSearch-Hit--Child a[href="${hitPath(heading)}"]`)
      .click();
    await page.waitForURL((url) => `${url.pathname}${url.hash}` === hitPath(heading));
    const recent = await readHistory(page, recentKey);
    expect(recent).toHaveLength(1);
    expect(recent![0]).toMatchObject(stored(heading));
  });

  test('a hit whose page is a favourite is not added to recent', async ({page}) => {
    await open(page, '/');
    await openModal(page);
    const {query, child, parent} = await listContentHitUnderItsPage(page);
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
    // DocSearch reads its history when the modal opens, so the favourite counts from the next opening.
    await page.evaluate(([key, favorite]) => localStorage.setItem(key, JSON.stringify([favorite])), [
      favoriteKey,
      stored(parent),
    ] as const);

    await openModal(page);
    await expect(modal(page).locator('.DocSearch-Hits').filter({hasText: 'Favorite'})).toContainText(
      parent.hierarchy.lvl1!,
    );
    await searchFor(page, query);
    await hitLink(page, child).click();
    await page.waitForURL((url) => `${url.pathname}${url.hash}` === hitPath(child));
    expect((await readHistory(page, recentKey)) ?? []).toEqual([]);
    expect(await readHistory(page, favoriteKey)).toEqual([stored(parent)]);
  });
});

test.describe('Escape', () => {
  // The autocomplete panel is open exactly when the input names the result lists it controls.
  const expectPanelOpen = (page: Page) => expect(searchInput(page)).toHaveAttribute('aria-controls');
  const expectPanelClosed = (page: Page) => expect(searchInput(page)).not.toHaveAttribute('aria-controls');

  test('closes the modal while the results panel is open', async ({page}) => {
    await open(page, '/');
    await openModal(page);
    await searchFor(page, 'apn');
    await expectPanelOpen(page);
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
  });

  test('closes the modal when the panel is closed too, so the query is never seen being cleared', async ({page}) => {
    await open(page, '/');
    await openModal(page);
    await searchInput(page).fill(noHitQuery);
    await expect(noResultsScreen(page)).toBeVisible();
    // The panel opens only when it has items, so on the no-results screen it is closed.
    await expectPanelClosed(page);
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
  });

  test('from a key remapped to Escape, first closes the panel, then clears the query', async ({page}) => {
    // DocSearch closes the modal on `code === 'Escape'`; the autocomplete core acts on `key === 'Escape'`.
    // A key remapped to Escape by the system (here Caps Lock) has the key but not the code, so only the
    // core's own Escape handling runs: the one place the spec's "otherwise clears the query" is visible.
    const cdp = await page.context().newCDPSession(page);
    const pressRemappedEscape = async () => {
      for (const type of ['rawKeyDown', 'keyUp'] as const) {
        await cdp.send('Input.dispatchKeyEvent', {type, key: 'Escape', code: 'CapsLock', windowsVirtualKeyCode: 27});
      }
    };
    await open(page, '/');
    await openModal(page);
    await searchFor(page, 'apn');

    await pressRemappedEscape();
    await expectPanelClosed(page);
    await expect(modal(page).locator('.DocSearch-Hit[aria-selected="true"]')).toHaveCount(0);
    await expect(searchInput(page)).toHaveValue('apn');

    await pressRemappedEscape();
    await expect(searchInput(page)).toHaveValue('');
    await expect(modal(page)).toContainText('No recent searches');
  });
});
