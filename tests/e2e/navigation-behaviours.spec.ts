import {createHash} from 'node:crypto';
import {expect, test, type Locator, type Page} from '@playwright/test';
import {provider} from '../../src/provider';
import {emulateConnection, holdRequests, open, recordTimeline, sidebar} from './helpers';

const sidebarLink = (page: Page, route: string) => sidebar(page).locator(`a[href="${route}"]`);
const pageTitle = (page: Page) => page.locator('article h1');

test.describe('navigation progress bar', () => {
  const progressBar = '#nprogress';

  /**
   * Opens a page with Playwright's clock installed, then pauses it: the bar's 200 ms timer then fires
   * only when the test moves the clock, however busy the machine is.
   */
  async function openWithPausedClock(page: Page, route: string): Promise<void> {
    await page.clock.install();
    await open(page, route);
    await expect(page.locator(progressBar)).toHaveCount(0);
    await page.clock.pauseAt(Date.now() + 1000);
  }

  test('appears once a route change has waited 200 ms for its chunks, and goes when the page shows', async ({page}) => {
    const heldChunks: string[] = [];
    await openWithPausedClock(page, '/rest');
    const restTitle = (await pageTitle(page).textContent())!;
    const releaseChunks = await holdRequests(page, '**/assets/js/*.js', (request) => heldChunks.push(request.url()));
    const timeline = await recordTimeline(page, [progressBar], ['click']);

    await sidebarLink(page, '/graphql').click();
    // nprogress adds the bar synchronously when its timer fires, so the DOM tells at once.
    await page.clock.runFor(199);
    await expect(page.locator(progressBar)).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(page.locator(progressBar)).toBeAttached();
    expect(heldChunks.length, 'the route change waits for chunks').toBeGreaterThan(0);
    const {appeared, events} = await timeline();
    expect(appeared[progressBar][0] - events.click.at(-1)!).toBe(200);

    releaseChunks();
    await page.clock.resume();
    await expect(page).toHaveURL(/\/graphql$/);
    await expect(pageTitle(page)).not.toHaveText(restTitle);
    await expect(page.locator(progressBar)).toHaveCount(0);
  });

  test('never appears for a route change that is ready within 200 ms', async ({page}) => {
    await open(page, '/rest');
    const restTitle = (await pageTitle(page).textContent())!;
    await sidebarLink(page, '/graphql').click();
    await expect(pageTitle(page)).not.toHaveText(restTitle);
    await expect(page.locator(progressBar)).toHaveCount(0);
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    const timeline = await recordTimeline(page, [progressBar]);

    // /rest's chunks are loaded since the first visit, so the change completes with the clock still at 0 ms.
    await sidebarLink(page, '/rest').click();
    await expect(pageTitle(page)).toHaveText(restTitle);
    await page.clock.runFor(200);
    expect((await timeline()).appeared[progressBar]).toEqual([]);
    await expect(page.locator(progressBar)).toHaveCount(0);
  });
});

test.describe('preferred docs version', () => {
  /**
   * Docusaurus's key for the default docs plugin's preferred version. With `future.v4` every
   * Docusaurus storage key ends in a site namespace: '-' and the first 3 hex digits of the MD5 of the
   * site URL with a trailing slash (@docusaurus/core lib/server/storage.js).
   */
  const preferredVersionKey = `docs-preferred-version-default-${createHash('md5')
    .update(`${provider.urls.docs}/`)
    .digest('hex')
    .slice(0, 3)}`;

  /** Stores `version` as the preferred one before the page loads, and records which keys the page reads. */
  async function storeVersionAndWatchReads(page: Page, version: string | null): Promise<void> {
    await page.addInitScript(
      ([key, value]) => {
        if (value !== null) localStorage.setItem(key, value);
        const reads: string[] = [];
        (window as unknown as {storageReads: string[]}).storageReads = reads;
        const getItem = Storage.prototype.getItem;
        Storage.prototype.getItem = function (name: string) {
          reads.push(name);
          return getItem.call(this, name);
        };
      },
      [preferredVersionKey, version] as const,
    );
  }

  /** Resolves once Docusaurus has read the preferred version (it does so once, when the app mounts). */
  async function waitForVersionRead(page: Page): Promise<void> {
    await expect
      .poll(() => page.evaluate(() => (window as unknown as {storageReads: string[]}).storageReads))
      .toContain(preferredVersionKey);
  }

  const storedVersion = (page: Page) => page.evaluate((key) => localStorage.getItem(key), preferredVersionKey);

  test('a stored version the site has is read from the namespaced key and kept while reading docs', async ({page}) => {
    await storeVersionAndWatchReads(page, 'current');
    await open(page, '/apn-configuration');
    await waitForVersionRead(page);
    await sidebarLink(page, '/apn-configuration/android').click();
    await expect(page).toHaveURL(/\/apn-configuration\/android$/);
    expect(await storedVersion(page)).toBe('current');
  });

  test('a stored version the site does not have is removed', async ({page}) => {
    await storeVersionAndWatchReads(page, '1.0.0');
    await open(page, '/apn-configuration');
    await expect.poll(() => storedVersion(page)).toBeNull();
  });

  test('visiting docs stores no version: only a version menu or banner would, and this site shows neither', async ({
    page,
  }) => {
    await storeVersionAndWatchReads(page, null);
    await open(page, '/apn-configuration');
    await waitForVersionRead(page);
    await sidebarLink(page, '/apn-configuration/android').click();
    await expect(page).toHaveURL(/\/apn-configuration\/android$/);
    await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
    await expect(page.locator('.navbar .dropdown')).toHaveCount(0);
    expect(await storedVersion(page)).toBeNull();
  });
});

test.describe('prefetching linked pages', () => {
  const target = '/support';

  /**
   * Records the JS chunks the page starts fetching from now on: `<link rel="prefetch">` (prefetch) and
   * `<script>` (preload) elements added to the document, kept even after webpack removes a loaded script.
   */
  async function recordChunkFetches(page: Page): Promise<() => Promise<{prefetched: string[]; loaded: string[]}>> {
    await page.evaluate(() => {
      const fetches = {prefetched: [] as string[], loaded: [] as string[]};
      (window as unknown as {chunkFetches: typeof fetches}).chunkFetches = fetches;
      new MutationObserver((records) => {
        for (const node of records.flatMap((record) => [...record.addedNodes])) {
          if (node instanceof HTMLLinkElement && node.rel === 'prefetch') fetches.prefetched.push(node.href);
          if (node instanceof HTMLScriptElement && node.src) fetches.loaded.push(node.src);
        }
      }).observe(document.documentElement, {childList: true, subtree: true});
    });
    return () =>
      page.evaluate(() => (window as unknown as {chunkFetches: {prefetched: string[]; loaded: string[]}}).chunkFetches);
  }

  /**
   * Resolves once an IntersectionObserver made now has seen `link` in the viewport. Observers are
   * called in the order they were made, so Docusaurus's own observer on the link has run by then.
   */
  async function waitUntilSeenInViewport(link: Locator): Promise<void> {
    await link.evaluate(
      (element) =>
        new Promise<void>((resolve) => {
          const observer = new IntersectionObserver((entries) => {
            if (entries.some((entry) => entry.isIntersecting)) {
              observer.disconnect();
              resolve();
            }
          });
          observer.observe(element);
        }),
    );
  }

  test('on a normal connection, links in view are prefetched and a hovered link loads its page', async ({page}) => {
    await emulateConnection(page, {effectiveType: '4g', saveData: false});
    await open(page, '/');
    await waitUntilSeenInViewport(sidebarLink(page, target));
    await expect(page.locator('head link[rel="prefetch"]').first()).toBeAttached();

    const chunkFetches = await recordChunkFetches(page);
    await sidebarLink(page, target).hover();
    expect((await chunkFetches()).loaded.length).toBeGreaterThan(0);
  });

  test('each script of the pages that links in view lead to is prefetched once', async ({page}) => {
    await emulateConnection(page, {effectiveType: '4g', saveData: false});
    // The longest doc: its sidebar, breadcrumbs and pagination show links to many routes that share chunks.
    await open(page, '/system-events/event-types');
    await waitUntilSeenInViewport(sidebarLink(page, target));
    const prefetched = () =>
      page
        .locator('head link[rel="prefetch"]')
        .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));

    // The chunks the target's page needs beyond this page's: loaded on hover, and prefetched before (or soon).
    const chunkFetches = await recordChunkFetches(page);
    await sidebarLink(page, target).hover();
    const {loaded} = await chunkFetches();
    expect(loaded.length).toBeGreaterThan(0);
    await expect.poll(prefetched).toEqual(expect.arrayContaining(loaded));
    const urls = await prefetched();
    expect(urls.length - new Set(urls).size, `duplicate prefetches among ${urls.length}`).toBe(0);
  });

  for (const [condition, connection] of [
    ['data saver on', {effectiveType: '4g', saveData: true}],
    ['a 2G connection', {effectiveType: '2g', saveData: false}],
  ] as const) {
    test(`with ${condition}, links in view and hovered links fetch nothing until followed`, async ({page}) => {
      await emulateConnection(page, connection);
      await open(page, '/');
      await waitUntilSeenInViewport(sidebarLink(page, target));
      await expect(page.locator('head link[rel="prefetch"]')).toHaveCount(0);

      const chunkFetches = await recordChunkFetches(page);
      await sidebarLink(page, target).hover();
      expect(await chunkFetches()).toEqual({prefetched: [], loaded: []});

      // Following the link still loads the page's chunks: only the speculative fetching is skipped.
      await sidebarLink(page, target).click();
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      await expect(pageTitle(page)).toBeVisible();
      expect((await chunkFetches()).loaded.length).toBeGreaterThan(0);
    });
  }
});
