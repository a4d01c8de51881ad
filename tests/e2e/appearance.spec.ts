import {expect, test} from '@playwright/test';
import {open} from './helpers';

test.describe('with the operating system in dark mode', () => {
  test.use({colorScheme: 'dark'});

  test('the site stays light and offers no colour mode switch', async ({page}) => {
    await open(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('button[title*="dark and light mode"]')).toHaveCount(0);
    // The light palette paints the navbar white; the dark one would paint it #242526.
    await expect(page.locator('.navbar')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  });
});
