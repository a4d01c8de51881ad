import {expect, test, type Page} from '@playwright/test';
import {open} from './helpers';

/**
 * Tokens Prism gave a type to (keywords, strings, numbers …) in the page's first block of `language`.
 * The block may sit in a tab panel the reader has not opened (code tabs), so tests expect it attached.
 */
const typedTokens = (page: Page, language: string) =>
  page.locator(`pre.prism-code.language-${language}`).first().locator('.token:not(.plain)');

test('bash, JSON, Python and JavaScript blocks are highlighted after hydration', async ({page}) => {
  for (const [route, languages] of [
    ['/rest', ['bash', 'json', 'python']],
    ['/how-tos/configure-sms-interface', ['javascript', 'json', 'python']],
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

test("code hydrates without a mismatch: the server's tokens stay, React reports no recovery", async ({
  page,
  request,
}) => {
  // If Prism highlighted the page by itself, it would rewrite the code before React hydrates it, and
  // React would report the mismatch and render the whole page again.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const route = '/sdks/java/examples';
  const html = await (await request.get(route)).text();
  const serverTokens =
    html
      .split('<pre')[1]
      .split('</pre>')[0]
      .match(/class="token /g)?.length ?? 0;
  expect(serverTokens).toBeGreaterThan(100);
  await open(page, route);
  await expect(page.locator('pre.prism-code').first().locator('.token')).toHaveCount(serverTokens);
  expect(errors).toEqual([]);
});

test('a page reached by a link highlights its code in the browser', async ({page}) => {
  await open(page, '/');
  await page.locator('article a[href="/rest"]').first().click();
  await expect(page).toHaveURL(/\/rest$/);
  await expect(typedTokens(page, 'bash').first()).toBeAttached();
  await expect(typedTokens(page, 'python').first()).toBeAttached();
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
