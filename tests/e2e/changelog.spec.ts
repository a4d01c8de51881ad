import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {expect, test, type APIRequestContext, type Page} from '@playwright/test';
import {sandbox} from '../../src/platform';
import {provider} from '../../src/provider';
import {e2eBuildDir} from '../build-dir';
import {open, sidebar} from './helpers';

const entryCount = readdirSync(path.resolve(__dirname, '../../changelog')).filter((file) =>
  file.endsWith('.mdx'),
).length;

const feeds = [
  {name: 'RSS', path: '/changelog/rss.xml', root: 'rss > channel', entry: 'channel > item', link: 'link'},
  {name: 'Atom', path: '/changelog/atom.xml', root: 'feed', entry: 'feed > entry', link: 'link[href]'},
];

/** Fails on XML that is not well-formed, which cheerio would read anyway. */
async function expectWellFormed(page: Page, xml: string): Promise<void> {
  const error = await page.evaluate(
    (text) =>
      new DOMParser().parseFromString(text, 'application/xml').querySelector('parsererror')?.textContent ?? null,
    xml,
  );
  expect(error).toBeNull();
}

/** The h1 of the built page at `route`, which must be served and be a file of the build. */
async function builtPageHeading(request: APIRequestContext, route: string): Promise<string> {
  expect(existsSync(path.join(e2eBuildDir, `${route}.html`)), `${route}.html in the build`).toBe(true);
  const response = await request.get(route);
  expect(response.status(), route).toBe(200);
  return cheerio
    .load(await response.text())('h1')
    .first()
    .text()
    .trim();
}

for (const feed of feeds) {
  test(`the ${feed.name} feed parses, and each entry links its page in the build with an absolute URL`, async ({
    page,
    request,
  }) => {
    const response = await request.get(feed.path);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('xml');
    const xml = await response.text();
    await expectWellFormed(page, xml);

    const $ = cheerio.load(xml, {xml: true});
    expect($(feed.root)).toHaveLength(1);
    const entries = $(feed.entry).toArray();
    expect(entries).toHaveLength(entryCount);
    for (const entry of entries) {
      const title = $(entry).children('title').text().trim();
      const linkElement = $(entry).children(feed.link).first();
      const link = feed.name === 'RSS' ? linkElement.text() : (linkElement.attr('href') ?? '');
      expect(link.startsWith(`${provider.urls.docs}/changelog/`), link).toBe(true);
      expect(await builtPageHeading(request, new URL(link).pathname)).toBe(title);
    }
  });
}

test('/changelog lists every entry under its heading, says which day an entry carries, and links and announces the feeds', async ({
  page,
}) => {
  await open(page, '/changelog');
  await expect(page.getByRole('heading', {level: 1, name: 'Changelog'})).toBeVisible();
  await expect(page.locator('main article')).toHaveCount(entryCount);
  // The date is production's; the sandbox had a behaviour change earlier.
  const dates = page.locator('header p').filter({hasText: "An entry's date"});
  await expect(dates).toHaveText(
    `An entry's date is the day its change reached production. A change of the platform's behaviour reached the sandbox ${sandbox.releaseLeadDays} days earlier.`,
  );
  await expect(dates.getByRole('link', {name: 'the sandbox'})).toHaveAttribute(
    'href',
    '/sdks/api-versioning#the-sandbox',
  );
  for (const feed of feeds) {
    await expect(page.getByRole('link', {name: `${feed.name} feed`})).toHaveAttribute('href', feed.path);
  }
  await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    /\/changelog\/rss\.xml$/,
  );
  await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
    'href',
    /\/changelog\/atom\.xml$/,
  );
});

test('the sidebar ends with the changelog, and the support page links it', async ({page}) => {
  await open(page, '/support');
  await expect(sidebar(page).locator('.menu__list > li').last()).toHaveText('Changelog');
  await page.locator('article').getByRole('link', {name: 'changelog', exact: true}).click();
  await expect(page).toHaveURL(/\/changelog$/);
  await expect(page.getByRole('heading', {level: 1, name: 'Changelog'})).toBeVisible();
});
