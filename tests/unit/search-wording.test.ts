import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const removeAlgoliaLogo = require('../../src/upstream/docsearch-embedded-footer/embedded-footer-loader.cjs') as (
  source: string,
) => string;
const bundle = readFileSync(require.resolve('@docsearch/react/dist/esm/index.js'), 'utf8');

it('removes the "Search by Algolia" logo from the DocSearch modal footer, and only that', () => {
  const patched = removeAlgoliaLogo(bundle);
  expect(bundle).toContain('className:"DocSearch-Logo"');
  expect(patched).not.toContain('className:"DocSearch-Logo"');
  // The keyboard commands beside it stay.
  expect(patched).toContain('className:"DocSearch-Commands"');
  expect(bundle.length - patched.length).toBeLessThan(200);
});

it('fails the build when the DocSearch bundle no longer has the footer it patches', () => {
  expect(() => removeAlgoliaLogo('export {}')).toThrow(/DocSearch bundle changed/);
});

// The theme's package exports no path to its search page: it is read where npm installs it.
const searchPage = readFileSync(
  path.resolve(__dirname, '../../node_modules/@docusaurus/theme-search-algolia/lib/theme/SearchPage/index.js'),
  'utf8',
);

describe('the /search page count', () => {
  const countPages = require('../../src/upstream/search-page-count/search-page-count-loader.cjs') as (
    source: string,
  ) => string;

  it('asks for the page facet and counts its values instead of the hits', () => {
    const patched = countPages(searchPage);
    expect(patched).toContain("facets: ['url_without_anchor']");
    expect(patched).not.toContain('totalResults: nbHits');
    expect(patched).toMatch(/totalResults: Object\.keys\(facets\.find/);
  });

  it('fails the build when the theme’s SearchPage no longer has what it patches', () => {
    expect(() => countPages('export {}')).toThrow(/SearchPage changed/);
  });
});

// src/theme/SearchPage adds a robots tag by `name` because upstream's is by `property`, which crawlers and Docusaurus's
// sitemap ignore: when upstream names it by `name`, drop ours.
it('finds the theme\'s search page still marking itself noindex only by property="robots"', () => {
  expect(searchPage).toContain('<meta property="robots" content="noindex, follow" />');
  expect(searchPage).not.toMatch(/<meta name="robots"/);
});
