import {expect, test, type Page} from '@playwright/test';
import {open} from './helpers';

test('pages are served with the security headers of the build', async ({request}) => {
  const response = await request.get('/rest');
  const headers = response.headers();
  expect(headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
});

/** Collects the page's Content-Security-Policy violations in window.__cspViolations. */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      window.__cspViolations!.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
}

/**
 * Serves every response without its Content-Security-Policy header, as GitHub Pages does (it ignores
 * `_headers`): what is left is the policy each page carries in its `<meta http-equiv>`.
 */
async function dropPolicyHeaders(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    const response = await route.fetch();
    const headers = response.headers();
    delete headers['content-security-policy'];
    await route.fulfill({response, headers});
  });
}

test.describe('the site under its Content-Security-Policy', () => {
  test.afterEach(async ({page}) => page.unrouteAll({behavior: 'ignoreErrors'}));

  for (const delivery of ['header and page', 'page alone (as GitHub Pages serves it)'] as const) {
    test(`works with the policy of the ${delivery}`, async ({page}) => {
      // Four pages and two searches: on a loaded 2-core CI machine, more than the default 30 s.
      test.setTimeout(60_000);
      await recordViolations(page);
      if (delivery !== 'header and page') await dropPolicyHeaders(page);
      // A page with a Mermaid diagram, client-side navigation, the search modal and the search page.
      await open(page, '/services/iot-cloud-communication-platform');
      await expect(page.locator('.docusaurus-mermaid-container svg').first()).toBeVisible();
      await page.locator('nav[aria-label="Docs sidebar"] a[href="/support"]').click();
      await expect(page).toHaveURL(/\/support$/);
      await page.getByRole('button', {name: 'Search docs'}).first().click();
      await page.locator('.DocSearch-Input').fill('sim');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      await open(page, '/search?q=roaming');
      await expect(page.locator('main article').first()).toBeVisible({timeout: 20_000});
      expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
    });
  }

  test('the policy in the page alone still refuses an injected inline script', async ({page}) => {
    await recordViolations(page);
    await dropPolicyHeaders(page);
    await open(page, '/rest');
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injectedScriptRan = true;';
      document.body.append(script);
      return (window as {__injectedScriptRan?: boolean}).__injectedScriptRan === true;
    });
    expect(ran).toBe(false);
    await expect
      .poll(() => page.evaluate(() => window.__cspViolations))
      .toContainEqual(expect.stringMatching(/^script-src/));
  });
});
