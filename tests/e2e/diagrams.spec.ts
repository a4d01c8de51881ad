import {expect, test} from '@playwright/test';
import {open} from './helpers';

// src/theme/Mermaid draws a diagram only when it nears the viewport.
const diagram = (page: import('@playwright/test').Page) => page.locator('.docusaurus-mermaid-container svg');

test('a diagram far down the page is drawn when the reader scrolls to it, not while the page loads', async ({page}) => {
  // The QR code activation guide has its one diagram near its end.
  await open(page, '/how-tos/consumer-esim/qr-code-activation');
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-mermaid-pending]')).toHaveCount(1);
  await expect(diagram(page)).toHaveCount(0);
  await page.locator('[data-mermaid-pending]').scrollIntoViewIfNeeded();
  await expect(diagram(page)).toBeVisible();
  await expect(page.locator('[data-mermaid-pending]')).toHaveCount(0);
});

test('a diagram in the first screen is drawn at once', async ({page}) => {
  await open(page, '/services/iot-cloud-communication-platform');
  await expect(diagram(page).first()).toBeVisible();
});
