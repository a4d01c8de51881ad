import {existsSync, statSync} from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {embeddedIndexName} from '../../../search/index-name';
import {MCP_PATH} from '../../../search/mcp/names';
import {createServer, RECORDS_FILE} from '../../../search/server';

/** The search API path DocSearch and the /search page call on the page's origin (src/search/lite-client.ts). */
const SEARCH_API_PATH = '/1/';

/**
 * Search and the MCP server (POST /mcp) in `npm run dev`. The dev server has no search records of its own, so
 * it forwards the search API and /mcp to the embedded service (search/server.ts) loaded with the last
 * production build's records and Markdown copies, and loads them again when a new build has written them.
 * With no build yet it answers 503, which the modal shows as its error screen (its dev-mode help text says
 * to build once: src/theme/SearchBar).
 */
export function devSearchPlugin(context: LoadContext): Plugin | null {
  if (process.env.NODE_ENV !== 'development') return null;
  // DEV_SEARCH_BUILD_DIR names another build to answer from (the dev-server tests use the e2e build).
  const buildDir = path.resolve(context.siteDir, process.env.DEV_SEARCH_BUILD_DIR ?? 'build');
  const service = new SearchService(buildDir);
  return {
    name: 'dev-search',
    configureWebpack(_config, isServer) {
      if (isServer) return undefined;
      // Docusaurus merges a plugin's `devServer` into its dev server config (core/lib/commands/start/webpack.js).
      return {
        devServer: {
          proxy: [
            {
              // Path prefixes (http-proxy-middleware 2): no page route starts with /mcp.
              context: [SEARCH_API_PATH, MCP_PATH],
              // webpack-dev-server passes `context` on to http-proxy-middleware only for an entry with a
              // `target` (lib/Server.js, getProxyMiddleware); without one every request of the dev server,
              // pages included, went to the search service. `router` picks the real address per request.
              target: 'http://127.0.0.1',
              router: () => service.url(),
              logLevel: 'warn',
            },
          ],
          client: {
            // DocSearch rethrows a failed search after showing its error screen; that is no crash of the page.
            overlay: {runtimeErrors: (error: Error) => error?.name !== 'RetryError'},
          },
        },
      } as NonNullable<ReturnType<NonNullable<Plugin['configureWebpack']>>>;
    },
  };
}

/** The embedded search service on a free loopback port, started again whenever build/ has new records. */
class SearchService {
  private current?: {recordsTime: number; url: Promise<string>; server: http.Server};

  constructor(private readonly buildDir: string) {}

  url(): Promise<string> {
    const recordsFile = path.join(this.buildDir, RECORDS_FILE);
    const recordsTime = existsSync(recordsFile) ? statSync(recordsFile).mtimeMs : 0;
    if (this.current?.recordsTime !== recordsTime) {
      this.current?.server.close();
      const server = recordsTime
        ? createServer({buildDir: this.buildDir, indexName: embeddedIndexName})
        : http.createServer(answerNoBuildYet);
      console.log(
        recordsTime
          ? `[dev-search] Search answers from ${recordsFile} (built ${new Date(recordsTime).toLocaleString()}).`
          : '[dev-search] No search records yet: run `npm run build` once and search answers in `npm run dev` too.',
      );
      const url = new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
      );
      this.current = {recordsTime, url, server};
    }
    return this.current.url;
  }
}

function answerNoBuildYet(_request: http.IncomingMessage, response: http.ServerResponse): void {
  const body = JSON.stringify({
    message: 'No search records yet: run `npm run build` once; `npm run dev` answers search from the last build.',
    status: 503,
  });
  response.writeHead(503, {'Content-Type': 'application/json; charset=utf-8', 'Access-Control-Allow-Origin': '*'});
  response.end(body);
}
