import {
  errorExamples,
  isErrorResponse,
  type ApiBody,
  type ApiOperation,
  type ApiResponse,
  type OpenApi,
  type Schema,
} from '../../api/openapi';
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
import {apiVersioning} from '../../platform/apiLifecycle';
import type {ContractText, FieldRow, ParameterRow, ResponseSummary} from '../../components/api/types';
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
import {permissionNote, tokenRights} from './permission-note';
import {schemaDetails, schemaRows, typeLabel} from './schema-rows';
import {contractText} from './contract-text';

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
  '410': 'Gone',
  '422': 'Unprocessable Content',
  '429': 'Too Many Requests',
  '500': 'Internal Server Error',
  '502': 'Bad Gateway',
  '503': 'Service Unavailable',
  '504': 'Gateway Timeout',
  '5XX': 'Server Error',
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
    if (description) row.description = contractText(description);
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
    // A tab label and a code block title are plain text: a summary's `code` marks would show as backticks.
    const label = (body.exampleSummaries[name] ?? name).replaceAll('`', '');
    return `<TabItem value=${JSON.stringify(name)} label=${JSON.stringify(label)}>\n${jsonBlock(example, `${title}: ${label}`)}\n</TabItem>`;
  });
  return [`${named.length} examples:`, outsideMarkdownlint(`<Tabs>\n${tabs.join('\n')}\n</Tabs>`)];
}

/**
 * The section of one response: description, headers, body fields and example. A header table or a
 * body field table that an earlier response of the same page already printed is not repeated: the
 * section links to that response instead (`printed` maps each table to the status that printed it).
 */
function responseSection(response: ApiResponse, printed: Map<string, string>): string {
  const {status} = response;
  const parts = [`### ${responseHeading(status)}`, mdxText(response.description)];
  const sameAs = (key: string, what: string, table: () => string[]): string[] => {
    const first = printed.get(key);
    if (first === undefined) {
      printed.set(key, status);
      return table();
    }
    const heading = responseHeading(first);
    return [`${what} as the [${heading}](#${slug(heading)}) response.`];
  };
  if (response.headers.length > 0) {
    const rows: FieldRow[] = response.headers.map((header) => ({
      name: header.name,
      type: typeLabel(header.schema),
      ...(header.description && {description: contractText(header.description)}),
    }));
    parts.push(
      `#### Headers of the ${status} response`,
      ...sameAs(`headers:${JSON.stringify(rows)}`, 'Same headers', () => [
        `<SchemaTable nameHeading="Header" rows=${jsxProp(rows)} />`,
      ]),
    );
  }
  if (response.body) {
    const fields = bodyFields(response.body.schema, '#####');
    parts.push(
      `#### Body of the ${status} response`,
      ...sameAs(`body:${JSON.stringify(fields)}`, 'Same fields', () => fields),
    );
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

/** For an operation that takes an `Idempotency-Key`: what the samples' key is and how to keep it for retries. */
function idempotencyNote(operation: ApiOperation): string {
  const key = operation.parameters.find(
    (parameter) => parameter.in === 'header' && parameter.name === 'Idempotency-Key',
  );
  if (!key) return '';
  return `The samples make a random UUID once, keep it in a variable and send it as the \`${key.name}\` header, so re-running the \`curl\` line in the same shell reuses it; running the Python or Java program again makes a new key. In your code, make one key per request and send the same value on its retries, so that a retry after a timeout gets the first response instead of running the request again. [Retry safely](/sdks/retries) explains when to retry.`;
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

/**
 * The shared error responses (`Unauthorized`, `TooManyRequests` …) that every operation taking a
 * token answers: a page lists them in one short table and links /rest#errors instead of repeating
 * a section for each.
 */
export function commonErrors(operations: ApiOperation[]): ReadonlySet<string> {
  const sharedErrors = operations
    .filter((operation) => operation.requiresAuth)
    .map(
      (operation) => new Set(operation.responses.filter(isErrorResponse).flatMap((response) => response.shared ?? [])),
    );
  const [first = new Set<string>(), ...others] = sharedErrors;
  return new Set([...first].filter((name) => others.every((names) => names.has(name))));
}

const commonErrorsHeading = 'Errors every operation can answer';
const errorCodesDocId = 'rest/reference/errors';

/** The first sentence of a description, on one line and without its full stop, for a table cell. */
const firstSentence = (text: string) =>
  (/^.*?(?=\.(\s|$))/s.exec(text.trim())?.[0] ?? text.trim()).replace(/\s+/g, ' ').replace(/\|/g, '\\|');

/** The common errors of an operation as one table: status and when, with the links that explain them. */
function commonErrorsTable(responses: ApiResponse[]): string[] {
  if (responses.length === 0) return [];
  const rows = responses.map(
    (response) => `| ${responseHeading(response.status)} | ${mdxText(firstSentence(response.description))}. |`,
  );
  return [
    `### ${commonErrorsHeading}`,
    ['| Status | When |', '| --- | --- |', ...rows].join('\n'),
    `A platform answer carries the JSON error body every error of the API has; a gateway's \`502\`, \`503\` or \`504\` may carry another body or none, so read the status first. [Errors](/rest#errors) says what to do about each status; [Error codes](/${errorCodesDocId}) lists every \`code\` the API answers and shows these errors' headers and example bodies.`,
  ];
}

/** A description's first paragraph, or all of it when it opens with a list, for the list of responses. */
const openingOf = (text: ContractText): ContractText => (typeof text === 'string' ? text : (text[0]?.lead ?? text));

/**
 * Under `## Responses`: the list of the operation's own responses and a section for each, then one
 * table for the errors in `common`.
 */
function responseSections(operation: ApiOperation, common: ReadonlySet<string> = new Set()): string[] {
  const isCommon = (response: ApiResponse) => isErrorResponse(response) && common.has(response.shared ?? '');
  const own = operation.responses.filter((response) => !isCommon(response));
  const printed = new Map<string, string>();
  // The list names each response by its first paragraph; its section below gives the rest.
  const summaries: ResponseSummary[] = own.map((response) => ({
    status: responseHeading(response.status),
    description: openingOf(contractText(response.description)),
    anchor: slug(responseHeading(response.status)),
  }));
  return [
    '## Responses',
    `<ResponseList responses=${jsxProp(summaries)} />`,
    ...own.map((response) => responseSection(response, printed)),
    ...commonErrorsTable(operation.responses.filter(isCommon)),
  ];
}

/**
 * The page that lists every error `code` of the document's error examples, with its status, when it
 * is answered and which operations answer it.
 */
export function errorCodesPage(operations: ApiOperation[], common: ReadonlySet<string>): string {
  interface ErrorCode {
    statuses: Set<string>;
    when: Set<string>;
    operations: Set<ApiOperation>;
  }
  const codes = new Map<string, ErrorCode>();
  for (const {code, status, operation, response, name} of errorExamples(operations)) {
    const entry = codes.get(code) ?? {statuses: new Set(), when: new Set(), operations: new Set()};
    entry.statuses.add(responseHeading(status));
    entry.when.add(response.body!.exampleSummaries[name] ?? firstSentence(response.description));
    entry.operations.add(operation);
    codes.set(code, entry);
  }
  const answeredBy = (entry: ErrorCode) => {
    if (entry.operations.size === operations.length) return 'Every operation';
    if (entry.operations.size > 6) return `${entry.operations.size} operations: each page lists its errors`;
    return [...entry.operations]
      .map((operation) => `[${operation.operationId}](/${operationDocId(operation)})`)
      .join(', ');
  };
  // No operation is deprecated yet, so no example shows this code; clients branch on it all the same.
  const sunsetRow: [string, string] = [
    apiVersioning.codeAfterSunset,
    `| \`${apiVersioning.codeAfterSunset}\` | ${responseHeading(String(apiVersioning.statusAfterSunset))} | ${apiVersioning.goneWhen} | ${apiVersioning.goneAnsweredBy}: [API versioning](/sdks/api-versioning#how-a-deprecation-reaches-you) |`,
  ];
  const rows = [
    ...[...codes.entries()].map(([code, entry]): [string, string] => [
      code,
      `| \`${code}\` | ${[...entry.statuses].join(', ')} | ${mdxText([...entry.when].map((when) => `${when.replace(/\.$/, '')}.`).join(' '))} | ${answeredBy(entry)} |`,
    ]),
    sunsetRow,
  ]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([, row]) => row);
  const commonResponses = [
    ...new Map(
      operations
        .flatMap((operation) => operation.responses.filter((response) => common.has(response.shared ?? '')))
        .map((response) => [response.shared, response]),
    ).values(),
  ].sort((a, b) => a.status.localeCompare(b.status));
  // authenticate takes no token, so 401 and 403 are shared only by the operations that do.
  const onEveryOperation = (response: (typeof commonResponses)[number]) =>
    operations.every((operation) => operation.responses.some((own) => own.shared === response.shared));
  const statusesOf = (responses: typeof commonResponses) => responses.map((response) => response.status).join(', ');
  const everyStatuses = statusesOf(commonResponses.filter(onEveryOperation));
  const tokenStatuses = statusesOf(commonResponses.filter((response) => !onEveryOperation(response)));
  const printedOnErrorsPage = new Map<string, string>();
  return referencePage(
    'Error codes',
    'Every error code the REST API answers in the code field of its error body, with the status, when it comes and which operations answer it.',
    [
      'Every 4xx and 5xx answer of the platform carries a JSON error body whose `code` field names the reason in a few stable words, while `message` explains it for people and can change its wording; a gateway in front of the platform may answer `502`, `503` or `504` with another body or none, so read the status first. Branch on the status first and on `code` second, never on `message`. This list is generated from the error examples of the OpenAPI document, so it names each `code` the document shows; a later release can add codes, so handle an unknown one by its status. [Errors](/rest#errors) says what to do about each status, and [Retry safely](/sdks/retries) which of them to retry.',
      `Every operation can answer ${everyStatuses || 'no common status'}${tokenStatuses ? `; every operation that takes a token also ${tokenStatuses}` : ''}. Each operation page lists those in one table, and its own errors in full with their examples.`,
      '## Codes',
      ['| Code | Status | When | Answered by |', '| --- | --- | --- | --- |', ...rows].join('\n'),
      '## Errors every operation can answer',
      'The operation pages list these in one table; their full descriptions, headers and example bodies are here.',
      ...commonResponses.map((response) => responseSection(response, printedOnErrorsPage)),
    ],
  );
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

/**
 * The MDX page of one operation; `baseUrl` is the API origin the samples call, and the errors in
 * `common` (see commonErrors) are listed in one table.
 */
export function operationPage(
  operation: ApiOperation,
  baseUrl: string,
  common: ReadonlySet<string> = new Set(),
): string {
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
    operation.permission
      ? `${permissionNote(operation.permission, `${source}: ${operation.operationId} x-permission`)} ${tokenRights}`
      : '',
    ...requestSections(operation),
    '## Code samples',
    operation.requiresAuth
      ? `Each sample reads the auth token from the \`${authTokenVariable}\` environment variable and sends the example values shown above.`
      : 'Each sample sends the example values shown above.',
    sampleTabs(samples),
    idempotencyNote(operation),
    ...responseSections(operation, common),
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
  const sidebar: object[] = tags.map((tag) => ({
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
  sidebar.push({type: 'category', label: 'Errors', items: [{type: 'doc', id: errorCodesDocId, label: 'Error codes'}]});
  const common = commonErrors(operations);
  const pages = [
    ...operations.map((operation) => ({
      path: `docs/${operationDocId(operation)}.mdx`,
      content: operationPage(operation, baseUrl, common),
    })),
    ...webhooks.map((webhook) => ({path: `docs/${webhookDocId(webhook)}.mdx`, content: webhookPage(webhook)})),
    {path: `docs/${errorCodesDocId}.mdx`, content: errorCodesPage(operations, common)},
  ];
  return [...pages, sidebarModule(`${restReferenceDir}/_sidebar.ts`, 'restReferenceSidebar', sidebar, source)];
}
