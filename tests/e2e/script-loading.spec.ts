import {expect, test, type Page} from '@playwright/test';
import {open, waitForHydration} from './helpers';

// src/upstream/ssr-template: the app's scripts are requested once the page has painted, not with its style sheet.

test("the app's scripts are requested after the first paint, and the page hydrates", async ({page}) => {
  await open(page, '/system-events/event-types');
  const {firstPaint, firstScript} = await page.evaluate(() => {
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/js/'));
    return {
      firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime,
      firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
    };
  });
  expect(firstPaint).toBeGreaterThan(0);
  expect(firstScript).toBeGreaterThan(firstPaint!);
});

test('a page opened in a background tab, which paints nothing, still requests them and hydrates', async ({page}) => {
  await page.addInitScript(() => {
    Object.defineProperty(Document.prototype, 'visibilityState', {configurable: true, get: () => 'hidden'});
    // A hidden page runs no animation frames (so react-helmet-async never sets data-has-hydrated here either).
    window.requestAnimationFrame = () => 0;
  });
  await page.goto('/rest');
  // Code blocks get their buttons once React has hydrated the page.
  await expect(page.locator('.theme-code-block button').first()).toBeAttached();
});

test.describe('a page whose paint is never reported', () => {
  test.beforeEach(async ({page}) => {
    await page.addInitScript(() => {
      PerformanceObserver.prototype.observe = () => undefined;
    });
  });

  const scriptRequests = (page: Page) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/assets/js/')) requested.push(request.url());
    });
    return requested;
  };

  test('requests them once it is hidden', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(Document.prototype, 'visibilityState', {
        configurable: true,
        get: () => ((window as unknown as {hidden?: boolean}).hidden ? 'hidden' : 'visible'),
      });
    });
    const requested = scriptRequests(page);
    await page.goto('/rest');
    expect(requested).toEqual([]);
    await page.evaluate(() => {
      (window as unknown as {hidden?: boolean}).hidden = true;
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect(page.locator('.theme-code-block button').first()).toBeAttached();
  });

  test('requests them after 10 s', async ({page}) => {
    // The page's clock stands still but for runFor, however long the page takes to load here.
    await page.clock.install({time: new Date('2026-01-01T00:00:00Z')});
    await page.clock.pauseAt(new Date('2026-01-01T00:00:01Z'));
    const requested = scriptRequests(page);
    await page.goto('/system-events/event-types');
    await page.clock.runFor(9_000);
    expect(requested).toEqual([]);
    await page.clock.runFor(1_000);
    await page.clock.resume();
    await waitForHydration(page);
  });
});
