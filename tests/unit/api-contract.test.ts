/**
 * Every page checked against the API contract (api/openapi.yaml and
 * api/schema.graphql): the operations it names, the requests its code sends,
 * the JSON bodies it shows, its GraphQL and the status codes its prose states.
 * Each finding names the file and line.
 */
import Ajv2020, {type ValidateFunction} from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {
  executeSync,
  getVariableValues,
  GraphQLError,
  isExecutableDefinitionNode,
  Kind,
  isInputObjectType,
  isObjectType,
  parse as parseGraphql,
  print,
  validate as validateGraphql,
  type DefinitionNode,
  type DocumentNode,
  type OperationDefinitionNode,
} from 'graphql';
import {afterAll, describe, expect, it} from 'vitest';
import {oneLine, quotedSentence} from './one-line';
import {loadGraphqlSchema} from '../../src/api/graphql';
import {errorExamples, findOperation, loadOpenApi, type ApiOperation, type Schema} from '../../src/api/openapi';
import {compilePage} from '../../src/plugins/content-check/mdx';
import type {Page} from '../../src/plugins/content-check/pages';
import {authTokenLifetimeSeconds, limits} from '../../src/platform/limits';
import {connectivityResetRepeat} from '../../src/platform/connectivityReset';
import {lastUpdatedMeaning} from '../../src/platform/events';
import {provider} from '../../src/provider';
import {closedSchema} from './closed-schema';
import {loadDocs, type DocFile} from './docs';
import {codeBlockElements, codeFences, docLines, jsxElements, lineOf, withTrees} from './mdx-tree';
import {eventFindings, eventsIn} from './event-examples';

const {document, operations} = await loadOpenApi();
const graphqlSchema = loadGraphqlSchema();
const ajv = new Ajv2020({strict: false, allErrors: true});
addFormats(ajv);
const validators = new Map<Schema, ValidateFunction>();
const validatorOf = (schema: Schema) =>
  validators.get(schema) ?? validators.set(schema, ajv.compile(closedSchema(schema))).get(schema)!;

/** What the checks looked at, summed over all pages and printed at the end. */
const checked = {
  apiExamples: 0,
  methodMentions: 0,
  pathMentions: 0,
  requests: 0,
  requestBodies: 0,
  jsonExamples: 0,
  graphql: 0,
  statusClaims: 0,
  errorCodeClaims: 0,
  events: 0,
};

interface CodeBlock {
  language: string;
  title?: string;
  code: string;
  /** File line of the block's first code line. */
  line: number;
}

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** Values a page may render in a CodeBlock template literal, as it imports them. */
const templateValues: Record<string, unknown> = {provider, limits, authTokenLifetimeSeconds};

/** The value of `${provider.a.b}` (or `limits.…`, `authTokenLifetimeSeconds`) in a CodeBlock template literal; other expressions stay as written. */
function evaluateTemplate(raw: string): string {
  return raw.replace(/\\(.)|\$\{([^}]*)\}/gs, (whole, escaped: string | undefined, expression: string | undefined) => {
    if (escaped !== undefined) return escaped;
    const keys = /^\w+(?:\.\w+)*$/.test(expression!.trim()) ? expression!.trim().split('.') : undefined;
    const value = keys?.reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], templateValues);
    return typeof value === 'string' || typeof value === 'number' ? String(value) : whole;
  });
}

const attribute = (attributes: string, name: string) => new RegExp(`\\b${name}=["']([^"']*)["']`).exec(attributes)?.[1];

/** Fenced blocks and <CodeBlock> components, with provider values filled in. */
function codeBlocksOf(doc: DocFile): CodeBlock[] {
  const stringAttribute = (value: string | true | undefined) => (typeof value === 'string' ? value : undefined);
  return [
    ...codeFences(doc).map(({lang, meta, value, node}) => ({
      language: lang ?? '',
      title: attribute(meta ?? '', 'title'),
      code: value,
      line: lineOf(doc, node) + 1,
    })),
    ...codeBlockElements(doc).map(({attributes, code, node}) => ({
      language: stringAttribute(attributes.language) ?? '',
      title: stringAttribute(attributes.title),
      code: evaluateTemplate(code),
      line: lineOf(doc, node),
    })),
  ];
}

/** The text outside code blocks, with code blanked so line numbers stay right; MDX's `\{` read as the reader sees `{`. */
const proseLinesOf = (doc: DocFile): string =>
  docLines(doc)
    .map(({text}) => text.replace(/\\([{}])/g, '$1'))
    .join('\n');

/** A shell script as commands of words, quotes removed as the shell would, each with its first line. */
function shellCommands(script: string): {words: string[]; line: number}[] {
  const commands: {words: string[]; line: number}[] = [];
  let words: string[] = [];
  let word = '';
  let inWord = false;
  let quote: string | undefined;
  let line = 1;
  let commandLine = 1;
  const endWord = () => {
    if (inWord) words.push(word);
    word = '';
    inWord = false;
  };
  const endCommand = () => {
    endWord();
    if (words.length) commands.push({words, line: commandLine});
    words = [];
  };
  for (let i = 0; i < script.length; i += 1) {
    const char = script[i];
    const next = script[i + 1];
    if (char === '\n') line += 1;
    if (!words.length && !inWord) commandLine = line;
    if (quote === "'") {
      if (char === "'") quote = undefined;
      else word += char;
    } else if (quote === '"') {
      if (char === '"') quote = undefined;
      else if (char === '\\' && '"\\$`'.includes(next)) word += script[++i];
      else word += char;
    } else if (char === "'" || char === '"') {
      quote = char;
      inWord = true;
    } else if (char === '\\' && next === '\n') {
      endWord();
      i += 1;
      line += 1;
    } else if (char === '\\') {
      word += script[++i];
      inWord = true;
    } else if (char === '#' && !inWord) {
      while (i + 1 < script.length && script[i + 1] !== '\n') i += 1;
    } else if (' \t'.includes(char)) {
      endWord();
    } else if ('\n;|&()'.includes(char)) {
      endCommand();
    } else {
      word += char;
      inWord = true;
    }
  }
  endCommand();
  return commands;
}

interface Request {
  method: string;
  url: string;
  body?: string;
  line: number;
}

const API_PATH = /\/api\/v1(?:\/(?:\$?\{[^}]*\}|[\w$.-]+))+/g;
const pathOf = (url: string) => /\/api\/v1[^?#\s]*/.exec(url)?.[0].replace(/\.$/, '');

/** curl calls in a shell block. */
function curlRequests(block: CodeBlock): Request[] {
  return shellCommands(block.code).flatMap(({words, line}) => {
    const start = words.indexOf('curl');
    if (start < 0) return [];
    let method: string | undefined;
    let body: string | undefined;
    let getFlag = false;
    let url: string | undefined;
    const args = words.slice(start + 1);
    for (let i = 0; i < args.length; i += 1) {
      const arg = args[i];
      if (arg === '-X' || arg === '--request') method = args[++i];
      else if (['-d', '--data', '--data-raw', '--data-binary', '--json'].includes(arg)) body = args[++i];
      else if (arg === '-G' || arg === '--get') getFlag = true;
      else if (
        ['-H', '--header', '-o', '--output', '-D', '--dump-header', '-w', '--data-urlencode', '-u'].includes(arg)
      )
        i += 1;
      else if (!arg.startsWith('-') && url === undefined) url = arg;
    }
    if (!url) return [];
    return [
      {method: method ?? (body !== undefined && !getFlag ? 'POST' : 'GET'), url, body, line: block.line + line - 1},
    ];
  });
}

/** requests/session calls in a Python block; f-string prefixes such as {API} resolved from the block's assignments. */
function pythonRequests(block: CodeBlock): Request[] {
  const assignments = new Map(
    [...block.code.matchAll(/^\s*(\w+)\s*=\s*f?["']([^"']*)["']/gm)].map(([, name, value]) => [name, value]),
  );
  const dictionaries = new Map(
    [...block.code.matchAll(/^\s*(\w+)\s*=\s*(\{[^\n]*\})\s*$/gm)].map(([, name, value]) => [name, value]),
  );
  const resolve = (value: string) =>
    value.replace(/\{(\w+)\}/g, (whole, name: string) => assignments.get(name) ?? whole);
  return [
    ...block.code.matchAll(
      /\b(?:requests|session)\.(get|post|put|patch|delete)\(\s*(?:f?["']([^"']*)["']|(\w+)\b)([^\n]*)/g,
    ),
  ].flatMap((match) => {
    const url = match[2] ?? assignments.get(match[3]);
    if (!url) return [];
    // A json= body written as a literal dict, inline or in a variable; computed bodies stay unchecked.
    const json = /\bjson=(\{[^\n]*\}|\w+)/.exec(match[4])?.[1];
    return [
      {
        method: match[1].toUpperCase(),
        url: resolve(resolve(url)),
        body: json && pythonLiteralAsJson(dictionaries.get(json) ?? json),
        line: block.line + lineAt(block.code, match.index) - 1,
      },
    ];
  });
}

/** A Python dict literal as JSON, or undefined when it computes anything. */
function pythonLiteralAsJson(literal: string): string | undefined {
  const json = literal
    .replace(/\bTrue\b/g, 'true')
    .replace(/\bFalse\b/g, 'false')
    .replace(/\bNone\b/g, 'null');
  try {
    JSON.parse(json);
    return json;
  } catch {
    return undefined;
  }
}

/** fetch() calls in a JavaScript block. */
function javascriptRequests(block: CodeBlock): Request[] {
  return [...block.code.matchAll(/\bfetch\(\s*[`'"]([^`'"]*)[`'"]\s*(,\s*\{[^}]*\})?/g)].map((match) => ({
    method: /method:\s*['"](\w+)['"]/.exec(match[2] ?? '')?.[1].toUpperCase() ?? 'GET',
    url: match[1],
    line: block.line + lineAt(block.code, match.index) - 1,
  }));
}

/** java.net.http requests in a Java block: the URI and the builder's method. */
function javaRequests(block: CodeBlock): Request[] {
  return [...block.code.matchAll(/URI\.create\(([^;]*?)\)([^;]*);/g)].flatMap((match) => {
    const url = /"([^"]*\/api\/v1[^"]*)"/.exec(match[1])?.[1];
    const method = /\.(GET|POST|PUT|DELETE)\(|\.method\("(\w+)"/.exec(match[2]);
    return url
      ? [{method: method?.[1] ?? method?.[2] ?? 'GET', url, line: block.line + lineAt(block.code, match.index) - 1}]
      : [];
  });
}

const requestParsers: Record<string, (block: CodeBlock) => Request[]> = {
  bash: curlRequests,
  shell: curlRequests,
  sh: curlRequests,
  python: pythonRequests,
  javascript: javascriptRequests,
  js: javascriptRequests,
  java: javaRequests,
};

const requestsOf = (block: CodeBlock): Request[] => requestParsers[block.language]?.(block) ?? [];

const describeErrors = (validate: ValidateFunction) => ajv.errorsText(validate.errors, {dataVar: 'body'});

/** Type definitions a block shows (a reference's signatures) must be the schema's own, field by field. */
function sdlErrors(definitions: readonly DefinitionNode[]): GraphQLError[] {
  return definitions.flatMap((definition) => {
    if (!('name' in definition) || !definition.name) return [];
    const type = graphqlSchema.getType(definition.name.value);
    if (!type) return [new GraphQLError(`type ${definition.name.value} is not in the schema`, {nodes: definition})];
    if (!('fields' in definition) || !definition.fields || (!isObjectType(type) && !isInputObjectType(type))) return [];
    const fields = type.getFields();
    return definition.fields.flatMap((field) => {
      const actual = fields[field.name.value];
      const shown = print(field.type);
      if (!actual) return [new GraphQLError(`${type.name}.${field.name.value} is not in the schema`, {nodes: field})];
      return String(actual.type) === shown
        ? []
        : [
            new GraphQLError(`${type.name}.${field.name.value} is ${String(actual.type)}, not ${shown}`, {
              nodes: field,
            }),
          ];
    });
  });
}

function graphqlFindings(source: string, line: number): string[] {
  checked.graphql += 1;
  let errors: readonly GraphQLError[];
  try {
    const parsed = parseGraphql(source);
    const executable = parsed.definitions.every(isExecutableDefinitionNode);
    errors = executable ? validateGraphql(graphqlSchema, parsed) : sdlErrors(parsed.definitions);
  } catch (error) {
    errors = [error as GraphQLError];
  }
  return errors.map((error) => `${line + (error.locations?.[0].line ?? 1) - 1}: GraphQL: ${error.message}`);
}

function requestFindings(request: Request): string[] {
  if (request.url.startsWith(provider.urls.graphqlApi)) {
    const query = request.body?.startsWith('{') ? (JSON.parse(request.body) as {query?: string}).query : undefined;
    return query ? graphqlFindings(query, request.line) : [];
  }
  // A call to the API host must name an operation even when it misses the /api/v1 prefix.
  const onApiHost = request.url.startsWith(provider.urls.restApi);
  const apiPath = onApiHost ? request.url.slice(provider.urls.restApi.length).split(/[?#]/)[0] : pathOf(request.url);
  // A path held in a variable (`f"{BASE}{path}"`) is checked where the variable is set.
  if (!apiPath?.startsWith('/')) return [];
  checked.requests += 1;
  const operation = findOperation(operations, request.method, apiPath);
  if (!operation) return [`${request.line}: ${request.method} ${apiPath} is not an operation of api/openapi.yaml`];
  if (request.body === undefined) return [];
  // A body curl reads from a file (`-d @file`) that an earlier step of the page builds: nothing here to parse.
  const fromFile = request.body.startsWith('@');
  if (!operation.requestBody)
    return [`${request.line}: ${operation.operationId} takes no request body, the page sends one`];
  if (fromFile) return [];
  let body: unknown;
  try {
    body = JSON.parse(request.body);
  } catch {
    return [`${request.line}: the body sent to ${operation.operationId} is not JSON`];
  }
  checked.requestBodies += 1;
  const validate = validatorOf(operation.requestBody.schema);
  return validate(body)
    ? []
    : [`${request.line}: request body of ${operation.operationId}: ${describeErrors(validate)}`];
}

const operationById = new Map(operations.map((operation) => [operation.operationId, operation]));
const componentSchemas = document.components!.schemas! as Record<string, Schema>;

/**
 * The schema a JSON block's title names: `Request: sendSms`, `Response: getSim`,
 * `Response: sendSms 422`, `Response item: listEvents` (one element of a list) or
 * `Schema: Sms` (a component, for payloads the platform pushes).
 */
function titledSchema(title: string): Schema | string | undefined {
  const match = /^(Request|Response|Response item|Schema): (\w+)(?: (\d{3}))?$/.exec(title);
  if (!match) return undefined;
  const [, kind, name, status] = match;
  if (kind === 'Schema') return componentSchemas[name] ?? `no schema ${name} in api/openapi.yaml`;
  const operation: ApiOperation | undefined = operationById.get(name);
  if (!operation) return `no operation ${name} in api/openapi.yaml`;
  if (kind === 'Request') return operation.requestBody?.schema ?? `${name} takes no request body`;
  const response = operation.responses.find((r) => (status ? r.status === status : r.status.startsWith('2') && r.body));
  const schema = response?.body?.schema;
  if (!schema) return `${name} has no ${status ?? 'success'} response body`;
  if (kind === 'Response item') return (schema.items as Schema | undefined) ?? `${name} does not answer a list`;
  return schema;
}

/** Property names of the document's object schemas: an unmarked JSON block using only these looks like an API body. */
const schemaPropertySets = Object.values(componentSchemas)
  .map((schema) => new Set(Object.keys(schema.properties ?? {})))
  .filter((properties) => properties.size > 0);

function looksLikeApiBody(value: unknown): boolean {
  const sample = Array.isArray(value) ? value[0] : value;
  if (!sample || typeof sample !== 'object') return false;
  const keys = Object.keys(sample);
  return keys.length >= 2 && schemaPropertySets.some((properties) => keys.every((key) => properties.has(key)));
}

type GraphqlOperations = Map<string, DocumentNode>;

/** Named GraphQL operations of a page's graphql blocks, for the JSON blocks that show their variables or response. */
function graphqlOperationsOf(blocks: CodeBlock[]): GraphqlOperations {
  const operations: GraphqlOperations = new Map();
  for (const block of blocks.filter((b) => b.language === 'graphql')) {
    try {
      const parsed = parseGraphql(block.code);
      for (const definition of parsed.definitions) {
        if (definition.kind === Kind.OPERATION_DEFINITION && definition.name)
          operations.set(definition.name.value, parsed);
      }
    } catch {
      // graphqlFindings reports the syntax error.
    }
  }
  return operations;
}

/**
 * A JSON block titled `GraphQL variables: RenameEndpoint` must be values the
 * operation's variables accept; one titled `GraphQL response: ListEndpoints`
 * must be what the server answers: the query executed over the example's own
 * `data` gives back exactly that `data` (no field the query does not ask for,
 * none missing, the schema's types).
 */
function graphqlJsonFindings(
  kind: string,
  name: string,
  value: unknown,
  graphqlOperations: GraphqlOperations,
): string[] {
  const parsed = graphqlOperations.get(name);
  if (!parsed) return [`no GraphQL operation ${name} on this page`];
  checked.jsonExamples += 1;
  const operation = parsed.definitions.find(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION && definition.name?.value === name,
  )!;
  if (kind === 'variables') {
    const {errors} = getVariableValues(
      graphqlSchema,
      operation.variableDefinitions ?? [],
      value as Record<string, unknown>,
    );
    return (errors ?? []).map((error) => error.message);
  }
  const data = (value as {data?: unknown}).data;
  // Arguments do not change what the example's data resolves to; any value of the declared type will do.
  const sample: Record<string, unknown> = {ID: '1', String: 'x', Int: 1, Float: 1, Boolean: true};
  const variableValues = Object.fromEntries(
    (operation.variableDefinitions ?? []).map((definition) => {
      let type = definition.type;
      while (type.kind !== Kind.NAMED_TYPE) type = type.type;
      return [definition.variable.name.value, sample[type.name.value] ?? null];
    }),
  );
  const result = executeSync({
    schema: graphqlSchema,
    document: parsed,
    operationName: name,
    rootValue: data,
    variableValues,
  });
  const findings = (result.errors ?? []).map((error) => error.message);
  if (JSON.stringify(result.data) !== JSON.stringify(data)) {
    findings.push(`data is not what the query returns: ${JSON.stringify(result.data)}`);
  }
  return findings;
}

function jsonFindings(block: CodeBlock, graphqlOperations: GraphqlOperations): string[] {
  let value: unknown;
  try {
    value = JSON.parse(block.code);
  } catch {
    return block.title && titledSchema(block.title)
      ? [`${block.line}: the JSON of "${block.title}" does not parse`]
      : [];
  }
  if (!block.title) {
    return looksLikeApiBody(value)
      ? [`${block.line}: JSON block looks like an API body: give it a title such as title="Response: <operationId>"`]
      : [];
  }
  const graphqlTitle = /^GraphQL (variables|response): (\w+)$/.exec(block.title);
  if (graphqlTitle) {
    const [, kind, name] = graphqlTitle;
    return graphqlJsonFindings(kind, name, value, graphqlOperations).map(
      (f) => `${block.line}: "${block.title}": ${f}`,
    );
  }
  const schema = titledSchema(block.title);
  if (schema === undefined) return [];
  if (typeof schema === 'string') return [`${block.line}: title "${block.title}": ${schema}`];
  checked.jsonExamples += 1;
  const validate = validatorOf(schema);
  if (!validate(value)) return [`${block.line}: "${block.title}": ${describeErrors(validate)}`];
  const events = eventsIn(value);
  checked.events += events.length;
  return events.flatMap((event) => eventFindings(event).map((f) => `${block.line}: "${block.title}": ${f}`));
}

/** The status code the document gives a shared response, checked to be the same wherever it is used. */
function statusOf(shared: string): string {
  const statuses = new Set(
    operations.flatMap((operation) => operation.responses.filter((r) => r.shared === shared).map((r) => r.status)),
  );
  expect(statuses.size, `components.responses.${shared} is used under one status code`).toBe(1);
  return [...statuses][0];
}

/** Situations pages describe, and the shared response of the document that covers each. */
const situations = [
  {name: 'an IP restriction', pattern: /\bIP (?:address )?restriction|other source address/i, shared: 'Forbidden'},
  {
    name: 'a missing, expired or revoked token',
    pattern:
      /\b(?:expired|revoked|missing|invalid) (?:auth |bearer )?token|token (?:is |was |has )?(?:missing|expired|revoked)/i,
    shared: 'Unauthorized',
  },
  {name: 'a rate limit', pattern: /\brate limit|too many requests/i, shared: 'TooManyRequests'},
  {name: 'a SIM sent back to Issued', pattern: /back to Issued|return to Issued/i, shared: 'Conflict'},
  {
    name: 'an SMS text that is too long',
    pattern: /(?:over|more than|exceeds?|longer than) (?:160|70)\b/i,
    /** Its own response of sendSms, not a shared one: each operation lists the 422 cases it has. */
    status: codeStatus('sendSms', 'invalid_parameter'),
  },
].map((situation) => ({...situation, status: 'status' in situation ? situation.status : statusOf(situation.shared)}));

/** The status under which an operation's error examples give a code. */
function codeStatus(operationId: string, code: string): string {
  const response = operations
    .find((operation) => operation.operationId === operationId)
    ?.responses.find((candidate) =>
      Object.values(candidate.body?.examples ?? {}).some((example) => (example as {code?: unknown})?.code === code),
    );
  if (!response) throw new Error(`api/openapi.yaml: ${operationId} has no error example with code ${code}`);
  return response.status;
}

/** Every error `code` of the contract's error examples, with the statuses it is answered under. */
const contractErrorCodes = new Map<string, Set<string>>();
for (const {code, status} of errorExamples(operations)) {
  contractErrorCodes.set(code, (contractErrorCodes.get(code) ?? new Set()).add(status));
}

/** A status followed by an error code: "`422` `idempotency_key_reused`", "409 with the code `payment_overdue`", "| 404, `no_quota`". */
const ERROR_CODE_CLAIM =
  /`?\b([45]\d\d)\b`?(?:,| with(?: the)? code| response with| answered| and)?\s*\(?`([a-z]+(?:_[a-z]+)+)`/g;

/** Pages type error codes as the contract names them, so a renamed code or a moved status fails here, on the line. */
function errorCodeFindings(prose: string, firstLine: number): string[] {
  return prose.split('\n').flatMap((text, index) =>
    [...text.matchAll(ERROR_CODE_CLAIM)].flatMap(([, status, code]) => {
      checked.errorCodeClaims += 1;
      const statuses = contractErrorCodes.get(code);
      if (!statuses) return [`${firstLine + index}: \`${code}\` is not an error code of api/openapi.yaml`];
      return statuses.has(status)
        ? []
        : [
            `${firstLine + index}: states ${status} \`${code}\`; api/openapi.yaml answers it with ${[...statuses].join(', ')}`,
          ];
    }),
  );
}

/** A status code a line states: a number, or the reason phrase alone ("Unauthorised error"). */
const STATUS_CLAIM = /\b([45]\d\d)\b|\b(Unauthori[sz]ed|Forbidden)\b/g;
const reasonPhraseStatus: Record<string, string> = {Unauthorized: '401', Unauthorised: '401', Forbidden: '403'};

function statusFindings(prose: string, firstLine: number): string[] {
  return prose.split('\n').flatMap((text, index) => {
    const claims = [...text.matchAll(STATUS_CLAIM)].map((m) => ({
      status: m[1] ?? reasonPhraseStatus[m[2]],
      at: m.index,
    }));
    if (!claims.length) return [];
    return situations.flatMap((situation) => {
      const mention = situation.pattern.exec(text);
      if (!mention) return [];
      checked.statusClaims += 1;
      const nearest = claims.reduce((best, claim) =>
        Math.abs(claim.at - mention.index) < Math.abs(best.at - mention.index) ? claim : best,
      );
      return nearest.status === situation.status
        ? []
        : [
            `${firstLine + index}: states ${nearest.status} for ${situation.name}; api/openapi.yaml answers ${situation.status}`,
          ];
    });
  });
}

function pageFindings(doc: Page): string[] {
  const findings: string[] = [];
  // MDX escapes braces in prose (`/sim/\\{sim_id\\}`); the checks read what the reader sees.
  const text = doc.source.replace(/\\([{}])/g, '$1');
  for (const match of text.matchAll(
    /\b(GET|POST|PUT|PATCH|DELETE)`?\s+(?:to\s+)?`?(\/api\/v1(?:\/(?:\$?\{[^}]*\}|[\w$.-]+))+)/g,
  )) {
    checked.methodMentions += 1;
    const apiPath = match[2].replace(/\.$/, '');
    if (!findOperation(operations, match[1], apiPath)) {
      findings.push(`${lineAt(text, match.index)}: ${match[1]} ${apiPath} is not an operation of api/openapi.yaml`);
    }
  }
  const blocks = codeBlocksOf(doc);
  const prose = proseLinesOf(doc);
  const frontMatter = doc.source.slice(0, doc.source.length - doc.body.length);
  const texts = [
    {text: frontMatter, line: 1},
    {text: prose, line: doc.bodyLine},
    ...blocks.map((block) => ({text: block.code, line: block.line})),
  ];
  for (const {text: part, line} of texts) {
    for (const match of part.matchAll(API_PATH)) {
      checked.pathMentions += 1;
      const apiPath = match[0].replace(/\.$/, '');
      if (!operations.some((operation) => findOperation([operation], operation.method, apiPath))) {
        findings.push(`${line + lineAt(part, match.index) - 1}: ${apiPath} is not a path of api/openapi.yaml`);
      }
    }
  }
  const graphqlOperations = graphqlOperationsOf(blocks);
  for (const block of blocks) {
    for (const request of requestsOf(block)) findings.push(...requestFindings(request));
    if (block.language === 'json') findings.push(...jsonFindings(block, graphqlOperations));
    if (block.language === 'graphql') findings.push(...graphqlFindings(block.code, block.line));
  }
  findings.push(...statusFindings(prose, doc.bodyLine), ...errorCodeFindings(prose, doc.bodyLine));
  return findings.sort((a, b) => parseInt(a) - parseInt(b));
}

/**
 * `<ApiExample operation=… />` elements, compiled as the content check compiles a page (with the remark
 * plugin that turns them into samples): it refuses an unknown operation, a parameter the operation lacks
 * and a body its schema rejects, on the file's own line.
 */
async function apiExampleFindings(doc: Page): Promise<string[]> {
  const elements = jsxElements(doc, 'ApiExample').length;
  if (!elements) return [];
  checked.apiExamples += elements;
  const {findings} = await compilePage(doc);
  return findings.map(({line, message}) => `${line}: ${message}`);
}

const docs = withTrees(loadDocs());

describe.each(docs.map((doc) => [doc.file, doc] as const))('%s agrees with the API contract', (file, doc) => {
  it('names real operations and shows valid requests, bodies, GraphQL and status codes', async () => {
    const findings = [...pageFindings(doc), ...(await apiExampleFindings(doc))];
    const located = findings.map((finding) => `docs/${file}:${finding}`);
    expect(located, `\n${located.join('\n')}\n`).toEqual([]);
  });
});

// Runs after the pages above (Vitest runs a file's tests in order): the event check must not pass for want of events,
// as it would if example titles stopped naming a schema.
describe('error codes in prose', () => {
  it('are found, so the check above cannot pass for want of them', () => {
    expect(checked.errorCodeClaims).toBeGreaterThan(20);
  });
});

describe('example events', () => {
  it('are found in titled JSON examples and checked against src/platform/events.ts', () => {
    // Pages render most event examples with <EventExample> now; any hand-written one left must still be checked.
    expect(checked.events).toBeGreaterThan(0);
  });
});

afterAll(() => {
  console.info(`API contract checks over ${docs.length} pages:`, checked);
});

describe('GraphQL Connectivity', () => {
  const fields = (() => {
    const type = graphqlSchema.getType('Connectivity');
    if (!isObjectType(type)) throw new Error('api/schema.graphql: no object type Connectivity');
    return type.getFields();
  })();

  it('keeps ratType open to names outside the REST RatType list, as RatType itself says', () => {
    const ratType = oneLine(fields.ratType?.description);
    expect(ratType, 'api/schema.graphql Connectivity.ratType').not.toMatch(/\bone of the (?:exact )?names\b/i);
    expect(ratType, 'api/schema.graphql Connectivity.ratType').toMatch(/another value of that table may appear/i);
  });

  it('says what lastUpdated records in the words of REST location.last_updated', () => {
    const connectivity = document.components?.schemas?.Connectivity as Schema | undefined;
    const location = connectivity?.properties?.location as Schema | undefined;
    const rest = oneLine((location?.properties?.last_updated as Schema | undefined)?.description);
    // Both carry the module's paragraphs: when a node sends Update Location (a fetched subscription, always after a
    // reset), that a re-attach may send none, and that a move also moves the value, so a newer value does not prove a
    // reset ran: the caveat connectivityResetRepeat relies on.
    for (const paragraph of lastUpdatedMeaning) {
      const words = quotedSentence(paragraph);
      expect(rest, 'api/openapi.yaml Connectivity.location.last_updated').toContain(words);
      expect(oneLine(fields.lastUpdated?.description), 'api/schema.graphql Connectivity.lastUpdated').toContain(words);
    }
    expect(connectivityResetRepeat, 'src/platform/retries.ts connectivityResetRepeat').toContain(
      'a newer `location.last_updated` does not prove that the reset ran: a move to another MME, SGSN or VLR moves it too.',
    );
  });
});
