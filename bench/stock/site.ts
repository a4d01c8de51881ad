// Builds the stock baseline (bench/stock/docusaurus.config.ts) from a site folder of its own, so that
// Docusaurus finds none of this repository's swizzles (src/theme) or local plugins.
import {copyFileSync, mkdirSync, readdirSync, symlinkSync} from 'node:fs';
import path from 'node:path';
import {performance} from 'node:perf_hooks';
import {RECORDS_FILE} from '../../search/server';
import {INDEX_FILE} from '../../search/snapshot';
import {buildEnvironment, docusaurusCommand, run, siteDir} from '../builds';

/** What the pages import from src/ (@site/src/...): everything else there (theme, plugins, css, prism, search) stays out. */
export const STOCK_SOURCES = [
  'provider.ts',
  'consent.ts',
  'pageControl.ts',
  'components',
  'platform',
  'api',
  'types.d.ts',
];
/** What the pages import from search/ (@site/search/...): the MCP server's names and limits, which its docs page quotes. */
export const STOCK_SEARCH_SOURCES = ['mcp/names.ts'];
export const stockConfigPath = path.join(siteDir, 'bench', 'stock', 'docusaurus.config.ts');

/**
 * A site folder in `workDir` whose src/ and search/ link only STOCK_SOURCES and STOCK_SEARCH_SOURCES of this repository, and whose
 * node_modules links every installed package (Docusaurus resolves React from the site folder) but
 * not node_modules/.cache: the stock build's bundler cache is its own.
 */
export function prepareStockSite(workDir: string): string {
  const stockSite = path.join(workDir, 'stock-site');
  mkdirSync(path.join(stockSite, 'src'), {recursive: true});
  for (const entry of STOCK_SOURCES) {
    symlinkSync(path.join(siteDir, 'src', entry), path.join(stockSite, 'src', entry));
  }
  mkdirSync(path.join(stockSite, 'search', 'mcp'), {recursive: true});
  for (const entry of STOCK_SEARCH_SOURCES) {
    symlinkSync(path.join(siteDir, 'search', entry), path.join(stockSite, 'search', entry));
  }
  mkdirSync(path.join(stockSite, 'node_modules'));
  for (const entry of readdirSync(path.join(siteDir, 'node_modules'))) {
    if (entry === '.cache') continue;
    symlinkSync(path.join(siteDir, 'node_modules', entry), path.join(stockSite, 'node_modules', entry));
  }
  return stockSite;
}

/**
 * Builds the stock site into `outDir` (Faster, with the stock site's own bundler cache) and returns the
 * wall time. The build runs from this repository (its node_modules), with no Algolia or e2e variables.
 */
export async function buildStock(stockSite: string, outDir: string): Promise<number> {
  const environment = buildEnvironment('faster');
  const started = performance.now();
  await run(...docusaurusCommand(['build', stockSite, '--config', stockConfigPath, '--out-dir', outDir]), environment);
  return performance.now() - started;
}

/**
 * The search service needs records: the stock build gets a copy of our build's, and of their saved index. Both builds have the same
 * pages at the same routes, so the engine ranks the same records and the comparison is of the front end.
 */
export function copySearchRecords(fromBuild: string, toBuild: string): void {
  copyFileSync(path.join(fromBuild, RECORDS_FILE), path.join(toBuild, RECORDS_FILE));
  copyFileSync(path.join(fromBuild, INDEX_FILE), path.join(toBuild, INDEX_FILE));
}
