import {expect, test} from '@playwright/test';
import {open} from './helpers';
import {phoneLayoutViewport} from './phone-layout';

/** One page of each kind: the home page, a guide, a generated REST reference page and the event catalogue. */
const pages = {
  home: '/',
  guide: '/apn-configuration/cellular-modules',
  'rest-reference': '/rest/reference/sms/send-sms',
  'event-catalogue': '/system-events/event-types',
};

const widths = {desktop: {width: 1280, height: 800}, phone: phoneLayoutViewport};

for (const [device, viewport] of Object.entries(widths)) {
  test.describe(`on a ${device}`, () => {
    test.use({viewport});
    for (const [kind, route] of Object.entries(pages)) {
      test(`the ${kind} looks as its committed screenshot`, async ({page}) => {
        await open(page, route);
        await page.evaluate(() => document.fonts.ready);
        // The home page whole (hero and card grid); other pages as a reader first sees them.
        await expect(page).toHaveScreenshot(`${kind}-${device}.png`, {
          fullPage: kind === 'home',
          // Dates that change with every commit.
          mask: [page.locator('.theme-last-updated')],
          maxDiffPixelRatio: 0.01,
        });
      });
    }
  });
}
