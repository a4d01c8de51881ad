import {
  isEnumType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
  validateSchema,
  type GraphQLEnumType,
  type GraphQLObjectType,
} from 'graphql';
import {describe, expect, it} from 'vitest';
import {loadGraphqlSchema} from '../../src/api/graphql';
import {deviceStates, simStates} from '../../src/platform/states';

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

  it('has enum statuses named after src/platform/states.ts, their REST ids in their descriptions', () => {
    const enumName = (name: string) => name.toUpperCase().replace(/ /g, '_');
    for (const [type, states] of [
      ['SimStatusName', simStates],
      ['EndpointStatusName', deviceStates],
    ] as const) {
      const values = (schema.getType(type) as GraphQLEnumType).getValues();
      expect(values.map((value) => value.name)).toEqual(states.map((state) => enumName(state.name)));
      for (const [index, state] of states.entries())
        expect(values[index].description).toMatch(new RegExp(`^${state.id}:`));
    }
  });

  it('answers a refused input of every mutation in typed userErrors', () => {
    for (const mutation of Object.values(schema.getMutationType()!.getFields())) {
      const payload = mutation.type;
      expect(isObjectType(payload), mutation.name).toBe(true);
      const userErrors = (payload as GraphQLObjectType).getFields().userErrors;
      expect(String(userErrors?.type), mutation.name).toBe('[UserError!]!');
    }
    const {code} = (schema.getType('UserError') as GraphQLObjectType).getFields();
    expect(String(code.type)).toBe('UserErrorCode!');
    expect(isEnumType(schema.getType('UserErrorCode'))).toBe(true);
  });
});
