/**
 * What the API and event tools answer from: the REST operations, the GraphQL types and the event catalogue
 * (built by ./catalog-build.ts from the site's loaders). Plain data, so the npx package carries a snapshot of
 * it as JSON (packages/docs-mcp/build.ts) and needs none of the loaders' dependencies.
 */
import {javascriptSampleLanguage, sampleLanguages} from '../../src/api/samples';

/** The languages `get_api_operation` gives a sample in, in tab order (the reference's tabs and JavaScript). */
export const SAMPLE_LANGUAGES = [...sampleLanguages, javascriptSampleLanguage].map(({value}) => value) as [
  string,
  ...string[],
];

export interface CatalogOperation {
  operationId: string;
  method: string;
  path: string;
  tag: string;
  summary: string;
  description: string;
  requiresAuth: boolean;
  parameters: {name: string; in: string; required: boolean; description: string; schema: unknown}[];
  requestBody?: {required: boolean; schemaName?: string; schema: unknown; example: unknown};
  /** The 1xx–3xx answers. */
  responses: CatalogResponse[];
  /** The 4xx and 5xx answers, their body schema by name. */
  errors: CatalogResponse[];
  /** The call in each of SAMPLE_LANGUAGES, as the reference and the `<ApiExample>` tabs print it. */
  samples: Record<string, string>;
}

export interface CatalogResponse {
  status: string;
  description: string;
  schemaName?: string;
  schema?: unknown;
}

export interface CatalogGraphqlType {
  name: string;
  kind: 'object' | 'interface' | 'input' | 'enum' | 'union' | 'scalar';
  description: string;
  /** The type's definition as SDL, with its descriptions. */
  sdl: string;
  fields: {name: string; type: string; description: string; args: {name: string; type: string}[]}[];
}

export interface CatalogEvent {
  id: number;
  name: string;
  severity: string;
  source: string;
  subject: string;
  firesWhen: string;
  /** A complete event as GET /api/v1/event returns it. */
  example: Record<string, unknown>;
}

export interface Catalog {
  operations: CatalogOperation[];
  /** Tags in the document's order. */
  tags: string[];
  graphqlTypes: CatalogGraphqlType[];
  events: CatalogEvent[];
}
