/**
 * The one loader of api/openapi.yaml. The generated REST reference, the
 * contract tests and anything else that needs the API read it through here:
 * parsed, bundled and dereferenced by @redocly/openapi-core, with a typed list
 * of operations. Node only (it reads the file system).
 */
import path from 'node:path';
import {bundle, createConfig} from '@redocly/openapi-core';
import type {
  Oas3_1Definition,
  Oas3_1Schema,
  Oas3Header,
  Oas3Operation,
  Oas3Parameter,
  Oas3PathItem,
  Oas3RequestBody,
  Oas3Response,
  OasRef,
} from '@redocly/openapi-core';

export const openApiFile = path.resolve(__dirname, '../../api/openapi.yaml');

export const httpMethods = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = Uppercase<(typeof httpMethods)[number]>;

export type Schema = Oas3_1Schema;

export interface ApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  description: string;
  schema: Schema;
}

export interface ApiHeader {
  name: string;
  description: string;
  schema: Schema;
}

/** A request or response body: its JSON schema and the examples the document gives. */
export interface ApiBody {
  /** `Endpoint`, `Endpoint[]` or undefined for an inline schema: the component it is built from. */
  schemaName?: string;
  schema: Schema;
  /** Named examples; a single `example` is listed as `default`. */
  examples: Record<string, unknown>;
  /** The `summary` of each named example that has one, by name. */
  exampleSummaries: Record<string, string>;
}

export interface ApiResponse {
  /** The status code as the document writes it: '200', '429' … */
  status: string;
  /** The shared `components.responses` entry it reuses (`Unauthorized`, `TooManyRequests` …), if any. */
  shared?: string;
  description: string;
  headers: ApiHeader[];
  body?: ApiBody;
}

export interface ApiOperation {
  operationId: string;
  method: HttpMethod;
  /** The path template, e.g. `/api/v1/endpoint/{endpoint_id}/sms`. */
  path: string;
  /** The first tag: the group the operation belongs to. */
  tag: string;
  summary: string;
  description: string;
  /** Path-level and operation-level parameters, path parameters first. */
  parameters: ApiParameter[];
  requestBody?: ApiBody & {required: boolean};
  responses: ApiResponse[];
  /** False for the operations that take no bearer token (authentication itself). */
  requiresAuth: boolean;
  /** `x-permission`: the permission of src/platform/roles.ts a user's role needs for it, if any. */
  permission?: string;
}

export interface OpenApi {
  /** The whole document, every $ref resolved. */
  document: Oas3_1Definition;
  operations: ApiOperation[];
  /** The requests the platform sends (`webhooks`), read like operations; `path` is the webhook's name. */
  webhooks: ApiOperation[];
}

type Resolved<T> = Exclude<T, OasRef>;

/** `#/components/schemas/Endpoint` -> `Endpoint`, and an array of them -> `Endpoint[]`. */
function schemaNameOf(schema: unknown): string | undefined {
  if (!schema || typeof schema !== 'object') return undefined;
  const {$ref, items} = schema as {$ref?: string; items?: unknown};
  if ($ref) return $ref.split('/').pop();
  const itemName = schemaNameOf(items);
  return itemName ? `${itemName}[]` : undefined;
}

function examplesOf(media: {example?: unknown; examples?: Record<string, unknown>}): Record<string, unknown> {
  const named = Object.entries(media.examples ?? {}).map(([name, example]) => [
    name,
    (example as {value?: unknown}).value,
  ]);
  return Object.fromEntries(media.example === undefined ? named : [['default', media.example], ...named]);
}

function exampleSummariesOf(media: {examples?: Record<string, unknown>}): Record<string, string> {
  return Object.fromEntries(
    Object.entries(media.examples ?? {}).flatMap(([name, example]) => {
      const {summary} = example as {summary?: string};
      return summary ? [[name, summary]] : [];
    }),
  );
}

type MediaTypes = Record<string, {schema?: unknown; example?: unknown; examples?: Record<string, unknown>}>;

function bodyOf(content: MediaTypes | undefined, raw: MediaTypes | undefined): ApiBody | undefined {
  const media = content?.['application/json'];
  if (!media?.schema) return undefined;
  return {
    schemaName: schemaNameOf(raw?.['application/json']?.schema),
    schema: media.schema as Schema,
    examples: examplesOf(media),
    exampleSummaries: exampleSummariesOf(media),
  };
}

function parametersOf(pathItem: Oas3PathItem<Schema>, operation: Oas3Operation<Schema>): ApiParameter[] {
  const all = [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])] as Oas3Parameter<Schema>[];
  return all
    .map((parameter) => ({
      name: parameter.name,
      in: parameter.in as ApiParameter['in'],
      required: parameter.required ?? false,
      description: parameter.description ?? '',
      schema: (parameter.schema ?? {}) as Schema,
    }))
    .sort((a, b) => Number(b.in === 'path') - Number(a.in === 'path'));
}

/** A `#/components/...` reference of the raw document, followed once (shared responses are written that way). */
function resolveLocal(raw: Oas3_1Definition, value: unknown): unknown {
  const ref = (value as Partial<OasRef>).$ref;
  if (!ref?.startsWith('#/')) return value;
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], raw);
}

type PathItems = Record<string, unknown> | undefined;

/** The operation's `x-permission` extension, if it has one. */
function permissionOf(operation: Oas3Operation<Schema>): {permission?: string} {
  const permission = (operation as {'x-permission'?: unknown})['x-permission'];
  return permission === undefined ? {} : {permission: String(permission)};
}

/** The operations of `paths` (or of `webhooks`, keyed by name), with `rawItems` the same map unresolved. */
function operationsOf(
  document: Oas3_1Definition,
  raw: Oas3_1Definition,
  items: PathItems,
  rawItems: PathItems,
): ApiOperation[] {
  return Object.entries(items ?? {}).flatMap(([apiPath, item]) => {
    const pathItem = item as Oas3PathItem<Schema>;
    const rawPathItem = rawItems?.[apiPath] as Oas3PathItem<Schema>;
    return httpMethods.flatMap((method) => {
      const operation = pathItem[method];
      if (!operation) return [];
      const rawOperation = rawPathItem[method]!;
      const requestBody = operation.requestBody as Resolved<Oas3RequestBody<Schema>> | undefined;
      const rawRequestBody = rawOperation.requestBody as Resolved<Oas3RequestBody<Schema>> | undefined;
      const body = bodyOf(requestBody?.content, rawRequestBody?.content);
      return [
        {
          operationId: operation.operationId!,
          method: method.toUpperCase() as HttpMethod,
          path: apiPath,
          tag: operation.tags?.[0] ?? '',
          summary: operation.summary ?? '',
          description: operation.description ?? '',
          parameters: parametersOf(pathItem, operation),
          requestBody: body && {...body, required: requestBody?.required ?? false},
          responses: Object.entries(operation.responses).map(([status, response]) => {
            const resolved = response as Resolved<Oas3Response<Schema>>;
            const rawResponse = resolveLocal(raw, rawOperation.responses[status]) as Resolved<Oas3Response<Schema>>;
            return {
              status,
              shared: (rawOperation.responses[status] as Partial<OasRef>).$ref?.split('/').pop(),
              description: resolved.description ?? '',
              headers: Object.entries(resolved.headers ?? {}).map(([name, header]) => {
                const {description = '', schema = {}} = header as Resolved<Oas3Header<Schema>>;
                return {name, description, schema: schema as Schema};
              }),
              body: bodyOf(resolved.content, rawResponse.content),
            };
          }),
          requiresAuth: (operation.security ?? document.security ?? []).length > 0,
          ...permissionOf(operation),
        },
      ];
    });
  });
}

async function bundled(file: string, dereference: boolean): Promise<Oas3_1Definition> {
  const config = await createConfig({extends: ['minimal']});
  const result = await bundle({ref: file, config, dereference});
  return result.bundle.parsed as Oas3_1Definition;
}

/** Any OpenAPI file read as api/openapi.yaml is (the reference generator's tests read a small fixture). */
export async function loadOpenApiFile(file: string): Promise<OpenApi> {
  const [document, raw] = await Promise.all([bundled(file, true), bundled(file, false)]);
  return {
    document,
    operations: operationsOf(document, raw, document.paths, raw.paths),
    webhooks: operationsOf(document, raw, document.webhooks, raw.webhooks),
  };
}

let loading: Promise<OpenApi> | undefined;

/** The document and its operations, read once per process. */
export function loadOpenApi(): Promise<OpenApi> {
  loading ??= loadOpenApiFile(openApiFile);
  return loading;
}

/** One error example of an operation: its `code`, and the status that answers it. */
export interface ErrorExample {
  code: string;
  /** The example's own status where the response is a range such as `5XX`, else the response's. */
  status: string;
  operation: ApiOperation;
  response: ApiResponse;
  /** The example's name in the response's `examples`. */
  name: string;
}

/** A 4xx or 5xx answer, a range such as `5XX` included. */
export const isErrorResponse = (response: ApiResponse): boolean => /^[45]/.test(response.status);

/** Every example body with a `code` in the 4xx and 5xx responses of `operations`: the contract's error codes. */
export function errorExamples(operations: readonly ApiOperation[]): ErrorExample[] {
  return operations.flatMap((operation) =>
    operation.responses.filter(isErrorResponse).flatMap((response) =>
      Object.entries(response.body?.examples ?? {}).flatMap(([name, example]) => {
        const {code, status} = (example ?? {}) as {code?: unknown; status?: unknown};
        if (typeof code !== 'string') return [];
        return [
          {code, status: typeof status === 'number' ? String(status) : response.status, operation, response, name},
        ];
      }),
    ),
  );
}

/** A path template as a pattern that matches concrete paths: `{endpoint_id}` matches `1234567` or `$ENDPOINT_ID`. */
function templatePattern(template: string): RegExp {
  const escaped = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\{[^}]+\}/g, '[^/]+')}$`);
}

/**
 * The operation a request names, or undefined. `path` may be a template with
 * other parameter names or a concrete path; a literal segment beats a
 * parameter, so `/api/v1/event/type` finds listEventTypes, not a template.
 */
export function findOperation(operations: ApiOperation[], method: string, path: string): ApiOperation | undefined {
  const candidates = operations.filter(
    (operation) => operation.method === method.toUpperCase() && templatePattern(operation.path).test(path),
  );
  const literalSegments = (operation: ApiOperation) =>
    operation.path.split('/').filter((s) => !s.startsWith('{')).length;
  return candidates.sort((a, b) => literalSegments(b) - literalSegments(a))[0];
}
