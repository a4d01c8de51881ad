import {expect, test, type Page} from '@playwright/test';
import {codeTheme} from '../../src/config/prism';
import {consoleErrors, holdRequests, open} from './helpers';

/**
 * Tokens Prism gave a type to (keywords, strings, numbers …) in the page's first highlighted block of `language`.
 * Code in a tab panel the server rendered hidden is plain until shown, so these are never in one.
 */
const typedTokens = (page: Page, language: string) =>
  page.locator(`pre.prism-code.language-${language}`).first().locator('.token:not(.plain)');

/** Whether Prism's core has run in the page: it sets `window.Prism` (with its grammars) when it loads. */
const prismLoaded = (page: Page) =>
  page.evaluate(() => Boolean((window as {Prism?: {languages?: object}}).Prism?.languages));

test('bash, JSON, Python and JavaScript blocks are highlighted after hydration', async ({page}) => {
  for (const [route, languages] of [
    ['/rest', ['bash', 'json', 'python']],
    ['/sdks/webhooks', ['javascript', 'python']],
  ] as const) {
    await open(page, route);
    for (const language of languages) {
      await expect(typedTokens(page, language).first(), `${language} on ${route}`).toBeAttached();
      await expect(typedTokens(page, language).filter({hasText: /\S/}).first()).toHaveClass(
        /token (keyword|string|property|function|number|operator|punctuation|builtin|comment|constant)/,
      );
    }
  }
});

test("lines and tokens with no colour of their own show the theme's plain colour", async ({page}) => {
  // src/upstream/prism/highlight.ts leaves out the colour they would repeat, and inherit, from the block.
  await open(page, '/sdks/java/examples');
  const [red, green, blue] = [1, 3, 5].map((start) => parseInt(codeTheme.plain.color!.slice(start, start + 2), 16));
  const colours = await page
    .locator('pre.prism-code.language-java')
    .first()
    .evaluate((pre) => {
      const uncoloured = [...pre.querySelectorAll('.token-line, .token')].filter(
        (element) => !element.getAttribute('style')?.includes('color'),
      );
      return {
        count: uncoloured.length,
        colours: [...new Set(uncoloured.map((element) => getComputedStyle(element).color))],
      };
    });
  expect(colours.count).toBeGreaterThan(100);
  expect(colours.colours).toEqual([`rgb(${red}, ${green}, ${blue})`]);
});

test("code hydrates without a mismatch: the server's tokens stay, React reports no recovery", async ({
  page,
  request,
}) => {
  // If Prism highlighted the page by itself, it would rewrite the code before React hydrates it, and
  // React would report the mismatch and render the whole page again.
  const errors = consoleErrors(page);
  const route = '/sdks/java/examples';
  const html = await (await request.get(route)).text();
  // The first Java block: the page opens with short shell commands.
  const serverTokens =
    html
      .split(/<pre[^>]*language-java/)[1]
      .split('</pre>')[0]
      .match(/class="token /g)?.length ?? 0;
  expect(serverTokens).toBeGreaterThan(100);
  await open(page, route);
  await expect(page.locator('pre.prism-code.language-java').first().locator('.token')).toHaveCount(serverTokens);
  expect(errors).toEqual([]);
});

test('a page reached by a link highlights its code in the browser', async ({page}) => {
  await open(page, '/');
  expect(await prismLoaded(page)).toBe(false);
  await page.locator('article a[href="/rest"]').first().click();
  await expect(page).toHaveURL(/\/rest$/);
  await expect(typedTokens(page, 'bash').first()).toBeAttached();
  await expect(typedTokens(page, 'python').first()).toBeAttached();
  // No server markup for this page's blocks: Prism, loaded on demand, highlighted them.
  expect(await prismLoaded(page)).toBe(true);
});

test("the copy button copies a block's code", async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, '/rest');
  const block = page
    .locator('.theme-code-block')
    .filter({has: page.locator('pre.language-bash')})
    .first();
  const code = await block.locator('pre').innerText();
  await block.hover();
  await block.getByRole('button', {name: /copy code/i}).click();
  // innerText renders an empty line's placeholder token as a second line break.
  const lines = (text: string) => text.trim().replace(/\n+/g, '\n');
  expect(lines(await page.evaluate(() => navigator.clipboard.readText()))).toBe(lines(code));
});

test("a page's first load reuses the server's highlighted code: Prism never runs", async ({page}) => {
  // The generated reference page has plain blocks and language tabs. Were the tabs mounted again after hydration
  // (src/upstream/tabs-without-remount), their blocks would have no server markup.
  await open(page, '/rest/reference/sms/send-sms');
  await page.waitForLoadState('networkidle');
  await expect(typedTokens(page, 'bash').first()).toBeVisible();
  await expect(typedTokens(page, 'json').first()).toBeAttached();
  expect(await prismLoaded(page)).toBe(false);
});

/** The language tabs of the page's first example (src/plugins/api-examples), and the code of the panel shown. */
const firstTabs = (page: Page) => page.locator('article .tabs-container').first();
const shownPanelCode = (page: Page) => firstTabs(page).locator('[role="tabpanel"]:not([hidden]) pre');

test('code in a tab panel the server renders hidden arrives plain, and is highlighted when its tab is chosen', async ({
  page,
  request,
}) => {
  // src/theme/TabItem and src/theme/CodeBlock/Content: /rest's hidden panels were 1,781 of its 4,172 elements.
  const html = await (await request.get('/rest')).text();
  // Every block of every panel, read from the served HTML by the browser's parser, scripts off.
  const blocks = await page.evaluate((served) => {
    const document = new DOMParser().parseFromString(served, 'text/html');
    return [...document.querySelectorAll('article [role="tabpanel"] pre')].map((pre) => ({
      hidden: pre.closest('[role="tabpanel"]')!.hasAttribute('hidden'),
      highlighted: pre.querySelector('.token') !== null,
    }));
  }, html);
  const hidden = blocks.filter((block) => block.hidden);
  const shown = blocks.filter((block) => !block.hidden);
  expect(hidden.length, 'blocks in hidden panels').toBeGreaterThan(5);
  expect(hidden.filter((block) => block.highlighted).length, 'of them highlighted').toBe(0);
  expect(shown.length, 'blocks in shown panels').toBeGreaterThan(3);
  expect(shown.filter((block) => !block.highlighted).length, 'of them plain').toBe(0);

  await open(page, '/rest');
  const pythonPanel = firstTabs(page).locator('[role="tabpanel"]', {hasText: 'requests.get('});
  const plain = (await pythonPanel.locator('pre').textContent())!;
  expect(plain).toContain('import requests');
  await firstTabs(page).getByRole('tab', {name: 'Python', exact: true}).click();
  await expect(shownPanelCode(page).locator('.token.keyword').first()).toBeVisible();
  await expect(shownPanelCode(page)).toHaveClass(/prism-code language-python/);
  // Line by line, as the Markdown copy reads a highlighted block: the same code as the plain text.
  expect((await shownPanelCode(page).locator('.token-line').allTextContents()).join('\n')).toBe(
    plain.replace(/\n$/, ''),
  );
});

test('pointing at the tabs, not at their code, loads the highlighter before the click', async ({page}) => {
  await open(page, '/rest');
  await page.waitForLoadState('networkidle');
  await shownPanelCode(page).hover();
  // Time for a load to have begun, had the pointer started one.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForLoadState('networkidle');
  expect(await prismLoaded(page)).toBe(false);
  await firstTabs(page).getByRole('tab', {name: 'Java', exact: true}).hover();
  await expect.poll(() => prismLoaded(page)).toBe(true);
  await expect(firstTabs(page).getByRole('tab', {name: 'Java', exact: true})).toHaveAttribute('aria-selected', 'false');
});

test('a block highlighted after its panel is shown keeps its size, and its word-wrap button wraps it', async ({
  page,
}) => {
  await page.setViewportSize({width: 420, height: 800});
  await open(page, '/rest');
  await page.waitForLoadState('networkidle');
  // Scripts are held from here, so the chosen panel shows its code plain first, as on a slow network.
  const releaseScripts = await holdRequests(page, '**/assets/js/*.js');
  await firstTabs(page).getByRole('tab', {name: 'Python', exact: true}).click();
  const block = firstTabs(page).locator('[role="tabpanel"]:not([hidden]) .theme-code-block');
  await block.scrollIntoViewIfNeeded();
  await block.hover();
  // The plain code has been measured as wider than the block.
  await expect(block.getByRole('button', {name: /word wrap/i})).toBeVisible();
  await expect(block.locator('pre.prism-code')).toHaveCount(0);
  const plainHeight = (await block.boundingBox())!.height;
  releaseScripts();
  await expect(block.locator('pre.prism-code .token.keyword').first()).toBeVisible();
  expect((await block.boundingBox())!.height).toBe(plainHeight);
  await block.hover();
  await block.getByRole('button', {name: /word wrap/i}).click();
  await expect(block.locator('code')).toHaveCSS('white-space', 'pre-wrap');
});

test('a reader whose language is chosen by the link gets its code highlighted, with no hydration mismatch', async ({
  page,
}) => {
  // The server renders curl; the browser hydrates that, then shows Python (?lang=) and highlights it.
  const errors = consoleErrors(page);
  await open(page, '/rest?lang=python');
  const shown = page.locator('article .tabs-container [role="tabpanel"]:not([hidden]) pre');
  await expect(shown.first().locator('.token.keyword').first()).toBeVisible();
  const count = await shown.count();
  expect(count).toBeGreaterThan(3);
  for (let index = 0; index < count; index++) await expect(shown.nth(index)).toHaveClass(/prism-code language-python/);
  expect(errors).toEqual([]);
});

test("back on the page first loaded, its code keeps the server's highlighting without Prism", async ({page}) => {
  // src/theme/CodeBlock/Content keeps adopted markup by content for blocks mounted again.
  await open(page, '/rest/reference/sms/send-sms');
  await page.locator('.navbar__brand').click();
  await expect(page).toHaveURL(/\/$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/rest\/reference\/sms\/send-sms$/);
  await expect(typedTokens(page, 'bash').first()).toBeAttached();
  await expect(typedTokens(page, 'json').first()).toBeAttached();
  expect(await prismLoaded(page)).toBe(false);
});

test('the word-wrap button wraps an adopted block', async ({page}) => {
  await page.setViewportSize({width: 420, height: 800});
  await open(page, '/rest/reference/sms/send-sms');
  const block = page
    .locator('.theme-code-block')
    .filter({has: page.locator('pre.language-bash')})
    .first();
  await block.scrollIntoViewIfNeeded();
  await block.hover();
  await block.getByRole('button', {name: /word wrap/i}).click();
  await expect(block.locator('code')).toHaveCSS('white-space', 'pre-wrap');
});

test('hydration measures no hidden block: a block in a hidden tab panel is measured when its tab is shown', async ({
  page,
}) => {
  // Reading a block's width while the page hydrates forces style and layout, once per block, hidden or not
  // (src/theme/CodeBlock/Content/useCodeWordWrapInView.ts measures a block once it is in view).
  await page.addInitScript(() => {
    const counter = window as {hiddenBlockWidthReads?: number};
    counter.hiddenBlockWidthReads = 0;
    const scrollWidth = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollWidth')!;
    Object.defineProperty(Element.prototype, 'scrollWidth', {
      get(this: Element) {
        if (this.matches('pre') && this.closest('[role="tabpanel"][hidden]')) counter.hiddenBlockWidthReads! += 1;
        return scrollWidth.get!.call(this);
      },
    });
  });
  await page.setViewportSize({width: 360, height: 800});
  await open(page, '/rest');
  await page.waitForLoadState('networkidle');
  // The page has blocks in the language tabs the reader has not opened.
  expect(await page.locator('article [role="tabpanel"][hidden] pre').count()).toBeGreaterThan(3);
  expect(await page.evaluate(() => (window as {hiddenBlockWidthReads?: number}).hiddenBlockWidthReads)).toBe(0);
});

test('a block in a tab panel gets its word-wrap button when its tab is selected', async ({page}) => {
  await page.setViewportSize({width: 420, height: 800});
  await open(page, '/rest/reference/sms/send-sms');
  await page
    .locator('article [role="tab"]', {hasText: /^Java$/})
    .first()
    .click();
  const block = page.locator('article [role="tabpanel"]:not([hidden]) .theme-code-block').first();
  await block.hover();
  await expect(block.getByRole('button', {name: /word wrap/i})).toBeVisible();
});
