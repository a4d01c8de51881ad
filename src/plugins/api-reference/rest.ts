import type {ApiBody, ApiOperation, ApiResponse, OpenApi, Schema} from '../../api/openapi';
import {
  asSchema,
  authTokenVariable,
  bodyExample,
  codeSamples,
  httpCall,
  sampleLanguages,
  type CodeSamples,
} from '../../api/samples';
import {languageTabs} from '../../api/languageTabs';
import {permissions, rolesWith, type Permission} from '../../platform/roles';
import type {FieldRow, ParameterRow, ResponseSummary} from '../../components/api/types';
import {
  frontMatter,
  generatedNotice,
  jsxProp,
  mdxText,
  sidebarModule,
  slug,
  templateLiteral,
  truncate,
  usesProvider,
  type GeneratedFile,
} from './mdx';
import {schemaDetails, schemaRows, typeLabel} from './schema-rows';

/** Where the REST reference lives: docs/rest/reference/<tag>/<operation>.mdx is /rest/reference/<tag>/<operation>. */
export const restReferenceDir = 'docs/rest/reference';
const source = 'api/openapi.yaml';

const reasonPhrases: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
  '204': 'No Content',
  '400': 'Bad Request',
  '401': 'Unauthorized',
  '403': 'Forbidden',
  '404': 'Not Found',
  '409': 'Conflict',
  '422': 'Unprocessable Content',
  '429': 'Too Many Requests',
  '500': 'Internal Server Error',
  '503': 'Service Unavailable',
};

/** The heading of a response: `201 Created`, `4XX`, `default`. */
const responseHeading = (status: string) => [status, reasonPhrases[status]].filter(Boolean).join(' ');

/**
 * A JSON example as a CodeBlock. markdownlint reads MDX as CommonMark, where a blank line inside
 * the template literal would end the HTML block; JSON.stringify output has none.
 */
const jsonBlock = (value: unknown, title: string) =>
  `<CodeBlock language="json" title=${JSON.stringify(title)}>{${templateLiteral(JSON.stringify(value, null, 2))}}</CodeBlock>`;

/** The tag an operation is filed under. */
const tagOf = (operation: ApiOperation) => operation.tag || 'Other';

/** The doc id of an operation's page, which is also its path under docs/ without extension. */
export function operationDocId(operation: ApiOperation): string {
  return `rest/reference/${slug(tagOf(operation))}/${slug(operation.operationId)}`;
}

function parameterRows(operation: ApiOperation): ParameterRow[] {
  return operation.parameters.map((parameter) => {
    const row: ParameterRow = {
      name: parameter.name,
      location: parameter.in,
      type: typeLabel(parameter.schema),
      required: parameter.required,
    };
    const description = parameter.description || parameter.schema.description;
    if (description) row.description = description.trim();
    const details = schemaDetails(parameter.schema);
    if (details) row.details = details;
    return row;
  });
}

/**
 * What a JSON body holds: its type and a table of its fields; a body that is one of several shapes
 * (oneOf/anyOf) gets a heading and a table per shape, at heading level `heading`.
 */
function bodyFields(schema: Schema, heading: string): string[] {
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) {
    return [
      `One of ${variants.length} shapes:`,
      ...variants.flatMap((variant, index) => [
        `${heading} ${variant.title ?? `Shape ${index + 1}`}`,
        ...bodyFields(variant, `${heading}#`),
      ]),
    ];
  }
  const rows = schemaRows(schema);
  const lead =
    schema.type === 'array'
      ? `A JSON array of \`${typeLabel(asSchema(schema.items))}\`${rows.length > 0 ? ', each with these fields:' : '.'}`
      : `A JSON \`${typeLabel(schema)}\`${rows.length > 0 ? ' with these fields:' : '.'}`;
  return rows.length > 0 ? [lead, `<SchemaTable rows=${jsxProp(rows)} />`] : [lead];
}

/**
 * Every example of a body: one block, or a picker (tabs) with one tab per example, labelled with
 * its summary, when the document gives several. A body with no example gets one built from its schema.
 */
function bodyExampleBlock(body: ApiBody, title: string): string[] {
  const named = Object.entries(body.examples);
  if (named.length <= 1) {
    const example = bodyExample(body);
    return example === undefined ? [] : [jsonBlock(example, title)];
  }
  const tabs = named.map(([name, example]) => {
    const label = body.exampleSummaries[name] ?? name;
    return `<TabItem value=${JSON.stringify(name)} label=${JSON.stringify(label)}>\n${jsonBlock(example, `${title}: ${label}`)}\n</TabItem>`;
  });
  return [`${named.length} examples:`, outsideMarkdownlint(`<Tabs>\n${tabs.join('\n')}\n</Tabs>`)];
}

/** The section of one response: description, headers, body fields and example. */
function responseSection(response: ApiResponse): string {
  const {status} = response;
  const parts = [`### ${responseHeading(status)}`, mdxText(response.description)];
  if (response.headers.length > 0) {
    const rows: FieldRow[] = response.headers.map((header) => ({
      name: header.name,
      type: typeLabel(header.schema),
      ...(header.description && {description: header.description.trim()}),
    }));
    parts.push(`#### Headers of the ${status} response`, `<SchemaTable nameHeading="Header" rows=${jsxProp(rows)} />`);
  }
  if (response.body) {
    parts.push(`#### Body of the ${status} response`, ...bodyFields(response.body.schema, '#####'));
    parts.push(...bodyExampleBlock(response.body, `Example ${status} response`));
  }
  return parts.filter(Boolean).join('\n\n');
}

/** JSX that markdownlint must not read as Markdown: code in template literals, URLs in JSON strings. */
function outsideMarkdownlint(jsx: string): string {
  return [
    '{/*<!-- markdownlint-capture --><!-- markdownlint-disable -->*/}',
    jsx,
    '{/*<!-- markdownlint-restore -->*/}',
  ].join('\n\n');
}

/**
 * The samples as tabs that remember the reader's language across pages (groupId) and can be chosen
 * by URL (?lang=java).
 */
function sampleTabs(samples: CodeSamples): string {
  const tabs = sampleLanguages.map(
    ({value, label, language}) =>
      `<TabItem value="${value}" label="${label}">\n<CodeBlock language="${language}">{${templateLiteral(samples[value])}}</CodeBlock>\n</TabItem>`,
  );
  return outsideMarkdownlint(
    `<Tabs groupId="${languageTabs.groupId}" queryString="${languageTabs.queryString}">\n${tabs.join('\n')}\n</Tabs>`,
  );
}

const authentication = {
  required:
    ':::info[Authentication]\n\nSend an auth token in the `Authorization: Bearer` header. The [REST API overview](/rest#authentication) explains how to get one.\n\n:::',
  none: ':::info[Authentication]\n\nThis operation needs no auth token.\n\n:::',
};

/** Which roles may call the operation, from its `x-permission` and src/platform/roles.ts. */
function permissionNote(operation: ApiOperation): string {
  if (!operation.permission) return '';
  if (!(operation.permission in permissions)) {
    throw new Error(
      `${source}: ${operation.operationId} has x-permission ${operation.permission}, not a permission of src/platform/roles.ts`,
    );
  }
  const permission = operation.permission as Permission;
  const holders = rolesWith(permission);
  const list = `${holders.slice(0, -1).join(', ')}${holders.length > 1 ? ' or ' : ''}${holders.at(-1)}`;
  const task = permissions[permission].task.replace(/^./, (first) => first.toLowerCase());
  return `Who may call it: ${list}, the [roles](/portal/roles) that may ${task}. An application token acts with the role of the user who created it.`;
}

/** For an operation that takes an `Idempotency-Key`: how to send one, which the samples leave out (a fixed key copied into code would replay). */
function idempotencyNote(operation: ApiOperation): string {
  const key = operation.parameters.find(
    (parameter) => parameter.in === 'header' && parameter.name === 'Idempotency-Key',
  );
  if (!key) return '';
  return `In production, add an \`${key.name}\` header with a new random value (a UUID v4) for each request and the same value on its retries, so that a retry after a timeout gets the first response instead of running the request again. [Retry safely](/sdks/retries) explains when to retry.`;
}

/** The "Try it" panel, starting from the samples' call: example path values, required query, example body. */
function tryItPanel(operation: ApiOperation): string {
  const call = httpCall(operation, '');
  const body = call.body === undefined ? '' : ` defaultBody=${jsxProp(JSON.stringify(call.body, null, 2))}`;
  return outsideMarkdownlint(
    `<TryIt method="${operation.method}" defaultPath=${jsxProp(call.url)}${body} auth={${operation.requiresAuth}} />`,
  );
}

/** The parameters and body of a request, under `## Request`. */
function requestSections(operation: ApiOperation): string[] {
  const request: string[] = [];
  const parameters = parameterRows(operation);
  if (parameters.length > 0) request.push('### Parameters', `<ParameterTable parameters=${jsxProp(parameters)} />`);
  const body = operation.requestBody;
  if (body) {
    request.push(
      '### Request body',
      body.required ? 'The request needs this body.' : 'The body is optional.',
      ...bodyFields(body.schema, '####'),
      ...bodyExampleBlock(body, 'Example request body'),
    );
  }
  if (request.length === 0) request.push('This operation takes no parameters and no request body.');
  return ['## Request', ...request];
}

/** The list of responses and a section per response, under `## Responses`. */
function responseSections(operation: ApiOperation): string[] {
  const summaries: ResponseSummary[] = operation.responses.map((response) => ({
    status: responseHeading(response.status),
    description: response.description.trim(),
    anchor: slug(responseHeading(response.status)),
  }));
  return [
    '## Responses',
    `<ResponseList responses=${jsxProp(summaries)} />`,
    ...operation.responses.map(responseSection),
  ];
}

/** A reference page: front matter, the generated notice, the imports its content uses and the content. */
function referencePage(title: string, description: string, sections: string[]): string {
  const content = sections.filter(Boolean).join('\n\n');
  const imports = [
    ...(usesProvider(content) ? ["import {provider} from '@site/src/provider';"] : []),
    "import CodeBlock from '@theme/CodeBlock';",
    "import TabItem from '@theme/TabItem';",
    "import Tabs from '@theme/Tabs';",
    ...['Endpoint', 'ParameterTable', 'ResponseList', 'SchemaTable', 'TryIt']
      .filter((component) => content.includes(`<${component} `))
      .map((component) => `import ${component} from '@site/src/components/api/${component}';`),
  ];
  const head = frontMatter({title, sidebar_label: title, description, custom_edit_url: null});
  return [head, `{/*${generatedNotice(source)}*/}`, imports.join('\n'), content].join('\n\n') + '\n';
}

/** The MDX page of one operation; `baseUrl` is the API origin the samples call. */
export function operationPage(operation: ApiOperation, baseUrl: string): string {
  const {method, path} = operation;
  const title = operation.summary || `${method} ${path}`;
  const description = truncate(
    `${title.replace(/\.$/, '')}: ${method} ${path}, its parameters, responses, errors and code samples.`,
    160,
  );
  const samples = codeSamples(operation, baseUrl);
  // The description comes first: it is the page's opening paragraph, which search snippets show.
  return referencePage(title, description, [
    mdxText(operation.description || `${title.replace(/\.$/, '')}.`),
    `<Endpoint method="${method}" path="${path}" />`,
    tryItPanel(operation),
    operation.requiresAuth ? authentication.required : authentication.none,
    permissionNote(operation),
    ...requestSections(operation),
    '## Code samples',
    operation.requiresAuth
      ? `Each sample reads the auth token from the \`${authTokenVariable}\` environment variable and sends the example values shown above.`
      : 'Each sample sends the example values shown above.',
    sampleTabs(samples),
    idempotencyNote(operation),
    ...responseSections(operation),
  ]);
}

/** The doc id of a webhook's page: `rest/reference/webhooks/event-record` for the `eventRecord` webhook. */
export function webhookDocId(webhook: ApiOperation): string {
  return `${webhooksDocDir}/${slug(webhook.path)}`;
}
const webhooksDocDir = 'rest/reference/webhooks';

/**
 * The MDX page of a webhook (`webhooks` of the document): the request the platform sends to the
 * integrator's URL, field by field with every example, and the answers it expects.
 */
export function webhookPage(webhook: ApiOperation): string {
  const title = webhook.summary || webhook.path;
  const description = truncate(
    `${title.replace(/\.$/, '')}: the signed ${webhook.method} the platform sends to your URL, its headers, body and the answers it expects.`,
    160,
  );
  return referencePage(title, description, [
    mdxText(webhook.description || `${title.replace(/\.$/, '')}.`),
    `:::info[A request to your server]\n\nThe platform sends this \`${webhook.method}\` to the URL you set. [Webhooks](/sdks/webhooks) shows how to check its signature before you trust the body.\n\n:::`,
    ...requestSections(webhook),
    ...responseSections(webhook),
  ]);
}

/**
 * The REST reference: one page per operation and per webhook, and the sidebar module that groups the
 * operations by tag, in the order the document lists its tags, and the webhooks last. `baseUrl` is the API origin the code samples call.
 */
export function restReferenceFiles({document, operations, webhooks}: OpenApi, baseUrl: string): GeneratedFile[] {
  const tagOrder = [...(document.tags ?? []).map((tag) => tag.name), ...operations.map(tagOf)];
  const tags = tagOrder.filter(
    (tag, index) => tagOrder.indexOf(tag) === index && operations.some((operation) => tagOf(operation) === tag),
  );
  const sidebar = tags.map((tag) => ({
    type: 'category',
    label: tag,
    items: operations
      .filter((operation) => tagOf(operation) === tag)
      .map((operation) => ({type: 'doc', id: operationDocId(operation), label: operation.summary})),
  }));
  if (webhooks.length > 0) {
    sidebar.push({
      type: 'category',
      label: 'Webhooks',
      items: webhooks.map((webhook) => ({type: 'doc', id: webhookDocId(webhook), label: webhook.summary})),
    });
  }
  const pages = [
    ...operations.map((operation) => ({
      path: `docs/${operationDocId(operation)}.mdx`,
      content: operationPage(operation, baseUrl),
    })),
    ...webhooks.map((webhook) => ({path: `docs/${webhookDocId(webhook)}.mdx`, content: webhookPage(webhook)})),
  ];
  return [...pages, sidebarModule(`${restReferenceDir}/_sidebar.ts`, 'restReferenceSidebar', sidebar, source)];
}
