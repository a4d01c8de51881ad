import {expect, test, type Page} from '@playwright/test';
import {emulateConnection, open, phoneViewport, rewriteScripts} from './helpers';
import {algolia} from '../../src/config/search';
import {
  favoriteKey,
  hitPath,
  hits,
  hitsOf,
  modal,
  openModal,
  recentKey,
  searchFor,
  searchInput,
  seedHistory,
  serviceAnswerTo,
  storedHit,
} from './search';

test.afterEach(({page}) => page.unrouteAll({behavior: 'ignoreErrors'}));

test.describe('opening and closing the modal', () => {
  test('the Search docs button opens it, with its input, buttons and key hints', async ({page}) => {
    await open(page, '/');
    await openModal(page);
    await expect(searchInput(page)).toHaveAttribute('placeholder', 'Search docs');
    await expect(modal(page).locator('.DocSearch-Reset')).toBeAttached();
    // The cancel button is only displayed on small screens; on desktop it is in the DOM but hidden.
    await expect(modal(page).locator('button.DocSearch-Cancel')).toHaveText('Cancel');
    await expect(modal(page).locator('.DocSearch-Footer .DocSearch-Commands')).toBeVisible();
    await expect(modal(page)).toContainText('No recent searches');
  });

  for (const modifier of ['Control', 'Meta']) {
    test(`${modifier}+K toggles it`, async ({page}) => {
      await open(page, '/');
      await page.keyboard.press(`${modifier}+k`);
      await expect(modal(page)).toBeVisible();
      await page.keyboard.press(`${modifier}+k`);
      await expect(modal(page)).toBeHidden();
    });
  }

  test('/ opens it, but not while typing in a text field', async ({page}) => {
    await open(page, '/search');
    await page.locator('input[name="q"]').focus();
    await page.keyboard.press('/');
    await expect(modal(page)).toBeHidden();
    await expect(page.locator('input[name="q"]')).toHaveValue('/');

    await page.getByRole('heading', {level: 1}).click();
    await page.keyboard.press('/');
    await expect(modal(page)).toBeVisible();
  });

  test('Escape closes it', async ({page}) => {
    await open(page, '/');
    await openModal(page);
    await page.keyboard.press('Escape');
    await expect(modal(page)).toBeHidden();
  });
});

/** Rules for `.DocSearch-Modal` in the page's style sheets, inside cascade layers too (future.v4 in docusaurus.config.ts). */
const modalRules = (page: Page) =>
  page.evaluate(() => {
    const selectors = (rules: CSSRuleList): string[] =>
      [...rules].flatMap((rule) =>
        rule instanceof CSSStyleRule
          ? [rule.selectorText]
          : rule instanceof CSSGroupingRule
            ? selectors(rule.cssRules)
            : [],
      );
    return [...document.styleSheets]
      .flatMap((sheet) => selectors(sheet.cssRules))
      .filter((selector) => selector === '.DocSearch-Modal').length;
  });

test.describe("the modal's code and styles", () => {
  test('are not in what the page loads first, and the button is styled from the first paint', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const firstStyleSheets = [...html.matchAll(/<link rel=stylesheet href=([^ >]+)/g)].map((match) => match[1]);
    expect(firstStyleSheets.length).toBeGreaterThan(0);
    for (const href of firstStyleSheets)
      expect(await (await request.get(href)).text()).not.toContain('.DocSearch-Modal');
    // Before any script runs: the button's rules (DocSearch's pill, with the theme's margin) are in styles.css.
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/');
    await expect(page.locator('.DocSearch-Button')).toHaveCSS('border-radius', '40px');
    await expect(page.locator('.DocSearch-Button')).toHaveCSS('margin-left', '0px');
  });

  test('load once the page is idle, so that the shortcut downloads nothing', async ({page}) => {
    await emulateConnection(page, {effectiveType: '4g', saveData: false});
    await open(page, '/');
    await expect.poll(() => modalRules(page)).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    const requested: string[] = [];
    page.on('request', (request) => {
      if (['script', 'stylesheet'].includes(request.resourceType())) requested.push(request.url());
    });
    await page.keyboard.press('Control+k');
    await searchFor(page, 'apn');
    expect(requested).toEqual([]);
    await expect(modal(page)).toHaveCSS('flex-direction', 'column');
  });

  for (const [condition, connection] of [
    ['data saver on', {effectiveType: '4g', saveData: true}],
    ['a 2G connection', {effectiveType: '2g', saveData: false}],
  ] as const) {
    test(`with ${condition}, load only when the reader reaches for search`, async ({page}) => {
      await emulateConnection(page, connection);
      await open(page, '/');
      await page.waitForLoadState('networkidle');
      expect(await modalRules(page)).toBe(0);
      await openModal(page);
      expect(await modalRules(page)).toBeGreaterThan(0);
      await searchFor(page, 'apn');
    });
  }
});

test('a query is sent in the task of the keystroke that typed it, not after the frame it causes', async ({page}) => {
  await open(page, '/');
  await openModal(page);
  await searchFor(page, 'ap'); // the client's chunk is loaded: the next query waits for no download
  // A timer set as the input event starts runs after that task's microtasks and before any later task. The
  // client's default host cache (localStorage) waits such a timer before every request (src/search/lite-client.ts).
  await page.evaluate(() => {
    const order: string[] = (window.__searchRequestOrder = []);
    const {open: openRequest, send} = XMLHttpRequest.prototype;
    const searchRequests = new WeakSet<XMLHttpRequest>();
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: Parameters<XMLHttpRequest['open']>) {
      if (String(args[1]).includes('/1/indexes/')) searchRequests.add(this);
      return openRequest.apply(this, args);
    } as XMLHttpRequest['open'];
    XMLHttpRequest.prototype.send = function (...args) {
      if (searchRequests.has(this)) order.push('search request sent');
      return send.apply(this, args);
    };
    addEventListener('input', () => setTimeout(() => order.push('next task')), true);
  });
  await searchFor(page, 'apn');
  expect(await page.evaluate(() => window.__searchRequestOrder?.slice(0, 2))).toEqual([
    'search request sent',
    'next task',
  ]);
});

/** The spec's search constants (section 9) for the modal's query, which DocSearch 3.9.0 sets itself. */
const PAGE_SIZE = 20;
const HITS_SHOWN_PER_SECTION = 5;
const SNIPPET_WORDS = {desktop: 10, phone: 5};

for (const device of ['desktop', 'phone'] as const) {
  test(`on a ${device}, the modal asks for the spec's page of ${PAGE_SIZE} hits with ${SNIPPET_WORDS[device]}-word snippets, and lists at most ${HITS_SHOWN_PER_SECTION} per section`, async ({
    page,
  }) => {
    if (device === 'phone') await page.setViewportSize(phoneViewport); // DocSearch reads the width as the modal mounts
    await open(page, '/');
    const query = 'apn'; // most of its hits are in one section, so the per-section cap has something to cut
    const answer = serviceAnswerTo(page, query);
    await openModal(page);
    await searchInput(page).fill(query);
    const request = (await answer).request();

    // Calls made (spec section 7): one query in the request, the credentials in the address and nowhere else.
    const address = new URL(request.url());
    expect(address.searchParams.get('x-algolia-application-id')).toBe(algolia.appId);
    expect(address.searchParams.get('x-algolia-api-key')).toBe(algolia.apiKey);
    expect(request.postData()).not.toContain(algolia.apiKey);
    expect(await request.allHeaders()).not.toHaveProperty('x-algolia-api-key');
    const words = SNIPPET_WORDS[device];
    const levels = [1, 2, 3, 4, 5, 6].map((level) => `hierarchy.lvl${level}`);
    expect(request.postDataJSON().requests).toEqual([
      expect.objectContaining({
        query,
        indexName: algolia.indexName,
        attributesToRetrieve: ['hierarchy.lvl0', ...levels, 'content', 'type', 'url'],
        attributesToSnippet: [...levels, 'content'].map((attribute) => `${attribute}:${words}`),
        snippetEllipsisText: '…',
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
        hitsPerPage: PAGE_SIZE,
      }),
    ]);

    // Each section lists the service's first hits in it, in the service's order, up to the cap.
    const answeredPerSection = new Map<string, string[]>();
    for (const hit of await hitsOf(await answer)) {
      const section = hit.hierarchy.lvl0!;
      answeredPerSection.set(section, [...(answeredPerSection.get(section) ?? []), hitPath(hit)]);
    }
    expect(
      Math.max(...[...answeredPerSection.values()].map((paths) => paths.length)),
      `"${query}" needs a section with more than ${HITS_SHOWN_PER_SECTION} hits; choose another query`,
    ).toBeGreaterThan(HITS_SHOWN_PER_SECTION);
    const expected = Object.fromEntries(
      [...answeredPerSection].map(([section, paths]) => [section, paths.slice(0, HITS_SHOWN_PER_SECTION)]),
    );
    await expect
      .poll(() =>
        modal(page)
          .locator('.DocSearch-Hits')
          .evaluateAll((sections) =>
            Object.fromEntries(
              sections.map((section) => [
                section.querySelector('.DocSearch-Hit-source')?.textContent,
                Array.from(section.querySelectorAll('.DocSearch-Hit a'), (link) => link.getAttribute('href')),
              ]),
            ),
          ),
      )
      .toEqual(expected);
  });
}

test('the input takes at most 64 characters', async ({page}) => {
  await open(page, '/');
  await openModal(page);
  await searchInput(page).pressSequentially('a'.repeat(80));
  await expect(searchInput(page)).toHaveValue('a'.repeat(64));
});

test('selected text becomes the initial query, cut at 64 characters', async ({page}) => {
  await open(page, '/rest');
  const selected = await page.evaluate(() => {
    const paragraph = [...document.querySelectorAll('article p')].find((p) => (p.textContent ?? '').length > 80)!;
    const range = document.createRange();
    range.selectNodeContents(paragraph);
    const selection = window.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
    return selection.toString();
  });
  await page.keyboard.press('Control+k');
  await expect(searchInput(page)).toHaveValue(selected.slice(0, 64));
});

test('results are grouped by top-level section', async ({page}) => {
  await open(page, '/');
  await openModal(page);
  await searchFor(page, 'apn');
  const sections = modal(page).locator('.DocSearch-Hit-source');
  await expect(sections.first()).toBeVisible();
  const titles = await sections.allTextContents();
  expect(titles.length).toBeGreaterThan(1);
  expect(new Set(titles).size).toBe(titles.length);
  expect(titles).toContain('Getting started');
});

test('arrow keys move the active hit and wrap around', async ({page}) => {
  await open(page, '/');
  await openModal(page);
  await searchFor(page, 'sim');
  const count = await hits(page).count();
  const active = modal(page).locator('.DocSearch-Hit[aria-selected="true"]');
  await expect(active).toHaveCount(1);
  const first = await active.getAttribute('id');
  await page.keyboard.press('ArrowDown');
  await expect(active).not.toHaveAttribute('id', first!);
  await page.keyboard.press('ArrowUp');
  await expect(active).toHaveAttribute('id', first!);
  await page.keyboard.press('ArrowUp');
  await expect(active).toHaveAttribute(
    'id',
    (await hits(page)
      .nth(count - 1)
      .getAttribute('id'))!,
  );
  await page.keyboard.press('ArrowDown');
  await expect(active).toHaveAttribute('id', first!);
});

test('Enter opens the active hit; it then appears under Recent, can be made a favourite or deleted', async ({page}) => {
  await open(page, '/');
  await openModal(page);
  await searchFor(page, 'openvpn windows');
  const target = await modal(page).locator('.DocSearch-Hit[aria-selected="true"] a').getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(modal(page)).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${target!.split('#')[0]}`));

  await openModal(page);
  const recent = modal(page).locator('.DocSearch-Hits').filter({hasText: 'Recent'});
  await expect(recent.locator('.DocSearch-Hit')).toHaveCount(1);
  await recent.getByTitle('Save this search').click();
  const favorites = modal(page).locator('.DocSearch-Hits').filter({hasText: 'Favorite'});
  await expect(favorites.locator('.DocSearch-Hit')).toHaveCount(1);
  await expect(modal(page).locator('.DocSearch-Hits').filter({hasText: 'Recent'})).toHaveCount(0);
  expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), favoriteKey))!)).toHaveLength(1);

  await favorites.getByTitle('Remove this search from favorites').click();
  await expect(modal(page)).toContainText('No recent searches');
});

test('a recent search can be deleted', async ({page}) => {
  await seedHistory(page, [storedHit(1), storedHit(2)]);
  await open(page, '/');
  await openModal(page);
  const recent = modal(page).locator('.DocSearch-Hits').filter({hasText: 'Recent'});
  await expect(recent.locator('.DocSearch-Hit')).toHaveCount(2);
  await recent.locator('.DocSearch-Hit').first().getByTitle('Remove this search from history').click();
  await expect(recent.locator('.DocSearch-Hit')).toHaveCount(1);
  await expect
    .poll(async () => JSON.parse((await page.evaluate((key) => localStorage.getItem(key), recentKey))!).length)
    .toBe(1);
});

test('recent searches keep 7 without favourites', async ({page}) => {
  await seedHistory(
    page,
    Array.from({length: 10}, (_, index) => storedHit(index)),
  );
  await open(page, '/');
  await openModal(page);
  await expect(
    modal(page).locator('.DocSearch-Hits').filter({hasText: 'Recent'}).locator('.DocSearch-Hit'),
  ).toHaveCount(7);
});

test('recent searches keep 4 when there are favourites', async ({page}) => {
  await seedHistory(
    page,
    Array.from({length: 10}, (_, index) => storedHit(index)),
    [storedHit(99)],
  );
  await open(page, '/');
  await openModal(page);
  await expect(
    modal(page).locator('.DocSearch-Hits').filter({hasText: 'Recent'}).locator('.DocSearch-Hit'),
  ).toHaveCount(4);
  await expect(
    modal(page).locator('.DocSearch-Hits').filter({hasText: 'Favorite'}).locator('.DocSearch-Hit'),
  ).toHaveCount(1);
});

test('a query without hits shows No results for the query', async ({page}) => {
  await open(page, '/');
  await openModal(page);
  await searchInput(page).fill('qqqzzzxxx');
  await expect(modal(page).locator('.DocSearch-NoResults')).toContainText('No results for "qqqzzzxxx"');
});

test('when every search host fails, the error screen shows and the page keeps working', async ({page}) => {
  await page.route('**/1/indexes/**', (route) => route.abort('connectionrefused'));
  await open(page, '/');
  await openModal(page);
  await searchInput(page).fill('apn');
  await expect(modal(page)).toContainText('Unable to fetch results');
  await expect(modal(page)).toContainText('You might want to check your network connection.');
  await page.keyboard.press('Escape');
  await expect(modal(page)).toBeHidden();
  await page.locator('nav[aria-label="Docs sidebar"] a[href="/support"]').click();
  await expect(page).toHaveURL(/\/support$/);
  await expect(page.locator('article h1')).toBeVisible();
});

test('when the search client cannot load, the error screen shows, and the next query loads it again', async ({
  page,
}) => {
  let clientBlocked = true;
  let refusedLoads = 0;
  await rewriteScripts(page, (source) => {
    // The chunk with algoliasearch's lite client that the modal imports; DocSearch's own bundle carries another copy.
    if (clientBlocked && source.includes('client:"Lite"') && !source.includes('DocSearch-Modal')) {
      refusedLoads++;
      return null;
    }
    return source;
  });
  await open(page, '/');
  await openModal(page);
  await searchInput(page).fill('apn');
  await expect(modal(page)).toContainText('Unable to fetch results');
  expect(refusedLoads, 'the modal asked for the client chunk').toBeGreaterThan(0);

  clientBlocked = false;
  await searchFor(page, 'sim');
});
