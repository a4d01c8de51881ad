import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {RECORDS_FILE} from '../../search/server';
import {provider} from '../../src/provider';
import {e2eBuildDir} from '../build-dir';
import {axeViolations, open} from './helpers';

const route = '/apn-configuration/ios';
const copyButton = (page: Page) => page.getByRole('button', {name: 'Copy page', exact: true});
const menu = (page: Page) => page.getByRole('menu', {name: 'Copy page'});
const menuItems = (page: Page) => menu(page).getByRole('menuitem');

test.use({permissions: ['clipboard-read', 'clipboard-write']});

test('"Copy page" puts the page’s Markdown on the clipboard', async ({page, request}) => {
  const response = await request.get(`${route}.md`);
  expect(response.status()).toBe(200);
  const markdown = await response.text();
  expect(markdown).toMatch(/^# iOS\n/);

  await open(page, route);
  await copyButton(page).click();
  await menu(page).getByRole('menuitem', {name: 'Copy page as Markdown'}).click();
  await expect(page.getByRole('status').filter({hasText: 'Copied the page as Markdown'})).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markdown);
  await expect(menu(page)).toHaveCount(0);
  await expect(copyButton(page)).toBeFocused();
});

test('the menu is a keyboard menu button: arrows, Home, End, and Escape back to the button', async ({page}) => {
  await open(page, route);
  await copyButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(copyButton(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(menuItems(page)).toHaveText([
    'Copy page as Markdown',
    'View as Markdown',
    'Open in ChatGPT',
    'Open in Claude',
  ]);
  await expect(menuItems(page).first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menuItems(page).nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(menuItems(page).last()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menuItems(page).first()).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(menuItems(page).last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(menuItems(page).first()).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(menu(page)).toHaveCount(0);
  await expect(copyButton(page)).toBeFocused();
  await expect(copyButton(page)).toHaveAttribute('aria-expanded', 'false');

  // Up opens the menu on its last item.
  await page.keyboard.press('ArrowUp');
  await expect(menuItems(page).last()).toBeFocused();
  await page.mouse.click(5, 5);
  await expect(menu(page)).toHaveCount(0);
});

test('the menu links the Markdown copy, and opens ChatGPT and Claude with its public address', async ({
  page,
  request,
}) => {
  await open(page, route);
  await copyButton(page).click();
  const view = menu(page).getByRole('menuitem', {name: 'View as Markdown'});
  await expect(view).toHaveAttribute('href', `${route}.md`);
  expect((await request.get(`${route}.md`)).status()).toBe(200);

  const prompt = `Read ${provider.urls.docs}${route}.md and answer questions about it.`;
  for (const [name, start] of [
    ['Open in ChatGPT', 'https://chatgpt.com/?q='],
    ['Open in Claude', 'https://claude.ai/new?q='],
  ]) {
    const link = menu(page).getByRole('menuitem', {name});
    const href = (await link.getAttribute('href')) ?? '';
    expect(href.startsWith(start), href).toBe(true);
    expect(new URL(href).searchParams.get('q')).toBe(prompt);
    await expect(link).toHaveAttribute('target', '_blank');
  }
});

test('the menu’s code loads only when a reader reaches for the button', async ({page}) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  const menuCodeLoaded = async () => (await Promise.all(scripts)).some((source) => source.includes('View as Markdown'));
  await open(page, route);
  await expect(copyButton(page)).toBeVisible();
  expect(await menuCodeLoaded()).toBe(false);

  await copyButton(page).click();
  await expect(menu(page)).toBeVisible();
  expect(await menuCodeLoaded()).toBe(true);
});

test('the open menu has no WCAG 2.1 AA violations', async ({page}) => {
  await open(page, route);
  await copyButton(page).click();
  await expect(menuItems(page).first()).toBeFocused();
  expect(await axeViolations(page, route)).toEqual([]);
});

test('unlisted pages, which have no Markdown copy, have no Copy page button', async ({page}) => {
  await open(page, '/custom-services');
  await expect(page.locator('article h1')).toBeVisible();
  await expect(copyButton(page)).toHaveCount(0);
});

test('without JavaScript the button keeps its place unseen', async ({browser}) => {
  const context = await browser.newContext({javaScriptEnabled: false});
  const page = await context.newPage();
  await page.goto(route);
  // A hidden button is out of the accessibility tree that getByRole reads.
  const button = page.locator('button[aria-haspopup="menu"]', {hasText: 'Copy page'});
  await expect(button).toBeAttached();
  await expect(button).toBeHidden();
  await context.close();
});

test('the page controls stay out of the search records and the Markdown copy', async ({request}) => {
  const controlText = ['Copy page', 'View as Markdown', 'Was this page helpful', 'Report a problem with this page'];
  const records = JSON.parse(readFileSync(path.join(e2eBuildDir, RECORDS_FILE), 'utf8')) as {
    content: string | null;
  }[];
  expect(records.length).toBeGreaterThan(1000);
  const markdown = await (await request.get(`${route}.md`)).text();
  for (const text of controlText) {
    expect(records.filter((record) => record.content?.includes(text)).map((record) => record.content)).toEqual([]);
    expect(markdown).not.toContain(text);
  }
});
