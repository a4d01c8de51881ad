/**
 * The MCP server over stdio, as editors start it: on a deployed site (its `.md` pages, llms.txt and search API
 * over HTTP) for the npx package (packages/docs-mcp) and `npm run -s mcp -- <site URL>`; on a build folder by
 * `npm run -s mcp` (search/mcp/cli.ts). Only JSON-RPC goes to stdout; messages go to stderr.
 */
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import type {Catalog} from './catalog';
import {apiSearch, noSearch, remoteSiteSource, searchApiFromEnv, type DocsSource} from './source';
import {createDocsMcpServer} from './tools';

/** A deployed site, searched the way its readers search it (Algolia when the variables are set). */
export function deployedSiteSource(siteUrl: string, env: NodeJS.ProcessEnv): DocsSource {
  const api = searchApiFromEnv(env, siteUrl);
  return remoteSiteSource(siteUrl, api ? apiSearch(api) : noSearch('No search API configured'));
}

/** Serves the tools on stdin/stdout until the client closes the pipe. */
export async function serveStdio(source: DocsSource, catalog: () => Promise<Catalog>, version?: string): Promise<void> {
  const server = createDocsMcpServer({source, catalog, version});
  await server.connect(new StdioServerTransport());
  console.error(`MCP server on stdio, reading ${source.origin}`);
}
