// `npm run -s mcp [-- <build folder | site URL>]`: the docs' MCP server over stdio for an editor, on `build/`
// by default. -s keeps npm's own banner off stdout, which carries the protocol.
import {existsSync} from 'node:fs';
import path from 'node:path';
import {loadSearchIndex, RECORDS_FILE, BUDGET} from '../server';
import {WorkQueue} from '../work-queue';
import {loadCatalog} from './catalog-build';
import {apiSearch, engineSearch, localBuildSource, searchApiFromEnv} from './source';
import {deployedSiteSource, serveStdio} from './stdio';

const [target = 'build'] = process.argv.slice(2);

function main(): Promise<void> {
  if (/^https?:\/\//.test(target)) return serveStdio(deployedSiteSource(target, process.env), loadCatalog);
  const buildDir = path.resolve(target);
  if (!existsSync(path.join(buildDir, RECORDS_FILE))) {
    console.error(`${buildDir} has no ${RECORDS_FILE}: run \`npm run build\` first, or give a site URL.`);
    process.exit(1);
  }
  // With the Algolia variables the site searches Algolia, and so do its tools; else the embedded engine, here.
  const api = searchApiFromEnv(process.env);
  const search = api ? apiSearch(api) : engineSearch(loadSearchIndex(buildDir), new WorkQueue(), BUDGET.hitsPerStep);
  return serveStdio(localBuildSource(buildDir, search), loadCatalog);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
