// The docs' MCP server driven by the SDK's own client over both transports (POST /mcp of the embedded service,
// and stdio as `npm run mcp` starts it) on a fixture build: the tools it lists, each called with good and bad
// input, answers checked against the fixture's Markdown, api/openapi.yaml, api/schema.graphql and the event catalogue.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {parse as parseGraphql, type ObjectTypeDefinitionNode} from 'graphql';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {parse as parseYaml} from 'yaml';
import {eventTypes, examplePayload} from '../../src/platform/events';
import {provider} from '../../src/provider';
import {
  call,
  connectHttp,
  connectStdio,
  fixtureMarkdown,
  fixtureMarkdownRoutes,
  serveFixtureBuild,
  repoRoot,
  SECRET,
} from './mcp-fixture';

const served = serveFixtureBuild();
const {build} = served;
const openapi = parseYaml(readFileSync(path.join(repoRoot, 'api/openapi.yaml'), 'utf8')) as {
  paths: Record<string, Record<string, {operationId?: string; parameters?: {$ref?: string; name?: string}[]}>>;
};

const transports: [string, () => Promise<Client>][] = [
  ['Streamable HTTP (POST /mcp)', () => connectHttp(served.server.origin)],
  ['stdio (npm run mcp)', () => connectStdio(process.execPath, ['--import', 'tsx', 'search/mcp/cli.ts', build.dir])],
];

describe.each(transports)('over %s', (_name, connect) => {
  let client: Client;
  beforeAll(async () => {
    client = await connect();
  }, 60_000);
  afterAll(() => client?.close());

  it('lists the six read-only tools, each with a description and an input schema', async () => {
    const {tools} = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual([
      'search_docs',
      'get_page',
      'list_api_operations',
      'get_api_operation',
      'get_graphql_type',
      'get_event_type',
    ]);
    for (const tool of tools) {
      expect(tool.description!.length, tool.name).toBeGreaterThan(80);
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.annotations?.readOnlyHint, tool.name).toBe(true);
    }
    const search = tools.find((tool) => tool.name === 'search_docs')!;
    expect(search.inputSchema.properties).toMatchObject({
      query: {type: 'string', maxLength: 256},
      limit: {type: 'integer', maximum: 20},
    });
  });

  it('search_docs finds the page and returns its title, URL, heading path and snippet', async () => {
    const {data, isError} = await call(client, 'search_docs', {query: 'android access point', limit: 3});
    expect(isError).toBe(false);
    const results = data.results as {title: string; url: string; headingPath: string[]; snippet: string}[];
    expect(results.length).toBeGreaterThan(0);
    expect(results.length).toBeLessThanOrEqual(3);
    expect(results[0].title).toBe('Android');
    expect(results[0].url.startsWith(`${provider.urls.docs}/apn-configuration/android`)).toBe(true);
    expect(results[0].headingPath.slice(0, 2)).toEqual(['Getting started', 'Android']);
    expect(results.some((result) => result.snippet.length > 0)).toBe(true);
  });

  it('search_docs gives at most two sections of one page, so that one page cannot fill the answer', async () => {
    // Every record of the Android page has the word in its title: it has three sections to give.
    const {data} = await call(client, 'search_docs', {query: 'android', limit: 8});
    const pages = (data.results as {url: string}[]).map(({url}) => url.replace(/#.*$/, ''));
    expect(pages.filter((page) => page === `${provider.urls.docs}/apn-configuration/android`)).toHaveLength(2);
    expect(new Set(pages).size).toBeGreaterThan(1);
  });

  it('search_docs keeps to a section, and names the sections when given an unknown one', async () => {
    const {data} = await call(client, 'search_docs', {query: 'sms device', section: 'how-tos'});
    const results = data.results as {url: string; section: string}[];
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((result) => result.section === 'How-tos')).toBe(true);
    const unknown = await call(client, 'search_docs', {query: 'sms', section: 'Nowhere'});
    expect(unknown.isError).toBe(true);
    expect(unknown.text).toContain('Getting started, How-tos');
  });

  it.each([
    ['an empty query', {query: ''}, 'query'],
    ['a query over 256 characters', {query: 'x'.repeat(257)}, 'query'],
    ['a limit over 20', {query: 'apn', limit: 21}, 'limit'],
    ['a limit of 0', {query: 'apn', limit: 0}, 'limit'],
    ['a fractional limit', {query: 'apn', limit: 2.5}, 'limit'],
    ['a query that is no string', {query: 42}, 'query'],
    ['no query', {}, 'query'],
    ['a section name over 100 characters', {query: 'apn', section: 's'.repeat(101)}, 'section'],
  ])('search_docs refuses %s with an error naming the field', async (_name, args, field) => {
    const {isError, text} = await call(client, 'search_docs', args);
    expect(isError).toBe(true);
    expect(text).toContain(field);
  });

  it.each(fixtureMarkdownRoutes())('get_page returns the Markdown copy of %s', async (route) => {
    const {text, isError} = await call(client, 'get_page', {route});
    expect(isError).toBe(false);
    expect(text).toBe(fixtureMarkdown(route));
  });

  it('get_page takes a page URL, a .md URL and a trailing slash', async () => {
    const expected = fixtureMarkdown('/apn-configuration/android');
    for (const route of [
      `${provider.urls.docs}/apn-configuration/android`,
      `${provider.urls.docs}/apn-configuration/android.md`,
      'apn-configuration/android/',
    ]) {
      expect((await call(client, 'get_page', {route})).text, route).toBe(expected);
    }
  });

  it('get_page with an anchor returns that section under the page title, saying so', async () => {
    const {text, isError} = await call(client, 'get_page', {
      route: `${provider.urls.docs}/apn-configuration/android#add-the-apn`,
    });
    expect(isError).toBe(false);
    const [, section] = /\n(## Add the APN\n[^#]*)/.exec(fixtureMarkdown('/apn-configuration/android'))!;
    expect(text).toBe(
      '# Android\n\n> Section "Add the APN" of /apn-configuration/android; get_page with /apn-configuration/android ' +
        `alone returns the whole page.\n\n${section.trimEnd()}\n`,
    );
    const unknown = await call(client, 'get_page', {route: '/apn-configuration/android#add-an-apn'});
    expect(unknown.isError).toBe(true);
    expect(unknown.text).toMatch(
      /^No section #add-an-apn on \/apn-configuration\/android\. Closest anchors: add-the-apn, /,
    );
  });

  it('get_page answers an unknown route with an error naming the closest routes', async () => {
    const {isError, text} = await call(client, 'get_page', {route: '/apn-configuration/andriod'});
    expect(isError).toBe(true);
    expect(text).toMatch(/^No page at \/apn-configuration\/andriod\. Closest routes: \/apn-configuration\/android, /);
  });

  it.each([
    '../secret',
    '/../secret',
    '/..%2fsecret',
    '%2e%2e/secret',
    '/%2e%2e%2fsecret',
    '/apn-configuration/..%2f..%2fsecret',
    '....//secret',
    `${build.parent}/secret`,
    'file:///etc/passwd',
    'C:\\Windows\\win.ini',
    '/leak',
    '/%00',
    '/.search-records',
  ])('get_page never reads outside the build: %s', async (route) => {
    const {isError, text} = await call(client, 'get_page', {route});
    expect(isError).toBe(true);
    expect(text).not.toContain(SECRET);
  });

  it('list_api_operations lists the operations of api/openapi.yaml, by tag when asked', async () => {
    const all = await call(client, 'list_api_operations', {});
    const operations = all.data.operations as {operationId: string; method: string; path: string}[];
    const inDocument = Object.entries(openapi.paths).flatMap(([apiPath, item]) =>
      Object.entries(item)
        .filter(([, operation]) => typeof operation === 'object' && operation !== null && 'operationId' in operation)
        .map(([method, operation]) => `${method.toUpperCase()} ${apiPath} ${operation.operationId}`),
    );
    expect(
      operations.map((operation) => `${operation.method} ${operation.path} ${operation.operationId}`).sort(),
    ).toEqual(inDocument.sort());
    const sms = await call(client, 'list_api_operations', {tag: 'sms'});
    const smsIds = (sms.data.operations as {operationId: string; tag: string}[]).map((operation) => operation.tag);
    expect(new Set(smsIds)).toEqual(new Set(['SMS']));
    const unknown = await call(client, 'list_api_operations', {tag: 'Nope'});
    expect(unknown.isError).toBe(true);
    expect(unknown.text).toContain('Endpoints');
  });

  it('get_api_operation describes sendSms as api/openapi.yaml does, with a sample in the asked language', async () => {
    const {data, isError} = await call(client, 'get_api_operation', {operationId: 'sendSms', language: 'python'});
    expect(isError).toBe(false);
    const [apiPath, item] = Object.entries(openapi.paths).find(([, entry]) =>
      Object.values(entry).some((operation) => operation?.operationId === 'sendSms'),
    )!;
    const [method] = Object.entries(item).find(([, operation]) => operation?.operationId === 'sendSms')!;
    expect(data).toMatchObject({operationId: 'sendSms', method: method.toUpperCase(), path: apiPath});
    expect((data.parameters as {name: string}[]).map((parameter) => parameter.name)).toContain('endpoint_id');
    const body = data.requestBody as {schema: {properties: Record<string, unknown>; required: string[]}};
    expect(Object.keys(body.schema.properties)).toEqual(expect.arrayContaining(['source_address', 'payload']));
    expect(JSON.stringify(data)).not.toContain('$ref');
    expect((data.errors as {status: string}[]).map((error) => error.status)).toEqual(
      expect.arrayContaining(['401', '422']),
    );
    const sample = data.sample as {language: string; code: string};
    expect(sample.language).toBe('python');
    expect(sample.code).toContain('requests.post(');
    expect(sample.code).toContain(`${provider.urls.restApi}/api/v1/endpoint/`);
    const curl = await call(client, 'get_api_operation', {operationId: 'sendSms'});
    // sendSms takes an Idempotency-Key: the sample keeps it in a variable before the call.
    expect((curl.data.sample as {code: string}).code).toMatch(/^KEY=\$\(uuidgen\)\ncurl /);
  });

  it.each([
    [{operationId: 'sendSmss'}, 'Closest: sendSms'],
    [{operationId: 'sendSms', language: 'cobol'}, 'language'],
    [{operationId: 'x'.repeat(101)}, 'operationId'],
    [{}, 'operationId'],
  ])('get_api_operation refuses %j (%s)', async (args, message) => {
    const {isError, text} = await call(client, 'get_api_operation', args);
    expect(isError).toBe(true);
    expect(text).toContain(message);
  });

  it('get_graphql_type gives the SDL and fields of a type as api/schema.graphql defines it', async () => {
    const document = parseGraphql(readFileSync(path.join(repoRoot, 'api/schema.graphql'), 'utf8'));
    const query = document.definitions.find(
      (definition) => definition.kind === 'ObjectTypeDefinition' && definition.name.value === 'Query',
    ) as ObjectTypeDefinitionNode;
    const {data, isError} = await call(client, 'get_graphql_type', {name: 'query'});
    expect(isError).toBe(false);
    expect(data.name).toBe('Query');
    expect(data.sdl).toMatch(/^type Query \{/);
    expect((data.fields as {name: string}[]).map((field) => field.name)).toEqual(
      query.fields!.map((field) => field.name.value),
    );
    const unknown = await call(client, 'get_graphql_type', {name: 'Endpont'});
    expect(unknown.isError).toBe(true);
    expect(unknown.text).toContain('Closest: Endpoint');
  });

  it('get_event_type finds a type by id or name, with its example payload, and suggests names', async () => {
    const [first] = eventTypes;
    for (const event of [first.id, String(first.id), first.name.toUpperCase()]) {
      const {data, isError} = await call(client, 'get_event_type', {event});
      expect(isError).toBe(false);
      expect(data).toMatchObject({id: first.id, name: first.name, example: examplePayload(first)});
    }
    const unknown = await call(client, 'get_event_type', {event: first.name.slice(0, -1)});
    expect(unknown.isError).toBe(true);
    expect(unknown.text).toContain(`Closest: ${first.name}`);
    expect((await call(client, 'get_event_type', {event: 99_999})).isError).toBe(true);
    expect((await call(client, 'get_event_type', {event: {id: 1}})).isError).toBe(true);
  });

  it('answers an unknown tool and oversized arguments with errors, and keeps serving', async () => {
    expect((await call(client, 'delete_everything', {})).isError).toBe(true);
    const many = Object.fromEntries(Array.from({length: 30}, (_, index) => [`extra${index}`, index]));
    const oversized = await call(client, 'search_docs', {query: 'apn', ...many});
    expect(oversized.isError).toBe(true);
    expect(oversized.text).toContain('maximum of 20 elements');
    expect((await call(client, 'search_docs', {query: 'apn'})).isError).toBe(false);
  });
});
