// The serverless handler (search/mcp/serverless.ts) as a platform runs it: in a Node server of its own, the
// body unread or already parsed into req.body, reading a site served here from the MCP fixture build.
import {rmSync} from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {call, connectHttp, fixtureMarkdown, makeFixtureBuild} from './mcp-fixture';
import {rawRequest, startServer, type RunningServer} from './search-service';

const build = makeFixtureBuild();
let site: RunningServer;
let handler: (request: http.IncomingMessage & {body?: unknown}, response: http.ServerResponse) => Promise<void>;
const functions: http.Server[] = [];

beforeAll(async () => {
  site = await startServer(build.dir);
  // The module reads its site at import, as a function does at cold start.
  process.env.DOCS_SITE_URL = site.origin;
  ({handler} = await import('../../search/mcp/serverless'));
});
afterAll(async () => {
  delete process.env.DOCS_SITE_URL;
  for (const server of functions) server.close();
  await site.close();
  rmSync(build.parent, {recursive: true, force: true});
});

/** A function host: `parse` reads and parses the body first, as Vercel and Cloud Run functions do. */
async function functionHost(parse: boolean): Promise<string> {
  const server = http.createServer(async (request, response) => {
    if (parse) {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const text = Buffer.concat(chunks).toString();
      try {
        Object.assign(request, {body: JSON.parse(text)});
      } catch {
        Object.assign(request, {body: text});
      }
    }
    await handler(request, response);
  });
  functions.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe.each([
  ['reading the body itself', false],
  ['given a parsed body', true],
])('the serverless handler, %s', (_name, parse) => {
  it('serves the tools on the site it was deployed beside', async () => {
    const client = await connectHttp(await functionHost(parse));
    try {
      const page = await call(client, 'get_page', {route: '/apn-configuration'});
      expect(page.text).toBe(fixtureMarkdown('/apn-configuration'));
      const search = await call(client, 'search_docs', {query: 'roaming', limit: 1});
      expect((search.data.results as {url: string}[])[0].url).toContain('/apn-configuration');
    } finally {
      await client.close();
    }
  });

  it('refuses a foreign origin and answers a body that is not JSON with a parse error', async () => {
    const origin = await functionHost(parse);
    const headers = {'Content-Type': 'application/json', Accept: 'application/json, text/event-stream'};
    const foreign = await rawRequest(origin, {
      method: 'POST',
      path: '/',
      headers: {...headers, Origin: 'https://attacker.example'},
      body: '{}',
    });
    expect(foreign.status).toBe(403);
    const broken = await rawRequest(origin, {method: 'POST', path: '/', headers, body: '{"jsonrpc":'});
    expect(broken.status).toBe(400);
    expect(JSON.parse(broken.body).error.code).toBe(-32700);
  });
});
