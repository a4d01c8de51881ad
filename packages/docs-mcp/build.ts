// Builds the publishable stdio package into a folder outside the source tree, e.g.
// `npx tsx packages/docs-mcp/build.ts /tmp/docs-mcp && npm publish /tmp/docs-mcp` (or `npm pack` there). The
// bin is one plain CommonJS file (no tsx at run time) that needs only the SDK and zod; the package's name,
// description and README come from src/provider.ts, the dependency ranges from the site's package.json, and
// catalog.json from the site's API documents and event catalogue.
import {mkdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {build} from 'esbuild';
import {loadCatalog} from '../../search/mcp/catalog-build';
import {mcpBinName, mcpPackageName, mcpServerKey} from '../../search/mcp/names';
import {provider} from '../../src/provider';

const here = __dirname;
const repoRoot = path.resolve(here, '../..');

interface Manifest {
  name: string;
  private?: boolean;
  description: string;
  bin: Record<string, string>;
  dependencies: Record<string, string>;
  [field: string]: unknown;
}

export async function buildPackage(outDir: string): Promise<string> {
  const template = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8')) as Manifest;
  const site = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as Manifest;
  const external = Object.keys(template.dependencies);
  rmSync(outDir, {recursive: true, force: true});
  mkdirSync(outDir, {recursive: true});

  await build({
    entryPoints: [path.join(here, 'cli.ts')],
    outfile: path.join(outDir, template.bin[mcpBinName]),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    // The SDK and zod are the package's dependencies: a subpath such as '@modelcontextprotocol/sdk/server/mcp.js' too.
    external: external.flatMap((name) => [name, `${name}/*`]),
    banner: {js: '#!/usr/bin/env node'},
    logLevel: 'warning',
  });

  const {private: _private, ...published} = template;
  const manifest: Manifest = {
    ...published,
    name: mcpPackageName,
    description: `MCP server for the ${provider.displayName} developer documentation (${provider.urls.docs}): search, pages, the REST and GraphQL APIs and the event catalogue, over stdio.`,
    homepage: `${provider.urls.docs}/sdks/mcp-server`,
    dependencies: Object.fromEntries(
      external.map((name) => {
        const range = site.dependencies[name];
        if (!range)
          throw new Error(`packages/docs-mcp/package.json: ${name} is not a dependency of the site's package.json`);
        return [name, range];
      }),
    ),
  };
  writeFileSync(path.join(outDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(path.join(outDir, 'catalog.json'), JSON.stringify(await loadCatalog()));
  writeFileSync(path.join(outDir, 'README.md'), readme());
  return outDir;
}

function readme(): string {
  return `# ${mcpPackageName}

An [MCP](https://modelcontextprotocol.io) server over stdio for the ${provider.displayName} developer documentation
(${provider.urls.docs}). It gives an assistant read-only tools: \`search_docs\`, \`get_page\`, \`list_api_operations\`,
\`get_api_operation\`, \`get_graphql_type\` and \`get_event_type\`.

\`\`\`json
{"mcpServers": {"${mcpServerKey}": {"command": "npx", "args": ["-y", "${mcpPackageName}"]}}}
\`\`\`

Give another site's base URL as the argument (or \`DOCS_MCP_SITE_URL\`) to read that site instead. Search uses the
site's Algolia index when \`ALGOLIA_APP_ID\`, \`ALGOLIA_SEARCH_KEY\` and \`ALGOLIA_INDEX_NAME\` are set, else the
site's own search service. More: ${provider.urls.docs}/sdks/mcp-server
`;
}

if (require.main === module) {
  const [outArgument] = process.argv.slice(2);
  if (!outArgument) {
    console.error('Usage: npx tsx packages/docs-mcp/build.ts <out dir>  (a folder outside the source tree)');
    process.exit(1);
  }
  buildPackage(path.resolve(outArgument)).then(
    (dir) => console.log(`Built ${mcpPackageName} into ${dir}: npm publish ${dir}`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
