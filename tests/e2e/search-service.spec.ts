import http from 'node:http';
import {expect, test} from '@playwright/test';
import {embeddedIndexName} from '../../src/config/search';
import {MAX_BODY_BYTES} from '../../search/server';

// Raw node:http requests, so paths reach the server exactly as written (no client normalises `..`).
const queriesPath = '/1/indexes/*/queries';
const validBody = JSON.stringify({requests: [{indexName: embeddedIndexName, query: 'apn', hitsPerPage: 5}]});

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

interface RawRequest {
  method?: string;
  path: string;
  headers?: http.OutgoingHttpHeaders;
  /** Sent as is; an array is streamed chunk by chunk without a Content-Length. */
  body?: string | string[];
  agent?: http.Agent;
}

function rawRequest(baseURL: string, {method = 'GET', path, headers = {}, body, agent}: RawRequest) {
  const {hostname, port} = new URL(baseURL);
  return new Promise<RawResponse>((resolve, reject) => {
    const request = http.request({hostname, port, method, path, headers, agent}, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString()}),
      );
    });
    request.on('error', reject);
    for (const chunk of Array.isArray(body) ? body : body === undefined ? [] : [body]) request.write(chunk);
    request.end();
  });
}

const postQueries = (baseURL: string, body: string | string[], contentType = 'application/json') =>
  rawRequest(baseURL, {
    method: 'POST',
    path: queriesPath,
    headers: {'Content-Type': contentType, ...(Array.isArray(body) ? {} : {'Content-Length': Buffer.byteLength(body)})},
    body,
  });

test.describe('the search endpoint', () => {
  test('answers a valid query with hits', async ({baseURL}) => {
    const response = await postQueries(baseURL!, validBody);
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body).results[0].hits.length).toBeGreaterThan(0);
  });

  test('refuses malformed JSON with 400', async ({baseURL}) => {
    expect((await postQueries(baseURL!, '{"requests": [')).status).toBe(400);
  });

  test('refuses a body that is neither text/plain nor application/json with 415', async ({baseURL}) => {
    for (const contentType of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/html']) {
      expect((await postQueries(baseURL!, validBody, contentType)).status, contentType).toBe(415);
    }
  });

  test('refuses a body over 64 KB with 413, declared or streamed', async ({baseURL}) => {
    const oversized = JSON.stringify({requests: [{indexName: embeddedIndexName, query: 'x'.repeat(MAX_BODY_BYTES)}]});
    expect((await postQueries(baseURL!, oversized)).status).toBe(413);
    const chunks = Array.from({length: 8}, () => 'x'.repeat(MAX_BODY_BYTES / 4));
    expect((await postQueries(baseURL!, chunks)).status).toBe(413);
  });

  test('answers 404 for an unknown path under /1/', async ({baseURL}) => {
    for (const path of ['/1/indexes/docs/browse', '/1/keys', '/1/indexes/*/queries/extra']) {
      const response = await rawRequest(baseURL!, {method: 'POST', path, body: validBody});
      expect(response.status, path).toBe(404);
    }
  });

  test('answers 405 with the allowed methods for a method other than POST', async ({baseURL}) => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const response = await rawRequest(baseURL!, {method, path: queriesPath});
      expect(response.status, method).toBe(405);
      expect(response.headers.allow).toContain('POST');
    }
  });

  test('refuses a body without a valid "requests" array with 400', async ({baseURL}) => {
    for (const body of ['{}', 'null', '[]', '{"requests": "apn"}', '{"requests": []}', '{"requests": [42]}']) {
      expect((await postQueries(baseURL!, body)).status, body).toBe(400);
    }
  });

  test('answers 1,000 concurrent queries, and still answers afterwards', async ({baseURL}) => {
    // A burst on the shared test server only: never point this at a remote host.
    expect(['127.0.0.1', 'localhost', '[::1]']).toContain(new URL(baseURL!).hostname);
    const agent = new http.Agent({keepAlive: true, maxSockets: 100});
    const started = Date.now();
    const responses = await Promise.all(
      Array.from({length: 1_000}, (_, index) =>
        rawRequest(baseURL!, {
          method: 'POST',
          path: queriesPath,
          headers: {'Content-Type': 'text/plain'},
          body: JSON.stringify({
            requests: [{indexName: embeddedIndexName, query: ['apn', 'sim', 'sms', 'api'][index % 4]}],
          }),
          agent,
        }),
      ),
    );
    agent.destroy();
    console.log(`1,000 concurrent queries answered in ${Date.now() - started} ms`);
    expect(responses.filter((response) => response.status !== 200)).toEqual([]);
    expect((await postQueries(baseURL!, validBody)).status).toBe(200);
  });

  test('still answers a valid query after every kind of bad request', async ({baseURL}) => {
    await postQueries(baseURL!, '{"requests": [');
    await postQueries(baseURL!, validBody, 'text/html');
    await postQueries(
      baseURL!,
      Array.from({length: 8}, () => 'x'.repeat(MAX_BODY_BYTES / 4)),
    );
    await rawRequest(baseURL!, {path: queriesPath});
    await postQueries(baseURL!, '{"requests": [{"indexName": 42}]}');
    const response = await postQueries(baseURL!, validBody);
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body).results[0].hits.length).toBeGreaterThan(0);
  });
});

test.describe('the static file server', () => {
  const outsideOrHidden = [
    '/../package.json',
    '/%2e%2e/package.json',
    '/..%2fpackage.json',
    '/%252e%252e/package.json',
    '/assets/../../package.json',
    '/assets/..%2f..%2fpackage.json',
    '/..%5cpackage.json',
    '/.search-records.json',
    '/%2esearch-records.json',
    '/assets/../.search-records.json',
  ];

  for (const path of outsideOrHidden) {
    test(`answers ${path} with the not-found page`, async ({baseURL}) => {
      const response = await rawRequest(baseURL!, {path});
      expect(response.status).toBe(404);
      expect(response.body).toContain('Page Not Found');
      expect(response.body).not.toContain('"devDependencies"');
      expect(response.body).not.toContain('"objectID"');
    });
  }
});
