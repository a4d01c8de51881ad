import {existsSync} from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {expect, test} from '@playwright/test';
import {editBaseUrl, generatedDocsSources} from '../../src/config/editUrl';
import {loadDocs} from '../unit/docs';
import {open, sitemapRoutes} from './helpers';

const siteDir = path.resolve(__dirname, '../..');
const docFileByRoute = new Map(loadDocs().map((doc) => [doc.route, `docs/${doc.file}`]));
const isGenerated = (file: string) =>
  Object.keys(generatedDocsSources).some((folder) => file.startsWith(`docs/${folder}`));

test('every doc page links "Edit this page" to its own MDX file in the docs repository', async ({request}) => {
  const routes = (await sitemapRoutes(request)).filter((route) => docFileByRoute.has(route));
  expect(routes.length).toBeGreaterThan(100);
  const problems: string[] = [];
  for (const route of routes) {
    const $ = cheerio.load(await (await request.get(route)).text());
    const href = $('a.theme-edit-this-page').attr('href');
    const file = docFileByRoute.get(route)!;
    if (isGenerated(file)) {
      // A generated page never sends a writer to its generated file: no link, or the API document it comes from.
      if (href && !Object.values(generatedDocsSources).includes(href.slice(editBaseUrl.length))) {
        problems.push(`${route}: ${href}`);
      }
      continue;
    }
    if (href !== `${editBaseUrl}${file}`) problems.push(`${route}: ${href} instead of ${file}`);
    else if (!/^docs\/.+\.mdx$/.test(file) || !existsSync(path.join(siteDir, file))) problems.push(`${route}: ${file}`);
  }
  expect(problems).toEqual([]);
});

test('"Edit this page" opens the page’s file in a new tab', async ({page}) => {
  await open(page, '/apn-configuration/ios');
  const link = page.getByRole('link', {name: 'Edit this page'});
  await expect(link).toHaveAttribute('href', `${editBaseUrl}docs/apn-configuration/ios.mdx`);
  await expect(link).toHaveAttribute('target', '_blank');
});
