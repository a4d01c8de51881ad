import {expect, test, type Page} from '@playwright/test';
import {findOperation, loadOpenApi} from '../../src/api/openapi';
import {codeSamples} from '../../src/api/samples';
import {chosenLanguageStyleId} from '../../src/plugins/language-tabs';
import {languagePanelClass} from '../../src/plugins/language-tabs/markers';
import {provider} from '../../src/provider';
import {retryPolicy} from '../../src/platform/retries';
import {holdRequests, open, rewriteScripts, waitForHydration} from './helpers';

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
  // theme-classic rebuilt every Tabs after hydration, code blocks included (src/upstream/tabs-without-remount).
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
      body: {source_address: '12345', payload: 'getgps'},
    });
    const withoutSpace = (text: string) => text.replace(/\s+/g, '');
    const firstCodes = await containers.first().locator('[role="tabpanel"] pre code').allTextContents();
    expect(firstCodes.map(withoutSpace)).toEqual([expected.curl, expected.python, expected.java].map(withoutSpace));
  });

  test('a GraphQL request has the same three panels, posting to the GraphQL endpoint', async ({page}) => {
    await page.goto('/graphql');
    const codes = await firstTabs(page).locator('[role="tabpanel"] pre code').allTextContents();
    expect(codes).toEqual([
      expect.stringContaining(
        `curl -sS --max-time ${retryPolicy.requestTimeoutSeconds} -X POST "${provider.urls.graphqlApi}"`,
      ),
      expect.stringContaining('requests.post('),
      expect.stringContaining('HttpClient.newHttpClient()'),
    ]);
    for (const code of codes) expect(code).toContain('endpoints(first: 5)');
  });
});

test.describe("the reader's language before the page hydrates (src/plugins/language-tabs)", () => {
  /** What the first tab set shows at one moment, as the hydration test records it. */
  type PanelState = {python: boolean; curl: boolean; themeHidesPython: boolean; hydrated: boolean};
  // The app's scripts refused: the page stays as the server rendered it and the head script left it.
  const withoutAppScripts = (page: Page) => rewriteScripts(page, () => null);
  /**
   * Has the theme remember a language, under its own storage key (the site's namespace is part of it): Python chosen
   * by a click, then `value` written in its place.
   */
  const rememberLanguage = async (page: Page, value: string) => {
    await open(page, smsPage);
    await tab(page, 'Python').click();
    await expect(tab(page, 'Python')).toHaveAttribute('aria-selected', 'true');
    const key = await page.evaluate((value) => {
      const keys = Object.keys(localStorage).filter((key) => localStorage.getItem(key) === 'python');
      if (keys.length !== 1) throw new Error(`one stored choice of Python expected, found ${keys.join(', ')}`);
      localStorage.setItem(keys[0], value);
      return keys[0];
    }, value);
    // Chromium commits a write to the storage other documents read a moment later, and the next navigation can be
    // faster on a loaded machine (the Python panel then stayed hidden, once in a full run): the next documents find
    // the choice from their first script on, and a later choice of the reader's stands.
    await page.addInitScript(
      ([key, value]) => {
        if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
      },
      [key, value] as const,
    );
  };
  const panel = (page: Page, value: string) =>
    firstTabs(page).locator(`[role="tabpanel"].${languagePanelClass(value)}`);
  /** What a tab's underline and text look like: the selected one's differ from the others'. */
  const tabLook = (page: Page, label: string) =>
    tab(page, label).evaluate((element) => {
      const style = getComputedStyle(element);
      return `${style.borderBottomColor} ${style.color}`;
    });

  test.afterEach(({page}) => page.unrouteAll({behavior: 'ignoreErrors'}));

  test('a language chosen on another page shows, selected, from the first paint', async ({page}) => {
    await rememberLanguage(page, 'python');
    const selectedLook = await tabLook(page, 'Python');
    const otherLook = await tabLook(page, 'curl');
    expect(selectedLook).not.toEqual(otherLook);

    await withoutAppScripts(page);
    await page.goto(restPage);
    await expect(page.locator(`style#${chosenLanguageStyleId}`)).toBeAttached();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
    await expect(panel(page, 'python')).toBeVisible();
    await expect(panel(page, 'curl')).toBeHidden();
    expect(await tabLook(page, 'Python')).toEqual(selectedLook);
    expect(await tabLook(page, 'curl')).toEqual(otherLook);
    // Every language tab set of the page shows Python.
    const shownPanels = page.locator('article .tabs-container [role="tabpanel"]:visible');
    expect(await shownPanels.count()).toBeGreaterThan(1);
    expect(
      await shownPanels.evaluateAll(
        (panels, python) => panels.every((panel) => panel.classList.contains(python)),
        languagePanelClass('python'),
      ),
    ).toBe(true);
  });

  test('?lang= shows its language from the first paint, before the remembered one', async ({page}) => {
    await rememberLanguage(page, 'python');
    await withoutAppScripts(page);
    await page.goto(`${restPage}?lang=java`);
    await expect(panel(page, 'java')).toBeVisible();
    await expect(panel(page, 'python')).toBeHidden();
    await expect(panel(page, 'curl')).toBeHidden();
  });

  test('a tab set without the remembered language shows its first tab', async ({page}) => {
    // No tab set of the docs has a JavaScript tab yet; the theme then shows each set's first tab, and so does the page.
    await rememberLanguage(page, 'javascript');
    await withoutAppScripts(page);
    await page.goto(restPage);
    // The styles are there, and match no tab set.
    await expect(page.locator(`style#${chosenLanguageStyleId}`)).toBeAttached();
    await expect(panel(page, 'curl')).toBeVisible();
    await expect(panel(page, 'python')).toBeHidden();
  });

  test('the chosen panel stays in view through hydration, and the tabs work after it', async ({page}) => {
    await rememberLanguage(page, 'python');
    // Every state of the first tab set the page could paint, from the moment it is in the page: whether it shows its
    // Python and its curl panel, and whether the theme's own state still hides the Python one (the styles doing the
    // work). Visibility changes only with the DOM or a style sheet, and observers run before the next paint, so
    // recording after every change of the document sees every state whatever the frame rate of the machine.
    await page.addInitScript(
      (panelClasses) => {
        const states: PanelState[] = [];
        (window as {panelStates?: PanelState[]}).panelStates = states;
        const panelOf = (value: 'python' | 'curl') =>
          document.querySelector(`.tabs-container [role="tabpanel"].${panelClasses[value]}`);
        const shown = (element: Element) => getComputedStyle(element).display !== 'none';
        const record = () => {
          const [python, curl] = [panelOf('python'), panelOf('curl')];
          if (!python || !curl) return;
          states.push({
            python: shown(python),
            curl: shown(curl),
            themeHidesPython: python.hasAttribute('hidden'),
            hydrated: document.documentElement.getAttribute('data-has-hydrated') === 'true',
          });
        };
        new MutationObserver(record).observe(document, {subtree: true, childList: true, attributes: true});
        // A style sheet that finishes loading restyles the page without changing the document.
        document.addEventListener('load', record, true);
      },
      {python: languagePanelClass('python'), curl: languagePanelClass('curl')},
    );
    const recorded = () => page.evaluate(() => (window as {panelStates?: PanelState[]}).panelStates!);
    // The app's main script held, so the server's tabs are on screen before hydration, as on a slow link.
    const releaseMainScript = await holdRequests(page, /\/assets\/js\/main\.[^/]*\.js$/);
    // Not until `load`: the loader adds the app's scripts at first paint, which on a busy machine comes before `load`,
    // and `load` then waits for the held script.
    await page.goto(restPage, {waitUntil: 'domcontentloaded'});
    await expect(panel(page, 'python')).toBeVisible();
    await expect(panel(page, 'python'), 'the theme has not chosen Python yet').toHaveAttribute('hidden');
    releaseMainScript();
    await waitForHydration(page);
    // Hydrated, and the theme's own state shows Python: from here on the styles stand aside.
    await expect(panel(page, 'python')).not.toHaveAttribute('hidden');
    const states = await recorded();
    expect(
      states.filter((state) => state.themeHidesPython && !state.hydrated).length,
      'states before hydration where the theme still showed curl',
    ).toBeGreaterThan(0);
    expect(states.filter((state) => state.hydrated).length, 'states after hydration').toBeGreaterThan(0);
    expect(states.filter((state) => !state.python || state.curl)).toEqual([]);

    await tab(page, 'curl').click();
    await expect(panel(page, 'curl')).toBeVisible();
    await expect(panel(page, 'python')).toBeHidden();
  });
});
