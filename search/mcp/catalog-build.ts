/**
 * The catalogue (./catalog.ts) of this repository's API documents and event types, read through the site's own
 * loaders (src/api/openapi.ts, src/api/graphql.ts, src/api/samples.ts and src/platform/events.ts) and made
 * compact for an assistant's context: schemas with their references resolved but without examples and
 * extensions, one sample per language.
 */
import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isUnionType,
  printType,
  type GraphQLArgument,
  type GraphQLSchema,
} from 'graphql';
import type {ApiOperation, OpenApi} from '../../src/api/openapi';
import {bodyExample, httpCall, javascriptSampleLanguage, sampleLanguages} from '../../src/api/samples';
import {eventTypes, examplePayload, severities, sources} from '../../src/platform/events';
import {ruleTextString} from '../../src/platform/ruleText';
import {provider} from '../../src/provider';
import type {Catalog, CatalogGraphqlType, CatalogOperation} from './catalog';

/** Schema keywords an assistant needs to build or read a body; examples, titles and extensions are left out. */
const SCHEMA_KEYWORDS = [
  'type',
  'format',
  'enum',
  'const',
  'required',
  'nullable',
  'readOnly',
  'writeOnly',
  'default',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'pattern',
  'minItems',
  'maxItems',
  'description',
] as const;
/** Deeper than any body of the document; a cycle of references stops at the schema it returns to. */
const MAX_SCHEMA_DEPTH = 10;

/** A dereferenced schema without what an assistant does not need; a schema met again inside itself is marked. */
export function compactSchema(schema: unknown, ancestors: object[] = []): unknown {
  if (!schema || typeof schema !== 'object') return schema;
  if (ancestors.includes(schema)) return {circular: true};
  const source = schema as Record<string, unknown>;
  if (ancestors.length >= MAX_SCHEMA_DEPTH) return {type: source.type, truncated: true};
  const inner = [...ancestors, schema];
  const out: Record<string, unknown> = {};
  for (const keyword of SCHEMA_KEYWORDS) if (source[keyword] !== undefined) out[keyword] = source[keyword];
  if (source.properties && typeof source.properties === 'object') {
    out.properties = Object.fromEntries(
      Object.entries(source.properties).map(([name, property]) => [name, compactSchema(property, inner)]),
    );
  }
  if (source.items !== undefined) out.items = compactSchema(source.items, inner);
  if (source.additionalProperties && typeof source.additionalProperties === 'object') {
    out.additionalProperties = compactSchema(source.additionalProperties, inner);
  }
  for (const keyword of ['oneOf', 'anyOf', 'allOf'] as const) {
    const variants = source[keyword];
    if (Array.isArray(variants)) out[keyword] = variants.map((variant) => compactSchema(variant, inner));
  }
  return out;
}

function catalogOperation(operation: ApiOperation): CatalogOperation {
  // The document's server is the API host itself, so the samples call provider.urls.restApi, as the reference does.
  const call = httpCall(operation, provider.urls.restApi);
  const answers = operation.responses.map((response) => ({
    status: response.status,
    description: response.description,
    schemaName: response.body?.schemaName,
    schema: response.body && compactSchema(response.body.schema),
  }));
  const isError = (status: string) => /^[45]/.test(status);
  return {
    operationId: operation.operationId,
    method: operation.method,
    path: operation.path,
    tag: operation.tag,
    summary: operation.summary,
    description: operation.description,
    requiresAuth: operation.requiresAuth,
    parameters: operation.parameters.map(({name, in: location, required, description, schema}) => ({
      name,
      in: location,
      required,
      description,
      schema: compactSchema(schema),
    })),
    requestBody: operation.requestBody && {
      required: operation.requestBody.required,
      schemaName: operation.requestBody.schemaName,
      schema: compactSchema(operation.requestBody.schema),
      example: bodyExample(operation.requestBody),
    },
    responses: answers.filter((answer) => !isError(answer.status)),
    // Errors share a few schemas (Error, ValidationError): their names say enough and keep the answer short.
    errors: answers.filter((answer) => isError(answer.status)).map(({schema: _schema, ...error}) => error),
    samples: Object.fromEntries(
      [...sampleLanguages, javascriptSampleLanguage].map(({value, sample}) => [
        value,
        sample(call, operation.operationId),
      ]),
    ),
  };
}

function catalogGraphqlTypes(schema: GraphQLSchema): CatalogGraphqlType[] {
  return Object.values(schema.getTypeMap())
    .filter((type) => !type.name.startsWith('__'))
    .map((type) => {
      const kind = isObjectType(type)
        ? 'object'
        : isInterfaceType(type)
          ? 'interface'
          : isInputObjectType(type)
            ? 'input'
            : isEnumType(type)
              ? 'enum'
              : isUnionType(type)
                ? 'union'
                : 'scalar';
      const fields =
        isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)
          ? Object.values(type.getFields()).map((field) => ({
              name: field.name,
              type: String(field.type),
              description: field.description ?? '',
              args:
                'args' in field
                  ? field.args.map((arg: GraphQLArgument) => ({name: arg.name, type: String(arg.type)}))
                  : [],
            }))
          : [];
      return {name: type.name, kind, description: type.description ?? '', sdl: printType(type), fields};
    });
}

/** The catalogue of this repository's API documents and event types. */
export function buildCatalog({document, operations}: OpenApi, graphqlSchema: GraphQLSchema): Catalog {
  const documentTags = (document.tags ?? []).map((tag) => tag.name);
  return {
    operations: operations.map(catalogOperation),
    tags: [...new Set([...documentTags, ...operations.map((operation) => operation.tag)])].filter((tag) =>
      operations.some((operation) => operation.tag === tag),
    ),
    graphqlTypes: catalogGraphqlTypes(graphqlSchema),
    events: eventTypes.map((type) => ({
      id: type.id,
      name: type.name,
      severity: severities[type.severity].name,
      source: sources[type.source].name,
      subject: type.subject,
      firesWhen: ruleTextString(type.firesWhen),
      example: examplePayload(type),
    })),
  };
}

let loading: Promise<Catalog> | undefined;

/** The catalogue from api/ and src/platform/, built once per process on first use (the loaders take a second). */
export function loadCatalog(): Promise<Catalog> {
  loading ??= (async () => {
    const [{loadOpenApi}, {loadGraphqlSchema}] = await Promise.all([
      import('../../src/api/openapi'),
      import('../../src/api/graphql'),
    ]);
    return buildCatalog(await loadOpenApi(), loadGraphqlSchema());
  })();
  return loading;
}
