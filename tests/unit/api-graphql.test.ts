import {isIntrospectionType, isSpecifiedScalarType, validateSchema, type GraphQLObjectType} from 'graphql';
import {describe, expect, it} from 'vitest';
import {loadGraphqlSchema} from '../../src/api/graphql';

const schema = loadGraphqlSchema();

describe('api/schema.graphql', () => {
  it('parses and is a valid schema', () => {
    expect(validateSchema(schema).map((error) => error.message)).toEqual([]);
  });

  it('describes every query, every mutation and every type but the paging wrappers', () => {
    const roots = [schema.getQueryType(), schema.getMutationType()] as GraphQLObjectType[];
    const fields = roots.flatMap((root) =>
      Object.values(root.getFields()).map((field) => [`${root.name}.${field.name}`, field] as const),
    );
    const types = Object.values(schema.getTypeMap())
      .filter(
        (type) =>
          !isIntrospectionType(type) && !isSpecifiedScalarType(type) && !roots.includes(type as GraphQLObjectType),
      )
      .filter((type) => !/(Connection|Edge)$/.test(type.name))
      .map((type) => [type.name, type] as const);
    const undescribed = [...fields, ...types].filter(([, item]) => !item.description).map(([name]) => name);
    expect(undescribed).toEqual([]);
  });
});
