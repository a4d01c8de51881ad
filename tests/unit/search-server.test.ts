import {rmSync} from 'node:fs';
import http from 'node:http';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {LIMITS} from '../../search/params';
import {MAX_BODY_BYTES, resolveFile, withoutTrailingSlash} from '../../search/server';
import {
  makeBuild,
  postQueries,
  queriesBody,
  queriesPath,
  rawRequest,
  startServer,
  type RunningServer,
} from './search-service';

let buildDir: string;
let server: RunningServer;
let origin: string;
const validBody = queriesBody({query: 'apn', hitsPerPage: 5});

beforeAll(async () => {
  buildDir = makeBuild({pages: 20, recordsPerPage: 20});
  server = await startServer(buildDir);
  origin = server.origin;
});
afterAll(async () => {
  await server.close();
  rmSync(buildDir, {recursive: true, force: true});
});

describe('the search endpoint', () => {
  it('answers a valid query with hits', async () => {
    const response = await postQueries(origin, validBody);
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body).results[0].hits).toHaveLength(5);
  });

  it('answers a batch with one result per query, in order, whole JSON', async () => {
    const response = await postQueries(origin, queriesBody({query: 'sim'}, {query: 'modem', hitsPerPage: 0}));
    const {results} = JSON.parse(response.body) as {results: {query: string; hits: unknown[]; index: string}[]};
    expect(results.map(({query, hits, index}) => [query, hits.length, index])).toEqual([
      ['sim', 20, 'docs'],
      ['modem', 0, 'docs'],
    ]);
  });

  it('refuses malformed JSON with 400 in Algolia’s error shape', async () => {
    const response = await postQueries(origin, '{"requests": [');
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toEqual({message: 'The body is not valid JSON', status: 400});
  });

  it('refuses a body that is neither text/plain nor application/json with 415', async () => {
    for (const contentType of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'text/html']) {
      expect((await postQueries(origin, validBody, contentType)).status, contentType).toBe(415);
    }
  });

  it('refuses a body over 64 KB with 413, declared or streamed', async () => {
    expect((await postQueries(origin, queriesBody({query: 'x'.repeat(MAX_BODY_BYTES)}))).status).toBe(413);
    const chunks = Array.from({length: 8}, () => 'x'.repeat(MAX_BODY_BYTES / 4));
    expect((await postQueries(origin, chunks)).status).toBe(413);
  });

  it('answers 404 for an unknown path under /1/ and for another index', async () => {
    for (const path of ['/1/indexes/docs/browse', '/1/keys', '/1/indexes/*/queries/extra']) {
      expect((await rawRequest(origin, {method: 'POST', path, body: validBody})).status, path).toBe(404);
    }
    const other = JSON.stringify({requests: [{indexName: 'other', query: 'apn'}]});
    expect((await postQueries(origin, other)).status).toBe(404);
  });

  it('answers 405 with the allowed methods for a method other than POST', async () => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const response = await rawRequest(origin, {method, path: queriesPath});
      expect(response.status, method).toBe(405);
      expect(response.headers.allow).toContain('POST');
    }
  });

  it('refuses a body without a valid "requests" array with 400', async () => {
    for (const body of ['{}', 'null', '[]', '{"requests": "apn"}', '{"requests": []}', '{"requests": [42]}']) {
      expect((await postQueries(origin, body)).status, body).toBe(400);
    }
  });

  it('still answers a valid query after every kind of bad request', async () => {
    await postQueries(origin, '{"requests": [');
    await postQueries(origin, validBody, 'text/html');
    await postQueries(
      origin,
      Array.from({length: 8}, () => 'x'.repeat(MAX_BODY_BYTES / 4)),
    );
    await rawRequest(origin, {path: queriesPath});
    await postQueries(origin, '{"requests": [{"indexName": 42}]}');
    await postQueries(origin, queriesBody({query: 'sim', facetFilters: [[[1]]]}));
    const response = await postQueries(origin, validBody);
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body).results[0].hits.length).toBeGreaterThan(0);
  });
});

describe('parameter types', () => {
  const refused: [name: string, params: Record<string, unknown>][] = [
    ['facetFilters: 5', {facetFilters: 5}],
    ['facetFilters: [5]', {facetFilters: [5]}],
    ['facetFilters: [null]', {facetFilters: [null]}],
    ['facetFilters: an object', {facetFilters: {language: 'en'}}],
    ['facetFilters: [[1]]', {facetFilters: [[1]]}],
    ['facetFilters: true', {facetFilters: true}],
    ['facetFilters: three levels', {facetFilters: [[['language:en']]]}],
    ['attributesToRetrieve: [1]', {attributesToRetrieve: [1]}],
    ['attributesToSnippet: [1]', {attributesToSnippet: [1]}],
    ['attributesToHighlight: {}', {attributesToHighlight: {}}],
    ['facets: 3', {facets: 3}],
    ['query: 5', {query: 5}],
    ['query: null', {query: null}],
    ['query over 512 characters', {query: 'a'.repeat(LIMITS.queryLength + 1)}],
    ['page: -1', {page: -1}],
    ['page: 1.5', {page: 1.5}],
    ['hitsPerPage: "ten"', {hitsPerPage: 'ten'}],
    ['hitsPerPage: 1001', {hitsPerPage: LIMITS.hitsPerPage + 1}],
    ['highlightPreTag: 7', {highlightPreTag: 7}],
    ['highlightPreTag of 30 KB', {highlightPreTag: '<'.repeat(30_000).slice(0, 30_000)}],
    ['highlightPostTag over 64 characters', {highlightPostTag: 'x'.repeat(LIMITS.tagLength + 1)}],
    ['snippetEllipsisText: []', {snippetEllipsisText: []}],
    ['clickAnalytics: "yes"', {clickAnalytics: 'yes'}],
    ['analytics: 0', {analytics: 0}],
    ['attributesToRetrieve of 51 entries', {attributesToRetrieve: Array.from({length: 51}, (_, i) => `a${i}`)}],
    ['an unknown parameter', {sumOrFiltersScores: true}],
    ['params that is not a string', {params: {query: 'apn'}}],
  ];
  for (const [name, params] of refused) {
    it(`answers 400 in Algolia’s error shape for ${name}, and logs one line`, async () => {
      const logged = server.logs.length;
      const body = queriesBody({query: 'apn', ...params});
      // The 30 KB tag is over the body limit on its own; the others are small.
      if (Buffer.byteLength(body) > MAX_BODY_BYTES) return;
      const response = await postQueries(origin, body);
      expect(response.status).toBe(400);
      const answer = JSON.parse(response.body) as {message: string; status: number};
      expect(answer).toEqual({message: expect.any(String), status: 400});
      expect(answer.message).not.toMatch(/\n|at .*\(/);
      expect(server.logs.slice(logged)).toEqual([expect.stringMatching(/^POST \/1\/indexes\/\*\/queries 400 \S/)]);
    });
  }

  it('takes what DocSearch, algoliasearch v4 and algoliasearch-helper send', async () => {
    const response = await postQueries(
      origin,
      queriesBody(
        {
          query: 'apn',
          attributesToRetrieve: ['hierarchy.lvl0', 'content', 'url'],
          attributesToSnippet: ['content:10'],
          snippetEllipsisText: '…',
          highlightPreTag: '<mark>',
          highlightPostTag: '</mark>',
          hitsPerPage: 20,
          clickAnalytics: false,
          facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
        },
        {
          params: new URLSearchParams({
            query: 'apn',
            hitsPerPage: '15',
            page: '0',
            advancedSyntax: 'true',
            facets: '["docusaurus_tag","language"]',
            facetFilters: '[["language:en"],["docusaurus_tag:default"]]',
            analytics: 'false',
          }).toString(),
        },
      ),
    );
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body).results).toHaveLength(2);
  });
});

describe('bounds of one request', () => {
  it('refuses more than 50 queries, and batches asking for over 1,000 hits in all', async () => {
    const many = Array.from({length: LIMITS.queriesPerBatch + 1}, () => ({query: 'sim', hitsPerPage: 1}));
    expect((await postQueries(origin, queriesBody(...many))).status).toBe(400);
    const heavy = Array.from({length: 3}, () => ({query: 'sim', hitsPerPage: 400}));
    const response = await postQueries(origin, queriesBody(...heavy));
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body).message).toMatch(/1200 hits/);
  });

  it('returns at most 100 hits for an empty query, however many are asked', async () => {
    const response = await postQueries(origin, queriesBody({query: '', hitsPerPage: 1000}));
    const [result] = JSON.parse(response.body).results as {hits: unknown[]; hitsPerPage: number}[];
    expect([result.hits.length, result.hitsPerPage]).toEqual([100, 100]);
  });
});

describe('the static file server', () => {
  it("keeps an idle kept-alive connection open past Node's 5 s, so a client reusing it gets no reset", async () => {
    const agent = new http.Agent({keepAlive: true, maxSockets: 1});
    try {
      const reused: boolean[] = [];
      const get = () =>
        new Promise<number>((resolve, reject) => {
          const {hostname, port} = new URL(origin);
          const request = http.get({hostname, port, path: '/', agent}, (response) => {
            reused.push(request.reusedSocket);
            response.resume().on('end', () => resolve(response.statusCode ?? 0));
          });
          request.on('error', reject);
        });
      expect(await get()).toBe(200);
      // Longer than Node's default keepAliveTimeout: with it, the server has closed the socket by now.
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      expect(await get()).toBe(200);
      expect(reused).toEqual([false, true]);
    } finally {
      agent.destroy();
    }
  }, 20_000);

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
    '/.env',
    '/.env/',
  ];
  for (const path of outsideOrHidden) {
    it(`answers ${path} with the not-found page`, async () => {
      const response = await rawRequest(origin, {path});
      expect(response.status).toBe(404);
      expect(response.body).toContain('Page Not Found');
      expect(response.body).not.toContain('"devDependencies"');
      expect(response.body).not.toContain('"objectID"');
      expect(response.body).not.toContain('SECRET');
    });
  }

  it('serves Markdown copies and text files with their types', async () => {
    const markdown = await rawRequest(origin, {path: '/rest.md'});
    expect([markdown.status, markdown.headers['content-type'], markdown.body]).toEqual([
      200,
      'text/markdown; charset=utf-8',
      '# REST API\n',
    ]);
    const text = await rawRequest(origin, {path: '/llms.txt'});
    expect([text.status, text.headers['content-type']]).toEqual([200, 'text/plain; charset=utf-8']);
    const contract = await rawRequest(origin, {path: '/openapi.yaml'});
    expect([contract.status, contract.headers['content-type']]).toEqual([200, 'application/yaml; charset=utf-8']);
    expect(resolveFile(buildDir, '/rest.md')).toBe(`${buildDir}/rest.md`);
  });

  it('redirects a page URL with a trailing slash to the clean URL, keeping the query string', async () => {
    for (const [path, location] of [
      ['/apn-configuration/', '/apn-configuration'],
      ['/apn-configuration/android/', '/apn-configuration/android'],
      ['/apn-configuration/android//?q=apn&x=1', '/apn-configuration/android?q=apn&x=1'],
    ]) {
      const response = await rawRequest(origin, {path});
      expect([response.status, response.headers.location], path).toEqual([301, location]);
    }
    expect((await rawRequest(origin, {path: '/no-such-page/'})).status).toBe(404);
    expect((await rawRequest(origin, {path: '/'})).status).toBe(200);
  });

  it('never redirects to another origin', () => {
    expect(withoutTrailingSlash('//evil.test/')).toBeNull();
    expect(withoutTrailingSlash('///evil.test//')).toBeNull();
    expect(withoutTrailingSlash('/')).toBeNull();
    expect(withoutTrailingSlash('/a/b/')).toBe('/a/b');
  });

  it('logs one line per 4xx answer, without the client sending control characters into it', async () => {
    const logged = server.logs.length;
    await rawRequest(origin, {path: '/missing%0Afake-line'});
    await rawRequest(origin, {method: 'DELETE', path: '/'});
    expect(server.logs.slice(logged)).toEqual([
      'GET /missing%0Afake-line 404 no such file',
      'DELETE / 405 Method not allowed',
    ]);
  });
});

describe('the service under a burst', () => {
  it('answers 1,000 concurrent queries, and still answers afterwards', async () => {
    const agent = new http.Agent({keepAlive: true, maxSockets: 100});
    const responses = await Promise.all(
      Array.from({length: 1_000}, (_, index) =>
        rawRequest(origin, {
          method: 'POST',
          path: queriesPath,
          headers: {'Content-Type': 'text/plain'},
          body: queriesBody({query: ['apn', 'sim', 'sms', 'api'][index % 4]}),
          agent,
        }),
      ),
    );
    agent.destroy();
    expect(responses.filter((response) => response.status !== 200)).toEqual([]);
    expect((await postQueries(origin, validBody)).status).toBe(200);
  }, 60_000);
});
