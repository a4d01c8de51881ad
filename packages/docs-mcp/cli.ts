// The packed bin: the docs' MCP server over stdio on the public docs site, or on the site at the URL given
// (`npx <package> https://docs.example.test`). Pages, llms.txt and search come over HTTP; the API and event
// catalogue from catalog.json, which packages/docs-mcp/build.ts wrote beside it from this repository's sources.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Catalog} from '../../search/mcp/catalog';
import {deployedSiteSource, serveStdio} from '../../search/mcp/stdio';
import {provider} from '../../src/provider';

const packageRoot = path.resolve(__dirname, '..');
const [siteUrl = process.env.DOCS_MCP_SITE_URL ?? provider.urls.docs] = process.argv.slice(2);
const {version} = JSON.parse(readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as {version: string};
let catalog: Promise<Catalog> | undefined;

serveStdio(
  deployedSiteSource(siteUrl, process.env),
  () =>
    (catalog ??= Promise.resolve(JSON.parse(readFileSync(path.join(packageRoot, 'catalog.json'), 'utf8')) as Catalog)),
  version,
).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
