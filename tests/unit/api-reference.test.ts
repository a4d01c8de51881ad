import {mkdtempSync, readFileSync, statSync, writeFileSync, mkdirSync, existsSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {load} from 'cheerio';
import {compile} from '@mdx-js/mdx';
import {buildSchema} from 'graphql';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {beforeAll, describe, expect, it, vi} from 'vitest';
import {loadOpenApi, loadOpenApiFile, type ApiOperation, type OpenApi} from '../../src/api/openapi';
import SchemaTable from '../../src/components/api/SchemaTable';
import {ServedDocumentsPlugin, servedDocuments} from '../../src/plugins/api-reference';
import {schemaRows} from '../../src/plugins/api-reference/schema-rows';
import {contractText} from '../../src/plugins/api-reference/contract-text';
import {tokenRights} from '../../src/plugins/api-reference/permission-note';
import {docHtmlToMarkdown} from '../../src/plugins/markdown-copies/html-to-markdown';
import {asSchema, codeSamples, httpCall, javascriptSample} from '../../src/api/samples';
import {apiVersioning} from '../../src/platform/apiLifecycle';
import {retryPolicy} from '../../src/platform/retries';
import {loadGraphqlSchema} from '../../src/api/graphql';
import {graphqlReferenceFiles} from '../../src/plugins/api-reference/graphql';
import {jsxProp, mdxText, templateLiteral, type GeneratedFile} from '../../src/plugins/api-reference/mdx';
import {commonErrors, operationDocId, restReferenceFiles, webhookDocId} from '../../src/plugins/api-reference/rest';
import {staleGeneratedFiles, syncGeneratedFiles} from '../../src/plugins/api-reference/sync';
import {provider} from '../../src/provider';

vi.mock('@docusaurus/Link', () => import('./link-mock'));
vi.mock('@docusaurus/router', () => import('./router-mock'));

const fixtures = path.resolve(__dirname, '../fixtures/api');
const base = provider.urls.restApi;
let api: OpenApi;
let rest: GeneratedFile[];
const operation = (id: string) => api.operations.find((candidate) => candidate.operationId === id)!;
const page = (file: string) => rest.find((candidate) => candidate.path === file)!.content;

beforeAll(async () => {
  api = await loadOpenApiFile(path.join(fixtures, 'openapi.yaml'));
  rest = restReferenceFiles(api, base);
});

/**
 * Every field a schema defines, named as the reference's tables name rows (`sim.iccid`,
 * `tags[].name`): the properties at every depth, of array items and of every alternative of a
 * oneOf, anyOf or allOf, the null of a nullable one aside.
 */
function fieldPaths(input: unknown, prefix = '', depth = 0): string[] {
  const schema = asSchema(input);
  if (depth > 10) throw new Error(`${prefix}: nested deeper than the test follows`);
  const alternatives = [...(schema.oneOf ?? []), ...(schema.anyOf ?? []), ...(schema.allOf ?? [])];
  return [
    ...Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
      const child = asSchema(property);
      const path = `${prefix}${name}`;
      const childPrefix = child.items && !child.properties ? `${path}[].` : `${path}.`;
      return [path, ...fieldPaths(child, childPrefix, depth + 1)];
    }),
    ...(schema.items ? fieldPaths(schema.items, prefix, depth + 1) : []),
    ...alternatives.flatMap((alternative) => fieldPaths(alternative, prefix, depth + 1)),
  ];
}

describe('code samples', () => {
  it('call the operation with its example path values, required query parameters and the bearer token', () => {
    const call = httpCall(operation('listEndpointSms'), base);
    expect(call).toEqual({
      method: 'GET',
      url: `${base}/api/v1/endpoint/42/sms?per_page=100`,
      headers: [['Authorization', 'Bearer $AUTH_TOKEN']],
      body: undefined,
    });
  });

  it('send the request body example and its content type, in each language', () => {
    const samples = codeSamples(operation('sendSms'), base);
    expect(samples.curl).toBe(
      [
        `curl -sS --max-time ${retryPolicy.requestTimeoutSeconds} -X POST "${base}/api/v1/endpoint/42/sms"`,
        '-H "Authorization: Bearer $AUTH_TOKEN"',
        '-H "Content-Type: application/json"',
        `-d '{\n  "source_address": "5550100",\n  "payload": "AT+CFUN?"\n}'`,
      ].join(' \\\n  '),
    );
    expect(samples.python).toContain(`response = requests.post(\n    "${base}/api/v1/endpoint/42/sms",`);
    expect(samples.python).toContain(`headers={"Authorization": f"Bearer {os.environ['AUTH_TOKEN']}"},`);
    expect(samples.python).toContain(
      'json={\n        "source_address": "5550100",\n        "payload": "AT+CFUN?",\n    },',
    );
    expect(samples.java).toContain('public class SendSms {');
    expect(samples.java).toContain(
      'String body = "{\\"source_address\\":\\"5550100\\",\\"payload\\":\\"AT+CFUN?\\"}";',
    );
    expect(samples.java).toContain('.method("POST", HttpRequest.BodyPublishers.ofString(body))');
  });

  it("give up on an attempt after the retry policy's timeout in every language, as the SDKs do", () => {
    const seconds = retryPolicy.requestTimeoutSeconds;
    const samples = codeSamples(operation('sendSms'), base);
    expect(samples.curl).toContain(`--max-time ${seconds} `);
    expect(samples.python).toContain(`    timeout=${seconds},`);
    expect(samples.java).toContain(`.timeout(Duration.ofSeconds(${seconds}))`);
    expect(samples.java).toContain('import java.time.Duration;');
    expect(javascriptSample(httpCall(operation('sendSms'), base))).toContain(
      `signal: AbortSignal.timeout(${seconds * 1000}),`,
    );
  });

  it('build a body from the schema when the document gives no example', () => {
    expect(httpCall(operation('updateSim'), base).body).toEqual({status: {id: 1}});
  });

  it('leave the token out of operations that need none, and take given values', () => {
    const open = {...operation('updateSim'), requiresAuth: false};
    const call = httpCall(open, base, {parameters: {sim_id: 77}, body: {status: {id: 2}}});
    expect(call.headers).toEqual([['Content-Type', 'application/json']]);
    expect(call.url).toBe(`${base}/api/v1/sim/77`);
    expect(codeSamples(open, base).python).not.toContain('import os');
  });
});

describe('MDX writing', () => {
  it('escapes braces and angle brackets in prose but not in code', () => {
    expect(mdxText('Send {x} to <b> with `{y}`')).toBe('Send \\{x\\} to &lt;b&gt; with `{y}`');
    // A code span that wraps onto the next line is still code; a blank line ends the paragraph, and any span.
    expect(mdxText('With `GET\n/x/{id}` and `q=<t>`.')).toBe('With `GET\n/x/{id}` and `q=<t>`.');
    expect(mdxText('A ` tick\n\n{x}`')).toBe('A ` tick\n\n\\{x\\}`');
  });

  it('reads provider URLs from the provider module, in prose, template literals and props', () => {
    expect(mdxText(`See ${provider.urls.status}.`)).toBe('See {provider.urls.status}.');
    expect(templateLiteral(`curl ${base}/x \`y\` \${z}`)).toBe('`curl ${provider.urls.restApi}/x \\`y\\` \\${z}`');
    expect(jsxProp({url: `${base}/a`})).toBe('{{"url":"" + provider.urls.restApi + "/a"}}');
  });
});

describe('REST reference', () => {
  it('has one page per operation under its tag, and a sidebar grouped by tag in document order', () => {
    expect(rest.map((file) => file.path)).toEqual([
      'docs/rest/reference/sms/list-endpoint-sms.mdx',
      'docs/rest/reference/sms/send-sms.mdx',
      'docs/rest/reference/sims/update-sim.mdx',
      'docs/rest/reference/errors.mdx',
      'docs/rest/reference/_sidebar.ts',
    ]);
    const sidebar = page('docs/rest/reference/_sidebar.ts');
    expect(sidebar.indexOf('"label": "SMS"')).toBeLessThan(sidebar.indexOf('"label": "SIMs"'));
    expect(sidebar).toContain('"id": "rest/reference/sms/send-sms"');
  });

  it('gives a page its summary as title, a description and the method and path', () => {
    const sms = page('docs/rest/reference/sms/send-sms.mdx');
    expect(sms).toMatch(/^---\ntitle: "Send an SMS to an endpoint"\n/);
    expect(sms).toContain(
      'description: "Send an SMS to an endpoint: POST /api/v1/endpoint/{endpoint_id}/sms, its parameters, responses, errors and code samples."',
    );
    expect(sms).toContain('<Endpoint method="POST" path="/api/v1/endpoint/{endpoint_id}/sms" />');
    expect(sms).toContain('Text with `{braces}` and &lt;angle&gt; brackets.');
  });

  it('lists path-level and operation parameters, the body fields with nesting, and every response', () => {
    const list = page('docs/rest/reference/sms/list-endpoint-sms.mdx');
    expect(list).toContain('{"name":"endpoint_id","location":"path","type":"integer","required":true');
    expect(list).toContain('{"name":"per_page","location":"query","type":"integer","required":true');
    expect(list).toContain('"details":"Default `1`. Minimum 1."');
    expect(list).toContain('#### Headers of the 200 response');
    expect(list).toContain('A JSON array of `object`, each with these fields:');
    expect(list).toContain('{"name":"status.description","type":"string","required":false}');
    const update = page('docs/rest/reference/sims/update-sim.mdx');
    expect(update).toContain('"details":"One of `1`, `2`."');
    expect(update).toContain('### 204 No Content');
    expect(update).toContain('### 404 Not Found');
    const sms = page('docs/rest/reference/sms/send-sms.mdx');
    expect(sms).toContain('<CodeBlock language="json" title="Example 422 response">');
    expect(sms).toContain('"anchor":"422-unprocessable-content"');
  });

  it('puts the samples in language tabs with the host from the provider module', () => {
    const sms = page('docs/rest/reference/sms/send-sms.mdx');
    expect(sms).toContain('<Tabs groupId="lang" queryString="lang">');
    for (const language of ['bash', 'python', 'java']) expect(sms).toContain(`<CodeBlock language="${language}">`);
    expect(sms).toContain('${provider.urls.restApi}/api/v1/endpoint/42/sms');
    expect(sms).not.toContain(new URL(base).host);
    expect(sms).toContain("import {provider} from '@site/src/provider';");
  });

  it.each(['send-sms', 'list-endpoint-sms'])('writes %s as MDX that compiles', async (name) => {
    const file = rest.find((candidate) => candidate.path.endsWith(`/${name}.mdx`))!;
    await expect(compile(file.content, {remarkPlugins: [remarkGfm, remarkDirective]})).resolves.toBeDefined();
  });
});

describe('REST reference pages from api/openapi.yaml', () => {
  /** Each operation and webhook of api/openapi.yaml with its generated page ('' when it has none). */
  async function documentPages() {
    const document = await loadOpenApi();
    const pages = restReferenceFiles(document, base);
    const pageOf = (docId: string) => pages.find((file) => file.path === `docs/${docId}.mdx`)?.content ?? '';
    const common = commonErrors(document.operations);
    const errorCodes = pageOf('rest/reference/errors');
    // A common error's section and examples stand once, on the error codes page.
    const withoutCommon = (operation: ApiOperation) => ({
      ...operation,
      responses: operation.responses.filter((response) => !common.has(response.shared ?? '')),
    });
    return [
      ...document.operations.map((operation) => ({
        operation: withoutCommon(operation),
        content: pageOf(operationDocId(operation)),
      })),
      ...document.webhooks.map((webhook) => ({operation: webhook, content: pageOf(webhookDocId(webhook))})),
      ...document.operations.map((operation) => ({
        operation: {
          ...operation,
          parameters: [],
          requestBody: undefined,
          responses: operation.responses.filter((response) => common.has(response.shared ?? '')),
        },
        content: errorCodes,
      })),
    ];
  }

  it('state the errors every operation answers once: a table on each page, their sections and every code on one page', async () => {
    const document = await loadOpenApi();
    const pages = restReferenceFiles(document, base);
    const common = commonErrors(document.operations);
    expect([...common].sort()).toEqual([
      'Forbidden',
      'InternalError',
      'TooManyRequests',
      'Unauthorized',
      'Unavailable',
    ]);
    const errorCodes = pages.find((file) => file.path === 'docs/rest/reference/errors.mdx')!.content;
    for (const operation of document.operations) {
      const content = pages.find((file) => file.path === `docs/${operationDocId(operation)}.mdx`)!.content;
      for (const response of operation.responses) {
        const section = new RegExp(`^### ${response.status}\\b`, 'm');
        const isCommon = common.has(response.shared ?? '');
        expect(section.test(content), `${operation.operationId} ${response.status} section`).toBe(!isCommon);
        if (isCommon) expect(content, operation.operationId).toMatch(new RegExp(`^\\| ${response.status}\\b`, 'm'));
      }
      expect(content, operation.operationId).toContain('](/rest#errors)');
      expect(content, operation.operationId).toContain('](/rest/reference/errors)');
      for (const response of operation.responses) {
        for (const example of Object.values(response.body?.examples ?? {})) {
          const {code} = example as {code?: string};
          if (code)
            expect(errorCodes, `${operation.operationId} ${response.status} ${code}`).toContain(`| \`${code}\` |`);
        }
      }
    }
    await expect(compile(errorCodes, {remarkPlugins: [remarkGfm, remarkDirective]})).resolves.toBeDefined();
    // The code of a removed operation is listed though no example shows it yet (src/platform/apiLifecycle.ts).
    expect(errorCodes).toContain(`| \`${apiVersioning.codeAfterSunset}\` | ${apiVersioning.statusAfterSunset} Gone |`);
    const sharedSections = [...errorCodes.matchAll(/^### (\d{3}|5XX) /gm)].map((match) => match[1]);
    expect(sharedSections, 'shared error sections in status order').toEqual([...sharedSections].sort());
  }, 30_000);

  it('expand the object of a nullable oneOf [X, null] into its fields', () => {
    const rows = schemaRows({
      type: 'object',
      properties: {
        sim: {oneOf: [{type: 'object', required: ['id'], properties: {id: {type: 'integer'}}}, {type: 'null'}]},
        imei: {oneOf: [{type: 'string'}, {type: 'null'}]},
      },
    });
    expect(rows.map((row) => `${row.name}: ${row.type}`)).toEqual([
      'sim: object or null',
      'sim.id: integer',
      'imei: string or null',
    ]);
  });

  it('show every example the document gives, webhooks’ too, in a picker when there are several', async () => {
    let pickers = 0;
    for (const {operation, content} of await documentPages()) {
      const bodies = [operation.requestBody, ...operation.responses.map((response) => response.body)];
      for (const body of bodies) {
        if (!body) continue;
        for (const [name, example] of Object.entries(body.examples)) {
          expect(content, `${operation.operationId} example ${name}`).toContain(
            templateLiteral(JSON.stringify(example, null, 2)),
          );
          if (Object.keys(body.examples).length > 1) {
            expect(content, `${operation.operationId} tab ${name}`).toContain(`<TabItem value=${JSON.stringify(name)}`);
          }
        }
        if (Object.keys(body.examples).length > 1) pickers += 1;
      }
    }
    expect(pickers).toBeGreaterThan(0);
  });

  it('show every field the document defines, at every depth, on the page of each operation and webhook', async () => {
    const missing: string[] = [];
    let fields = 0;
    for (const {operation, content} of await documentPages()) {
      const schemas = [
        ...operation.parameters.map((parameter) => fieldPaths(parameter.schema, `${parameter.name}.`)),
        ...[operation.requestBody, ...operation.responses.map((response) => response.body)].map((body) =>
          body ? fieldPaths(body.schema) : [],
        ),
      ].flat();
      const names = [
        ...operation.parameters.map((parameter) => parameter.name),
        ...operation.responses.flatMap((response) => response.headers.map((header) => header.name)),
        ...schemas,
      ];
      fields += names.length;
      for (const name of new Set(names)) {
        if (!content.includes(`"name":${JSON.stringify(name)}`)) missing.push(`${operation.operationId}: ${name}`);
      }
    }
    expect(missing).toEqual([]);
    expect(fields).toBeGreaterThan(1000);
  });

  it('write a page per webhook, listed after the operations in the sidebar, as MDX that compiles', async () => {
    const document = await loadOpenApi();
    const files = restReferenceFiles(document, base);
    const sidebar = files.find((file) => file.path.endsWith('/_sidebar.ts'))!.content;
    const position = (docId: string) => sidebar.indexOf(`"id": "${docId}"`);
    const lastOperation = Math.max(...document.operations.map((operation) => position(operationDocId(operation))));
    for (const webhook of document.webhooks) {
      expect(position(webhookDocId(webhook)), webhook.operationId).toBeGreaterThan(lastOperation);
      expect(files.some((file) => file.path === `docs/${webhookDocId(webhook)}.mdx`)).toBe(true);
    }
    const [first] = document.webhooks;
    const content = files.find((file) => file.path === `docs/${webhookDocId(first)}.mdx`)!.content;
    await expect(compile(content, {remarkPlugins: [remarkGfm, remarkDirective]})).resolves.toBeDefined();
  }, 30_000);

  it('tell how to send the Idempotency-Key where an operation takes one, and show who may call it', async () => {
    const document = await loadOpenApi();
    const pages = restReferenceFiles(document, base);
    for (const operation of document.operations) {
      const content = pages.find((file) => file.path === `docs/${operationDocId(operation)}.mdx`)!.content;
      const takesKey = operation.parameters.some((parameter) => parameter.name === 'Idempotency-Key');
      expect(
        /^The samples make a random UUID once, keep it in a variable and send it as the `Idempotency-Key` header/m.test(
          content,
        ),
        operation.operationId,
      ).toBe(takesKey);
      for (const sample of [
        'KEY=$(uuidgen)\ncurl ',
        '-H "Idempotency-Key: $KEY"',
        'idempotency_key = str(uuid.uuid4())\nresponse = requests.',
        '"Idempotency-Key": idempotency_key',
        'String idempotencyKey = UUID.randomUUID().toString();',
        '.header("Idempotency-Key", idempotencyKey)',
      ]) {
        expect(content.includes(sample), `${operation.operationId}: ${sample}`).toBe(takesKey);
      }
      expect(content.includes('Who may call it: '), operation.operationId).toBe(operation.permission !== undefined);
    }
  });

  it('show who may call every GraphQL query and mutation, as REST does, and whose role a token acts with once a page', () => {
    const schema = loadGraphqlSchema();
    const pages = graphqlReferenceFiles(schema);
    const page = (file: string) => pages.find((generated) => generated.path.endsWith(`/${file}.mdx`))!.content;
    for (const [rootType, file] of [
      [schema.getQueryType()!, 'queries'],
      [schema.getMutationType()!, 'mutations'],
    ] as const) {
      const sections = page(file).split(/^## /m).slice(1);
      for (const field of Object.keys(rootType.getFields())) {
        const section = sections.find((text) => text.startsWith(`${field}\n`));
        expect(section, `${file}: ${field}`).toMatch(/^Who may call it: /m);
      }
      // Whose role a token acts with is the same for every field: said once, above them.
      expect(page(file).split(tokenRights).length - 1, `${file}: the token sentence`).toBe(1);
    }
  });

  it('keep a field’s description and its details apart in the Markdown copies', () => {
    const html = renderToStaticMarkup(
      React.createElement(SchemaTable, {
        rows: [{name: 'id', type: 'integer', required: true, description: 'Numeric id.', details: 'Minimum 1.'}],
      }),
    );
    const markdown = docHtmlToMarkdown(`<article>${html}</article>`, {
      title: 'T',
      description: 'D',
      url: 'https://x.test/t',
    });
    expect(markdown).toContain('Numeric id. Minimum 1.');
  });

  it('parse a contract description at build time: inline text, or paragraphs with lists nested by indent', () => {
    expect(contractText('One\nline.  ')).toBe('One line.');
    expect(contractText('Lead:\n- a\n  - b\n  more b\n- c\n\nAfter.')).toEqual([
      {lead: 'Lead:', items: [{text: 'a', items: ['b more b']}, 'c']},
      {lead: 'After.'},
    ]);
    // A list that opens the description, indented as YAML may leave it, keeps its items side by side.
    expect(contractText('\n  - a\n  - b')).toEqual([{items: ['a', 'b']}]);
    expect(contractText('-  two spaces')).toEqual([{items: ['two spaces']}]);
    expect(() => contractText('Lead:\n- a\n-\n- b')).toThrow(/empty `- ` item/);
    // What a table cell cannot show is refused at build time, naming the description.
    expect(() => contractText('Steps:\n\n1. one\n2. two')).toThrow(/"Steps:.*a numbered list/);
    expect(() => contractText('Lead.\n\n    indented code')).toThrow(/a code cannot be shown/);
  });

  it("show a description's paragraphs and - lists in its cell, nested by indent, and keep them in the Markdown copies", () => {
    const description = [
      'What to do first. The rest follows',
      'on a wrapped line.',
      '',
      'The answers:',
      '- `401`: refresh, then',
      '  retry.',
      '- `5xx`:',
      '  - from the platform: retry;',
      '  - from a gateway: read first.',
      '',
      'After the list.',
    ].join('\n');
    const html = renderToStaticMarkup(
      React.createElement(SchemaTable, {rows: [{name: 'key', type: 'string', description: contractText(description)}]}),
    );
    const cell = load(html)('td').last();
    expect(
      cell
        .children('p')
        .map((_, p) => load(p).text())
        .get(),
    ).toEqual(['What to do first. The rest follows on a wrapped line.', 'The answers:', 'After the list.']);
    expect(cell.find('> ul > li').length).toBe(2);
    expect(cell.find('> ul > li').first().text()).toBe('401: refresh, then retry.');
    expect(cell.find('> ul > li > ul > li').length).toBe(2);
    const plain = renderToStaticMarkup(
      React.createElement(SchemaTable, {
        rows: [{name: 'id', type: 'integer', description: contractText('One\nline.')}],
      }),
    );
    expect(load(plain)('td').last().children('p, ul').length).toBe(0);
    const markdown = docHtmlToMarkdown(`<article>${html}</article>`, {
      title: 'T',
      description: 'D',
      url: 'https://x.test/t',
    });
    // A table row is one line in Markdown: the cell's paragraphs and items stay on it, ¶ between two blocks, items after a bullet.
    const row = markdown.split('\n').find((line) => line.startsWith('| `key` '));
    expect(row).toMatch(
      /wrapped line\. ¶ The answers: +• `401`: refresh, then retry\. +• `5xx`: +◦ from the platform: retry; +◦ from a gateway: read first\. +¶ After the list\. *\|$/,
    );
  });

  it('serve openapi.yaml and schema.graphql at the site root, linked from /rest and /graphql', () => {
    const emitted: Record<string, string> = {};
    const compilation = {
      hooks: {processAssets: {tap: (_options: unknown, run: () => void) => run()}},
      emitAsset: (name: string, source: {source: () => Buffer}) => {
        emitted[name] = source.source().toString();
      },
    };
    const compiler = {
      webpack: {
        Compilation: {PROCESS_ASSETS_STAGE_ADDITIONAL: 0},
        sources: {
          RawSource: class {
            constructor(private readonly buffer: Buffer) {}
            source = () => this.buffer;
          },
        },
      },
      hooks: {thisCompilation: {tap: (_name: string, run: (c: typeof compilation) => void) => run(compilation)}},
    };
    new ServedDocumentsPlugin().apply(compiler as never);
    expect(emitted).toEqual(
      Object.fromEntries(Object.entries(servedDocuments).map(([name, file]) => [name, readFileSync(file, 'utf8')])),
    );
    const docs = path.resolve(__dirname, '../../docs');
    expect(readFileSync(path.join(docs, 'rest/index.mdx'), 'utf8')).toContain('](pathname:///openapi.yaml)');
    expect(readFileSync(path.join(docs, 'graphql/index.mdx'), 'utf8')).toContain('](pathname:///schema.graphql)');
  });
});

describe('the list of responses', () => {
  it('names each response by its first paragraph, and leaves the rest to its section', async () => {
    const document = await loadOpenApi();
    const authenticate = restReferenceFiles(document, base).find((file) =>
      file.path.endsWith('/authentication/authenticate.mdx'),
    )!.content;
    const list = /<ResponseList responses=\{(.*)\} \/>/.exec(authenticate)![1];
    const unauthorized = (JSON.parse(list) as {status: string; description: unknown}[]).find((response) =>
      response.status.startsWith('401'),
    )!;
    expect(typeof unauthorized.description).toBe('string');
    expect(String(unauthorized.description)).toMatch(/^`invalid_credentials`/);
    expect(authenticate.indexOf('After 10 failed sign-ins')).toBeGreaterThan(authenticate.indexOf('<ResponseList'));
    expect(list).not.toContain('After 10 failed sign-ins');
  });
});

describe('GraphQL reference', () => {
  const files = graphqlReferenceFiles(buildSchema(readFileSync(path.join(fixtures, 'schema.graphql'), 'utf8')));
  const graphqlPage = (name: string) => files.find((file) => file.path === `docs/graphql/reference/${name}`)!.content;

  it('has a page per kind of definition the schema has, and their sidebar', () => {
    expect(files.map((file) => file.path.split('/').pop())).toEqual([
      'queries.mdx',
      'mutations.mdx',
      'types.mdx',
      'inputs.mdx',
      'enums.mdx',
      'scalars.mdx',
      '_sidebar.ts',
    ]);
  });

  it('documents queries with their signature, arguments and linked return type', () => {
    const queries = graphqlPage('queries.mdx');
    expect(queries).toContain('## endpoints\n\nEndpoints visible to the token, filtered.');
    expect(queries).toContain(
      '```text\ntype Query {\n  endpoints(filter: EndpointFilter, first: Int = 20): [Endpoint!]!\n}\n```',
    );
    expect(queries).toContain(
      '{"name":"filter","type":"EndpointFilter","required":false,"typeHref":"/graphql/reference/inputs#endpointfilter"}',
    );
    expect(queries).toContain('{"name":"first","type":"Int","required":false,"details":"Default `20`."}');
    expect(queries).toContain('Returns [`[Endpoint!]!`](/graphql/reference/types#endpoint).');
    expect(graphqlPage('mutations.mdx')).toContain('"name":"name","type":"String!","required":true');
  });

  it('documents types, enums with deprecations, and links only to sections that exist', () => {
    const types = graphqlPage('types.mdx');
    expect(types).toContain('## Endpoint\n\nA device with a SIM.');
    expect(types).toContain('"details":"Arguments: `first: Int = 10`."');
    expect(graphqlPage('enums.mdx')).toContain(
      '{"name":"DELETED","details":"Deprecated: Deleted endpoints are not returned."}',
    );
    const all = files.map((file) => file.content).join('\n');
    for (const [, page, anchor] of all.matchAll(/\/graphql\/reference\/(\w+)#(\w+)/g)) {
      expect(graphqlPage(`${page}.mdx`), `${page}#${anchor}`).toMatch(new RegExp(`^## ${anchor}$`, 'im'));
    }
  });

  it("keeps an enum value's paragraphs and list, as a field's description keeps them", () => {
    const schema = buildSchema(
      [
        'type Query { state: State }',
        'enum State {',
        '  """',
        '  Not registered.',
        '',
        '  It also shows when:',
        '  - a reset ends it',
        '  - the SIM is taken off',
        '  """',
        '  OFFLINE',
        '}',
      ].join('\n'),
    );
    const enums = graphqlReferenceFiles(schema).find((file) => file.path.endsWith('enums.mdx'))!.content;
    expect(enums).toContain(
      '{"name":"OFFLINE","description":[{"lead":"Not registered."},{"lead":"It also shows when:","items":["a reset ends it","the SIM is taken off"]}]}',
    );
  });

  it.each(['queries.mdx', 'types.mdx', 'enums.mdx'])('writes %s as MDX that compiles', async (name) => {
    await expect(compile(graphqlPage(name), {remarkPlugins: [remarkGfm, remarkDirective]})).resolves.toBeDefined();
  });
});

describe('writing generated files', () => {
  const files = [
    {path: 'docs/ref/a.mdx', content: 'a'},
    {path: 'docs/ref/b/c.mdx', content: 'c'},
  ];

  it('writes changed and missing files only, removes files no longer generated, and reports what is stale', () => {
    const site = mkdtempSync(path.join(tmpdir(), 'api-reference-'));
    expect(syncGeneratedFiles(site, ['docs/ref'], files)).toEqual({
      written: ['docs/ref/a.mdx', 'docs/ref/b/c.mdx'],
      removed: [],
    });
    const unchanged = statSync(path.join(site, 'docs/ref/a.mdx')).mtimeMs;
    mkdirSync(path.join(site, 'docs/ref/old'));
    writeFileSync(path.join(site, 'docs/ref/old/gone.mdx'), 'gone');
    writeFileSync(path.join(site, 'docs/ref/b/c.mdx'), 'edited by hand');
    expect(staleGeneratedFiles(site, ['docs/ref'], files)).toEqual(['docs/ref/b/c.mdx', 'docs/ref/old/gone.mdx']);
    expect(syncGeneratedFiles(site, ['docs/ref'], files)).toEqual({
      written: ['docs/ref/b/c.mdx'],
      removed: ['docs/ref/old/gone.mdx'],
    });
    expect(statSync(path.join(site, 'docs/ref/a.mdx')).mtimeMs).toBe(unchanged);
    expect(existsSync(path.join(site, 'docs/ref/old/gone.mdx'))).toBe(false);
    expect(staleGeneratedFiles(site, ['docs/ref'], files)).toEqual([]);
  });
});
