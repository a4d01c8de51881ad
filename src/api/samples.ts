/**
 * Code samples for one REST operation (curl, Python `requests`, Java `java.net.http.HttpClient`),
 * built from the OpenAPI document as ./openapi loads it: the generated reference prints them, and
 * they change when the document does. Values come from the document's examples.
 */
import {retryPolicy} from '../platform/retries';
import type {ApiBody, ApiOperation, ApiParameter, Schema} from './openapi';

/**
 * A asSchema as an object. The loader dereferences the document, but the schema types still allow a
 * `$ref` or a boolean (`items: true`) in any position: both read as the empty schema, "any value".
 */
export function asSchema(value: unknown): Schema {
  return value && typeof value === 'object' && !('$ref' in value) ? (value as Schema) : {};
}

/**
 * The values a schema names: a request's closed `enum`, or the known values of a response's open
 * `x-extensible-enum`, where a later release may add others and a client must accept them.
 */
export function knownValues(schema: Schema): {values: unknown[]; open: boolean} | undefined {
  if (schema.enum) return {values: schema.enum, open: false};
  const extensible = (schema as {'x-extensible-enum'?: unknown[]})['x-extensible-enum'];
  return extensible ? {values: extensible, open: true} : undefined;
}

/** A value for a schema: its example, else one built from its type, properties and items. */
export function exampleFromSchema(input: unknown, depth = 0): unknown {
  const schema = asSchema(input);
  if (depth > 8) return null;
  if (schema.example !== undefined) return schema.example;
  if (schema.examples?.length) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  const known = knownValues(schema)?.values;
  if (known?.length) return known[0];
  const variant = schema.oneOf?.[0] ?? schema.anyOf?.[0];
  if (variant) return exampleFromSchema(variant, depth + 1);
  if (schema.allOf) {
    return Object.assign({}, ...schema.allOf.map((part) => exampleFromSchema(part, depth + 1)));
  }
  const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== 'null') : schema.type;
  if (type === 'object' || schema.properties) {
    return Object.fromEntries(
      Object.entries(schema.properties ?? {})
        .filter(([, property]) => !asSchema(property).readOnly)
        .map(([name, property]) => [name, exampleFromSchema(property, depth + 1)]),
    );
  }
  if (type === 'array') return [exampleFromSchema(schema.items, depth + 1)];
  if (type === 'integer' || type === 'number') return schema.minimum ?? 1;
  if (type === 'boolean') return true;
  if (type === 'string') {
    if (schema.format === 'date-time') return '2026-01-15T09:30:00Z';
    if (schema.format === 'date') return '2026-01-15';
    if (schema.format === 'email') return 'user@example.com';
    return 'string';
  }
  return null;
}

/** The example a body shows: the document's first example, else one built from its schema. */
export function bodyExample(body: ApiBody | undefined): unknown {
  if (!body) return undefined;
  const [first] = Object.values(body.examples);
  return first !== undefined ? first : exampleFromSchema(body.schema);
}

const parameterExample = (parameter: ApiParameter) => exampleFromSchema(parameter.schema);

/** The HTTP call a sample makes. */
export interface HttpCall {
  method: string;
  url: string;
  headers: [string, string][];
  body?: unknown;
}

/** Environment variable the samples read the bearer token from, as the REST overview sets it. */
export const authTokenVariable = 'AUTH_TOKEN';

/**
 * The `Idempotency-Key` a sample sends, as the shell writes it: a new UUID, never a fixed key
 * that a copied sample would replay. Every language sets it once, in a variable, before the call
 * (`KEY=$(uuidgen)` in the shell), so that re-running the `curl` line in the same shell reuses the key, as a retry must.
 */
export const newIdempotencyKey = '$(uuidgen)';
/** The variable each language keeps the key in, set on the line before the call. */
export const idempotencyKeyVariables = {
  curl: 'KEY',
  python: 'idempotency_key',
  java: 'idempotencyKey',
  javascript: 'idempotencyKey',
} as const;
const sendsNewKey = (call: HttpCall) => call.headers.some(([, value]) => value === newIdempotencyKey);
const idempotencyKeyHeader = 'Idempotency-Key';
const takesIdempotencyKey = (operation: ApiOperation) =>
  operation.parameters.some((parameter) => parameter.in === 'header' && parameter.name === idempotencyKeyHeader);

export interface CallOverrides {
  /** Values for path and query parameters, by name; query parameters not given are left out unless required. */
  parameters?: Record<string, string | number | boolean>;
  /** The JSON request body, instead of the document's example. */
  body?: unknown;
}

/**
 * The call an operation's samples make against `baseUrl` (the provider's API origin): path
 * parameters filled from the document's examples, required query parameters, the bearer token
 * header when the operation needs it, and the request body's example.
 */
export function httpCall(operation: ApiOperation, baseUrl: string, overrides: CallOverrides = {}): HttpCall {
  const given = overrides.parameters ?? {};
  const valueOf = (parameter: ApiParameter) => String(given[parameter.name] ?? parameterExample(parameter));
  const filledPath = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const parameter = operation.parameters.find((candidate) => candidate.in === 'path' && candidate.name === name);
    return encodeURIComponent(parameter ? valueOf(parameter) : String(given[name] ?? name));
  });
  const query = new URLSearchParams();
  for (const parameter of operation.parameters) {
    if (parameter.in === 'query' && (parameter.required || parameter.name in given)) {
      query.append(parameter.name, valueOf(parameter));
    }
  }
  const search = query.size > 0 ? `?${query}` : '';
  const headers: [string, string][] = [];
  if (operation.requiresAuth) headers.push(['Authorization', `Bearer $${authTokenVariable}`]);
  if (takesIdempotencyKey(operation)) headers.push([idempotencyKeyHeader, newIdempotencyKey]);
  const body = overrides.body ?? bodyExample(operation.requestBody);
  if (body !== undefined) headers.push(['Content-Type', 'application/json']);
  return {method: operation.method, url: `${baseUrl}${filledPath}${search}`, headers, body};
}

const json = (value: unknown) => JSON.stringify(value, null, 2);
const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** Every sample gives up on an attempt after the retry policy's timeout, as the SDKs do, rather than hang. */
const timeoutSeconds = retryPolicy.requestTimeoutSeconds;

export function curlSample(call: HttpCall): string {
  const method = call.method === 'GET' ? '' : ` -X ${call.method}`;
  const lines = [`curl -sS --max-time ${timeoutSeconds}${method} "${call.url}"`];
  for (const [name, value] of call.headers) {
    lines.push(`-H "${name}: ${value === newIdempotencyKey ? `$${idempotencyKeyVariables.curl}` : value}"`);
  }
  if (call.body !== undefined) lines.push(`-d ${shellQuote(json(call.body))}`);
  const setKey = sendsNewKey(call) ? [`${idempotencyKeyVariables.curl}=${newIdempotencyKey}`] : [];
  return [...setKey, lines.join(' \\\n  ')].join('\n');
}

/** A JSON value as a Python literal, indented like `json` output. */
function pythonLiteral(value: unknown, indent = ''): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return JSON.stringify(value);
  const inner = `${indent}    `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${inner}${pythonLiteral(item, inner)},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  const lines = entries.map(([key, item]) => `${inner}${JSON.stringify(key)}: ${pythonLiteral(item, inner)},`);
  return `{\n${lines.join('\n')}\n${indent}}`;
}

export function pythonSample(call: HttpCall): string {
  const url = new URL(call.url);
  const base = `${url.origin}${url.pathname}`;
  const headers = call.headers.filter(([name]) => name !== 'Content-Type');
  const args = [`    ${JSON.stringify(base)},`];
  if (headers.length > 0) {
    const entries = headers.map(([name, value]) => {
      const python =
        value === newIdempotencyKey
          ? idempotencyKeyVariables.python
          : value.includes(`$${authTokenVariable}`)
            ? `f"Bearer {os.environ['${authTokenVariable}']}"`
            : JSON.stringify(value);
      return `${JSON.stringify(name)}: ${python}`;
    });
    args.push(`    headers={${entries.join(', ')}},`);
  }
  if (url.search) {
    const params = Object.fromEntries(url.searchParams);
    args.push(`    params=${pythonLiteral(params, '    ')},`);
  }
  if (call.body !== undefined) args.push(`    json=${pythonLiteral(call.body, '    ')},`);
  args.push(`    timeout=${timeoutSeconds},`);
  const standardModules = [
    ...(call.headers.some(([, value]) => value.includes(`$${authTokenVariable}`)) ? ['import os'] : []),
    ...(sendsNewKey(call) ? ['import uuid'] : []),
  ];
  const imports = [...standardModules, ...(standardModules.length > 0 ? [''] : []), 'import requests'].join('\n');
  return [
    imports,
    '',
    ...(sendsNewKey(call) ? [`${idempotencyKeyVariables.python} = str(uuid.uuid4())`] : []),
    `response = requests.${call.method.toLowerCase()}(`,
    ...args,
    ')',
    'response.raise_for_status()',
    'print(response.status_code, response.text)',
  ].join('\n');
}

const pascalCase = (text: string) =>
  text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join('');

/** Java 11 or later: `java.net.http.HttpClient` with the body as a compact JSON string literal. */
export function javaSample(call: HttpCall, className = 'ApiCall'): string {
  const publisher =
    call.body === undefined ? 'HttpRequest.BodyPublishers.noBody()' : 'HttpRequest.BodyPublishers.ofString(body)';
  const request = [`        HttpRequest request = HttpRequest.newBuilder(URI.create(${JSON.stringify(call.url)}))`];
  for (const [name, value] of call.headers) {
    const java =
      value === newIdempotencyKey
        ? idempotencyKeyVariables.java
        : value.includes(`$${authTokenVariable}`)
          ? `"Bearer " + System.getenv(${JSON.stringify(authTokenVariable)})`
          : JSON.stringify(value);
    request.push(`            .header(${JSON.stringify(name)}, ${java})`);
  }
  request.push(
    `            .timeout(Duration.ofSeconds(${timeoutSeconds}))`,
    `            .method(${JSON.stringify(call.method)}, ${publisher})`,
    '            .build();',
  );
  return [
    'import java.net.URI;',
    'import java.net.http.HttpClient;',
    'import java.net.http.HttpRequest;',
    'import java.net.http.HttpResponse;',
    'import java.time.Duration;',
    ...(sendsNewKey(call) ? ['import java.util.UUID;'] : []),
    '',
    `public class ${pascalCase(className)} {`,
    '    public static void main(String[] args) throws Exception {',
    ...(call.body === undefined ? [] : [`        String body = ${JSON.stringify(JSON.stringify(call.body))};`]),
    ...(sendsNewKey(call) ? [`        String ${idempotencyKeyVariables.java} = UUID.randomUUID().toString();`] : []),
    ...request,
    '        HttpResponse<String> response = HttpClient.newHttpClient()',
    '            .send(request, HttpResponse.BodyHandlers.ofString());',
    '        System.out.println(response.statusCode() + " " + response.body());',
    '    }',
    '}',
  ].join('\n');
}

/** JavaScript (Node.js 18 or later, an ES module): the global `fetch`, the token from the environment. */
export function javascriptSample(call: HttpCall): string {
  const headers = call.headers.map(([name, value]) => {
    const key = /^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name);
    const javascript =
      value === newIdempotencyKey
        ? idempotencyKeyVariables.javascript
        : value.includes(`$${authTokenVariable}`)
          ? `\`Bearer \${process.env.${authTokenVariable}}\``
          : JSON.stringify(value);
    return `    ${key}: ${javascript},`;
  });
  const options = [
    `  method: ${JSON.stringify(call.method)},`,
    `  signal: AbortSignal.timeout(${timeoutSeconds * 1000}),`,
  ];
  if (headers.length > 0) options.push('  headers: {', ...headers, '  },');
  if (call.body !== undefined) {
    options.push(`  body: JSON.stringify(${JSON.stringify(call.body, null, 2).replace(/\n/g, '\n  ')}),`);
  }
  return [
    ...(sendsNewKey(call)
      ? ["import {randomUUID} from 'node:crypto';", '', `const ${idempotencyKeyVariables.javascript} = randomUUID();`]
      : []),
    `const response = await fetch(${JSON.stringify(call.url)}, {`,
    ...options,
    '});',
    'if (!response.ok) throw new Error(`HTTP ${response.status}: ${await response.text()}`);',
    'console.log(response.status, await response.text());',
  ].join('\n');
}

/** A tab of code samples: its value (what `?lang=` takes and the tab group remembers), label and Prism grammar, and the sample. */
export interface SampleLanguage {
  value: string;
  label: string;
  language: string;
  /** The call in this language; `className` names the class or function where the language needs one. */
  sample: (call: HttpCall, className: string) => string;
}

/** The sample tabs of every REST call, in tab order: the API reference and every API example show these. */
export const sampleLanguages = [
  {value: 'curl', label: 'curl', language: 'bash', sample: curlSample},
  {value: 'python', label: 'Python', language: 'python', sample: pythonSample},
  {value: 'java', label: 'Java', language: 'java', sample: javaSample},
] as const satisfies readonly SampleLanguage[];

/** The tab an API example adds when asked (`<ApiExample … javascript />`). */
export const javascriptSampleLanguage: SampleLanguage = {
  value: 'javascript',
  label: 'JavaScript',
  language: 'javascript',
  sample: javascriptSample,
};

/** Every value a language tab (src/api/languageTabs.ts) can have, in tab order. */
export const languageTabValues: readonly string[] = [...sampleLanguages, javascriptSampleLanguage].map(
  ({value}) => value,
);

export type CodeSamples = Record<(typeof sampleLanguages)[number]['value'], string>;

/** The samples of an operation in every tab of `sampleLanguages`, calling `baseUrl` (pass `provider.urls.restApi`). */
export function codeSamples(operation: ApiOperation, baseUrl: string, overrides?: CallOverrides): CodeSamples {
  const call = httpCall(operation, baseUrl, overrides);
  return Object.fromEntries(
    sampleLanguages.map(({value, sample}) => [value, sample(call, operation.operationId)]),
  ) as CodeSamples;
}
