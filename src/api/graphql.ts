/**
 * The GraphQL API's schema, built from api/schema.graphql with graphql-js. The
 * generated GraphQL reference and the contract tests read it through here.
 * Node only (it reads the file system).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {buildSchema, type GraphQLSchema} from 'graphql';

export const graphqlSchemaFile = path.resolve(__dirname, '../../api/schema.graphql');

let schema: GraphQLSchema | undefined;

/** The schema, built once per process; buildSchema throws on invalid SDL and validates it. */
export function loadGraphqlSchema(): GraphQLSchema {
  schema ??= buildSchema(readFileSync(graphqlSchemaFile, 'utf8'));
  return schema;
}
