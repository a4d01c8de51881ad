import {expect, test} from '@playwright/test';
import {open} from './helpers';

test('pages are served with the security headers of the build', async ({request}) => {
  const response = await request.get('/rest');
  const headers = response.headers();
  expect(headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
});

test('the site works under its Content-Security-Policy', async ({page}) => {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      window.__cspViolations!.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  // A page with a Mermaid diagram, client-side navigation, the search modal and the search page.
  await open(page, '/services/iot-cloud-communication-platform');
  await expect(page.locator('.docusaurus-mermaid-container svg').first()).toBeVisible();
  await page.locator('nav[aria-label="Docs sidebar"] a[href="/support"]').click();
  await expect(page).toHaveURL(/\/support$/);
  await page.getByRole('button', {name: 'Search docs'}).first().click();
  await page.locator('.DocSearch-Input').fill('sim');
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  await open(page, '/search?q=roaming');
  await expect(page.locator('main article').first()).toBeVisible();
  expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
});
