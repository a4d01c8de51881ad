/**
 * The MCP server as one serverless function beside the statically hosted site, which cannot answer /mcp
 * itself: `handler(req, res)` takes Node's request and response, as Vercel's Node runtime and Google Cloud
 * Run functions hand them over (either may have parsed the JSON body into `req.body` already). Pages and
 * llms.txt are read from the site over HTTP, search goes to the site's Algolia index (ALGOLIA_APP_ID,
 * ALGOLIA_SEARCH_KEY, ALGOLIA_INDEX_NAME), and the API and event catalogue come from this repository's sources.
 * DOCS_SITE_URL names the site (the public docs by default); MCP_ALLOWED_ORIGINS adds browser origins.
 */
import type http from 'node:http';
import {provider} from '../../src/provider';
import {loadCatalog} from './catalog-build';
import {createMcpHttpHandler, sendRpcError} from './http';
import {originsFromEnv} from './names';
import {deployedSiteSource} from './stdio';
import {createDocsMcpServer} from './tools';

const siteUrl = process.env.DOCS_SITE_URL ?? provider.urls.docs;
const source = deployedSiteSource(siteUrl, process.env);
const handleMcp = createMcpHttpHandler({
  createServer: () => createDocsMcpServer({source, catalog: loadCatalog}),
  allowedOrigins: [new URL(siteUrl).origin, ...originsFromEnv(process.env.MCP_ALLOWED_ORIGINS)],
  // One instance answers few requests at once; the platform starts more.
  callsInFlight: 8,
});

export function handler(
  request: http.IncomingMessage & {body?: unknown},
  response: http.ServerResponse,
): Promise<void> {
  const {body} = request;
  if (body === undefined) return handleMcp(request, response);
  // The platform read the body already: as JSON, or as text or bytes when it did not recognise the type.
  if (typeof body !== 'string' && !Buffer.isBuffer(body)) return handleMcp(request, response, body);
  try {
    return handleMcp(request, response, JSON.parse(String(body)));
  } catch {
    sendRpcError(response, 400, -32700, 'Parse error: the body is not valid JSON');
    return Promise.resolve();
  }
}

export default handler;
