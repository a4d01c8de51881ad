// The guards of POST /mcp (search/mcp/http.ts) and of the tools' sources: the Origin check against DNS
// rebinding, the body and in-flight bounds, JSON-RPC errors for malformed requests, the loopback default of
// `npm run serve`, the readers' precedence on the shared work queue, and route resolution that stays in the build.
import {spawn} from 'node:child_process';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {describe, expect, it} from 'vitest';
import {createMcpHttpHandler, isAllowedOrigin, MCP_MAX_BATCH, MCP_MAX_BODY_BYTES} from '../../search/mcp/http';
import {originsFromEnv} from '../../search/mcp/names';
import {markdownPathOf, normalizeRoute, RouteError} from '../../search/mcp/routes';
import {engineSearch, insideBuild, searchApiFromEnv} from '../../search/mcp/source';
import {SearchIndex} from '../../search/query';
import {WorkQueue} from '../../search/work-queue';
import {embeddedIndexName} from '../../search/index-name';
import {provider} from '../../src/provider';
import {repoRoot, serveFixtureBuild} from './mcp-fixture';
import {freePort, rawRequest} from './search-service';

const served = serveFixtureBuild();
const {build} = served;

const initialize = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: {protocolVersion: '2025-06-18', capabilities: {}, clientInfo: {name: 'raw', version: '1'}},
});

function postMcp(origin: string, body: string, headers: http.OutgoingHttpHeaders = {}) {
  return rawRequest(origin, {
    method: 'POST',
    path: '/mcp',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
      'Content-Length': Buffer.byteLength(body),
      ...headers,
    },
    body,
  });
}

describe('the Origin header', () => {
  it.each([
    ['no Origin (an editor, not a browser)', undefined],
    ['a loopback origin', 'http://localhost:3000'],
    ['127.0.0.1 on another port', 'http://127.0.0.1:6274'],
    ['the docs site', new URL(provider.urls.docs).origin],
  ])('lets %s call', async (_name, origin) => {
    const response = await postMcp(served.server.origin, initialize, origin ? {Origin: origin} : {});
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body).result.serverInfo.name).toBe('docs');
  });

  it.each([
    ['a page elsewhere (DNS rebinding)', 'http://attacker.example:3000'],
    ['a look-alike of localhost', 'http://localhost.attacker.example'],
    ['an opaque origin', 'null'],
    ['a docs origin over another scheme', new URL(provider.urls.docs).origin.replace('https:', 'http:')],
  ])('refuses %s with 403 and a JSON-RPC error', async (_name, origin) => {
    const response = await postMcp(served.server.origin, initialize, {Origin: origin});
    expect(response.status).toBe(403);
    expect(JSON.parse(response.body)).toMatchObject({jsonrpc: '2.0', error: {code: -32000}, id: null});
    expect(served.server.logs.at(-1)).toContain('403 origin');
  });

  it('takes origins named in MCP_ALLOWED_ORIGINS (allowedOrigins) and nothing else', () => {
    expect(originsFromEnv(' https://docs.internal.example, ,http://intranet.example:8080 ')).toEqual([
      'https://docs.internal.example',
      'http://intranet.example:8080',
    ]);
    expect(isAllowedOrigin('https://docs.internal.example', ['https://docs.internal.example'])).toBe(true);
    expect(isAllowedOrigin('https://docs.internal.example.attacker.example', ['https://docs.internal.example'])).toBe(
      false,
    );
  });
});

describe('malformed and oversized requests', () => {
  it('answers a body over the bound with 413 before parsing it', async () => {
    const body = JSON.stringify({jsonrpc: '2.0', id: 1, method: 'ping', params: {pad: 'x'.repeat(MCP_MAX_BODY_BYTES)}});
    const response = await postMcp(served.server.origin, body);
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body).error.message).toContain(`over ${MCP_MAX_BODY_BYTES} bytes`);
  });

  it('answers a body that is not JSON with a JSON-RPC parse error', async () => {
    const response = await postMcp(served.server.origin, '{"jsonrpc": "2.0", "id": 1,');
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body).error.code).toBe(-32700);
  });

  it('answers JSON that is no JSON-RPC message, and an unknown method, with JSON-RPC errors', async () => {
    const notRpc = await postMcp(served.server.origin, '{"hello": "world"}');
    expect(notRpc.status).toBe(400);
    expect(JSON.parse(notRpc.body).error).toBeDefined();
    const unknownMethod = await postMcp(
      served.server.origin,
      JSON.stringify({jsonrpc: '2.0', id: 7, method: 'resources/list'}),
    );
    expect(JSON.parse(unknownMethod.body)).toMatchObject({id: 7, error: {code: -32601}});
  });

  it('answers a batch of more messages than the bound with a JSON-RPC error, and a batch within it', async () => {
    const list = (id: number) => ({jsonrpc: '2.0', id, method: 'tools/list'});
    const tooMany = Array.from({length: MCP_MAX_BATCH + 1}, (_, index) => list(index));
    const refused = await postMcp(served.server.origin, JSON.stringify(tooMany));
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body).error.code).toBe(-32600);
    const answered = await postMcp(served.server.origin, JSON.stringify(tooMany.slice(1)));
    expect(answered.status).toBe(200);
    expect(JSON.parse(answered.body)).toHaveLength(MCP_MAX_BATCH);
  });

  it('answers GET and DELETE with 405: a stateless server has no stream and no session', async () => {
    for (const method of ['GET', 'DELETE']) {
      const response = await rawRequest(served.server.origin, {method, path: '/mcp'});
      expect(response.status).toBe(405);
      expect(response.headers.allow).toBe('POST, OPTIONS');
    }
  });

  it('keeps serving the site and search after all of these', async () => {
    expect((await rawRequest(served.server.origin, {path: '/apn-configuration.md'})).status).toBe(200);
    expect((await postMcp(served.server.origin, initialize)).status).toBe(200);
  });
});

describe('the calls in flight', () => {
  it('answers one more than the bound with 429 and Retry-After, and serves again once one is done', async () => {
    let release!: () => void;
    let started!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const running = new Promise<void>((resolve) => (started = resolve));
    const handler = createMcpHttpHandler({
      createServer: () => {
        const mcp = new McpServer({name: 'slow', version: '1'});
        mcp.registerTool('wait', {description: 'Waits until the test releases it'}, async () => {
          started();
          await held;
          return {content: [{type: 'text', text: 'done'}]};
        });
        return mcp;
      },
      allowedOrigins: [],
      callsInFlight: 1,
      log: () => {},
    });
    const slowServer = http.createServer((request, response) => void handler(request, response));
    await new Promise<void>((resolve) => slowServer.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(slowServer.address() as AddressInfo).port}`;
    try {
      const callWait = JSON.stringify({
        jsonrpc: '2.0',
        id: 2,
        method: 'tools/call',
        params: {name: 'wait', arguments: {}},
      });
      const first = postMcp(origin, callWait);
      // The first call is in flight once its tool runs, and stays so until released.
      await running;
      const second = await postMcp(origin, initialize);
      expect(second.status).toBe(429);
      expect(second.headers['retry-after']).toBe('1');
      release();
      expect((await first).status).toBe(200);
      expect((await postMcp(origin, initialize)).status).toBe(200);
    } finally {
      release();
      slowServer.closeAllConnections();
      slowServer.close();
    }
  });
});

describe('sharing the search service', () => {
  it("lets a reader's query overtake the MCP search queued before it", async () => {
    const index = new SearchIndex([]);
    const queue = new WorkQueue();
    const order: string[] = [];
    const mcpSearch = engineSearch(index, queue)({query: 'apn', hitsPerPage: 20}).then(() => order.push('mcp'));
    // A reader's query for a page of 50 hits (the /search page), as search/server.ts declares its work to the queue.
    const reader = queue.turn(1 + 50 / 25).then(() => order.push('reader'));
    await Promise.all([mcpSearch, reader]);
    expect(order).toEqual(['reader', 'mcp']);
  });
});

describe('npm run serve', () => {
  it('binds to the loopback address when HOST is not set, says where /mcp is, and takes MCP_ALLOWED_ORIGINS', async () => {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      MCP_ALLOWED_ORIGINS: 'https://docs.internal.example',
    };
    delete env.HOST;
    const child = spawn(process.execPath, ['--import', 'tsx', 'search/serve.ts', build.dir], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const line = await new Promise<string>((resolve) =>
        child.stdout.once('data', (chunk: Buffer) => resolve(String(chunk))),
      );
      expect(line.trim()).toBe(
        `Serving ${path.relative(repoRoot, build.dir)} with search at http://127.0.0.1:${port}/ (MCP: http://127.0.0.1:${port}/mcp)`,
      );
      const origin = `http://127.0.0.1:${port}`;
      expect((await postMcp(origin, initialize, {Origin: 'https://docs.internal.example'})).status).toBe(200);
      expect((await postMcp(origin, initialize, {Origin: 'https://elsewhere.example'})).status).toBe(403);
    } finally {
      child.kill();
    }
  }, 30_000);
});

describe('routes', () => {
  it.each([
    ['/apn-configuration/android', '/apn-configuration/android'],
    ['apn-configuration/android/', '/apn-configuration/android'],
    ['/apn-configuration/android.md', '/apn-configuration/android'],
    ['/apn-configuration/android.html?x=1#add', '/apn-configuration/android'],
    [`${provider.urls.docs}/rest/reference/sms/send-sms#request`, '/rest/reference/sms/send-sms'],
    ['/', '/'],
    ['/index.md', '/'],
    [provider.urls.docs, '/'],
  ])('reads %s as %s', (input, route) => {
    expect(normalizeRoute(input)).toBe(route);
  });

  it.each([
    '..',
    '../secret',
    '/a/../../secret',
    '/%2e%2e/secret',
    '/a%2f..%2f..%2fsecret',
    '/a/%252e%252e/secret',
    '/a\\..\\secret',
    'C:\\secret',
    'file:///etc/passwd',
    '/.env',
    '/a/%00',
    '/a/%ff',
    'x'.repeat(513),
  ])('refuses %s', (input) => {
    expect(() => normalizeRoute(input)).toThrow(RouteError);
  });

  it('maps a route to its Markdown copy inside the build, never to a file a link leads out to', async () => {
    expect(markdownPathOf('/')).toBe('index.md');
    expect(markdownPathOf('/a/b')).toBe('a/b.md');
    expect(await insideBuild(build.dir, 'apn-configuration.md')).toBe(path.join(build.dir, 'apn-configuration.md'));
    // build/leak.md links to ../secret.md.
    expect(await insideBuild(build.dir, 'leak.md')).toBeNull();
    expect(await insideBuild(build.dir, '../secret.md')).toBeNull();
  });
});

describe('the search API a deployed site is searched through', () => {
  it("is Algolia's when the site's three variables are set, else the site's embedded service", () => {
    const algolia = searchApiFromEnv(
      {ALGOLIA_APP_ID: 'APP1', ALGOLIA_SEARCH_KEY: 'search-key', ALGOLIA_INDEX_NAME: 'docs_prod'},
      'https://docs.example.test',
    );
    expect(algolia).toEqual({
      url: 'https://APP1-dsn.algolia.net/1/indexes/*/queries',
      headers: {'x-algolia-application-id': 'APP1', 'x-algolia-api-key': 'search-key'},
      indexName: 'docs_prod',
    });
    expect(searchApiFromEnv({ALGOLIA_APP_ID: 'APP1'}, 'https://docs.example.test/')).toEqual({
      url: 'https://docs.example.test/1/indexes/*/queries',
      headers: {},
      indexName: embeddedIndexName,
    });
    expect(searchApiFromEnv({})).toBeUndefined();
  });
});
