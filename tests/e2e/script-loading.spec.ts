import {expect, test} from '@playwright/test';
import {open} from './helpers';

// src/config/ssrTemplate.ts: the app's scripts are requested once the page has painted, not with its style sheet.

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
  await page.goto('/system-events/event-types');
  // Code blocks get their buttons once React has hydrated the page.
  await expect(page.locator('.theme-code-block button').first()).toBeAttached();
});
