import {expect, test, type Page} from '@playwright/test';
import {findOperation, loadOpenApi} from '../../src/api/openapi';
import {codeSamples} from '../../src/api/samples';
import {provider} from '../../src/provider';
import {open} from './helpers';

// Pages whose HTTP examples are <ApiExample> tabs (src/plugins/api-examples): the SMS service page
// sends an SMS first, the REST overview lists devices first.
const smsPage = '/services/sms';
const restPage = '/rest';

const firstTabs = (page: Page) => page.locator('article .tabs-container').first();
const tab = (page: Page, label: string) => firstTabs(page).getByRole('tab', {name: label, exact: true});
const visiblePanelCode = (page: Page) => firstTabs(page).locator('[role="tabpanel"]:not([hidden]) pre code');

test.describe('code tabs remember the language', () => {
  test('choosing Python on one page shows Python on another page and after a reload', async ({page}) => {
    await open(page, smsPage);
    await expect(tab(page, 'curl')).toHaveAttribute('aria-selected', 'true');
    await tab(page, 'Python').click();
    await expect(tab(page, 'Python')).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/[?&]lang=python\b/);
    await expect(visiblePanelCode(page)).toContainText('requests.post(');

    await open(page, restPage);
    await expect(tab(page, 'Python')).toHaveAttribute('aria-selected', 'true');
    await expect(visiblePanelCode(page)).toContainText('requests.get(');
    // Every example on the page follows, not only the first.
    const selected = page.locator('article .tabs-container [role="tab"][aria-selected="true"]');
    await expect(selected.first()).toHaveText('Python');
    expect(new Set(await selected.allTextContents())).toEqual(new Set(['Python']));

    await page.reload();
    await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
    await expect(tab(page, 'Python')).toHaveAttribute('aria-selected', 'true');
    await expect(visiblePanelCode(page)).toContainText('requests.get(');
  });

  test('?lang=java selects Java', async ({page}) => {
    await open(page, `${restPage}?lang=java`);
    await expect(tab(page, 'Java')).toHaveAttribute('aria-selected', 'true');
    await expect(visiblePanelCode(page)).toContainText('HttpClient.newHttpClient()');
    await expect(tab(page, 'curl')).toHaveAttribute('aria-selected', 'false');
  });
});

test('tabs keep the elements the server rendered when the page hydrates', async ({page}) => {
  // theme-classic rebuilt every Tabs after hydration, code blocks included (src/plugins/tabs-without-remount).
  await page.addInitScript(() => {
    // Before any script of the page runs: readyState turns "interactive" ahead of deferred scripts.
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      (window as {serverRenderedTabs?: Element[]}).serverRenderedTabs = [
        ...document.querySelectorAll('article .tabs-container'),
      ];
    });
  });
  await open(page, '/services/quota-management');
  // Code block buttons render only in the browser, in the update after hydration that remounted the Tabs.
  const blocksInTabs = await page.locator('article .tabs-container pre').count();
  await expect(page.locator('article .tabs-container button[aria-label="Copy code to clipboard"]')).toHaveCount(
    blocksInTabs,
  );
  const kept = await page.evaluate(() =>
    (window as {serverRenderedTabs?: Element[]}).serverRenderedTabs?.map((tabs) => tabs.isConnected),
  );
  expect(kept?.length, 'tab sets in the server-rendered page').toBeGreaterThan(0);
  expect(kept?.every(Boolean), 'every tab set the server rendered is still in the page').toBe(true);
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('every panel of every example is in the server-rendered HTML', async ({page}) => {
    await page.goto(smsPage);
    const containers = page.locator('article .tabs-container');
    await expect(containers.first()).toBeAttached();
    const count = await containers.count();
    expect(count, 'the SMS page shows its two API calls as tabs').toBe(2);
    for (let index = 0; index < count; index++) {
      const panels = containers.nth(index).locator('[role="tabpanel"]');
      await expect(panels).toHaveCount(3);
      const codes = await panels.locator('pre code').allTextContents();
      expect(codes, `example ${index + 1}: curl, Python and Java`).toEqual([
        expect.stringContaining('curl '),
        expect.stringContaining('import requests'),
        expect.stringContaining('java.net.http.HttpClient'),
      ]);
      for (const code of codes) expect(code).toContain(`${provider.urls.restApi}/api/v1/endpoint/`);
    }

    // The first example is exactly what src/api/samples.ts builds for the page's SMS (Prism's line
    // markup drops newlines from textContent, so whitespace is left out of the comparison).
    const sendSms = findOperation((await loadOpenApi()).operations, 'POST', '/api/v1/endpoint/1/sms')!;
    const expected = codeSamples(sendSms, provider.urls.restApi, {
      body: {source_address: '12025550143', payload: 'getgps'},
    });
    const withoutSpace = (text: string) => text.replace(/\s+/g, '');
    const firstCodes = await containers.first().locator('[role="tabpanel"] pre code').allTextContents();
    expect(firstCodes.map(withoutSpace)).toEqual([expected.curl, expected.python, expected.java].map(withoutSpace));
  });

  test('a GraphQL request has the same three panels, posting to the GraphQL endpoint', async ({page}) => {
    await page.goto('/graphql');
    const codes = await firstTabs(page).locator('[role="tabpanel"] pre code').allTextContents();
    expect(codes).toEqual([
      expect.stringContaining(`curl -sS -X POST "${provider.urls.graphqlApi}"`),
      expect.stringContaining('requests.post('),
      expect.stringContaining('HttpClient.newHttpClient()'),
    ]);
    for (const code of codes) expect(code).toContain('endpoints(first: 5)');
  });
});
