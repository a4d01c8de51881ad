import type {Schema as JsonSchema} from '../../api/openapi';
import {asSchema, knownValues} from '../../api/samples';
import type {FieldRow} from '../../components/api/types';
import {contractText} from './contract-text';

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
const listOf = (values: unknown[]) => values.map((value) => `\`${JSON.stringify(value)}\``).join(', ');

/** The named alternatives of a oneOf/anyOf, or their types. */
function variants(schemas: JsonSchema[]): string {
  return schemas.map((schema) => schema.title ?? typeLabel(schema)).join(' or ');
}

/** A schema's type as readers write it: `string (date-time)`, `array of integer`, `string or null`. */
export function typeLabel(schema: JsonSchema): string {
  if (schema.oneOf) return variants(schema.oneOf);
  if (schema.anyOf) return variants(schema.anyOf);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const labels = types.map((type) => {
    if (type === 'array') return `array of ${schema.items ? typeLabel(asSchema(schema.items)) : 'any'}`;
    return schema.format && type !== 'null' ? `${type} (${schema.format})` : type;
  });
  if (labels.length === 0) labels.push(schema.properties || schema.allOf ? 'object' : 'any');
  // OpenAPI 3.0 spells a nullable type with `nullable`; 3.1 with a 'null' type, handled above.
  if ((schema as {nullable?: boolean}).nullable) labels.push('null');
  return labels.join(' or ');
}

/** Allowed values, default and limits of a schema, as one sentence (empty when it has none). */
export function schemaDetails(schema: JsonSchema): string {
  const parts: string[] = [];
  const known = knownValues(schema);
  if (known)
    parts.push(
      `${known.open ? 'Known values' : 'One of'} ${listOf(known.values)}${known.open ? ', and any value a later release adds' : ''}`,
    );
  if (schema.const !== undefined) parts.push(`Always ${listOf([schema.const])}`);
  if (schema.default !== undefined) parts.push(`Default ${listOf([schema.default])}`);
  if (schema.minimum !== undefined) parts.push(`Minimum ${schema.minimum}`);
  if (schema.maximum !== undefined) parts.push(`Maximum ${schema.maximum}`);
  if (schema.minLength !== undefined) parts.push(`At least ${count(schema.minLength, 'character')}`);
  if (schema.maxLength !== undefined) parts.push(`At most ${count(schema.maxLength, 'character')}`);
  if (schema.minItems !== undefined) parts.push(`At least ${count(schema.minItems, 'item')}`);
  if (schema.maxItems !== undefined) parts.push(`At most ${count(schema.maxItems, 'item')}`);
  if (schema.pattern !== undefined) parts.push(`Matches \`${schema.pattern}\``);
  if (schema.readOnly) parts.push('Read-only');
  if (schema.deprecated) parts.push('Deprecated');
  return parts.length > 0 ? `${parts.join('. ')}.` : '';
}

/** The properties of an object schema, its allOf parts merged. */
function objectShape(schema: JsonSchema): {properties: Record<string, unknown>; required: string[]} {
  const parts = [schema, ...(schema.allOf ?? []).map(objectShape)];
  return {
    properties: Object.assign({}, ...parts.map((part) => part.properties ?? {})),
    required: parts.flatMap((part) => part.required ?? []),
  };
}

/** Whether a schema only admits `null`: the second half of a nullable `oneOf [X, null]`. */
const isNullOnly = (schema: JsonSchema) => schema.type === 'null' || schema.const === null;

/**
 * The object a schema describes fields of: itself, the items of an array, or the one non-null
 * alternative of a nullable `oneOf`/`anyOf` (`sim: oneOf [SimSummary, null]` shows `sim.iccid` …).
 */
function fieldsOwner(schema: JsonSchema): JsonSchema | undefined {
  if (schema.properties || schema.allOf) return schema;
  if (schema.items) return fieldsOwner(asSchema(schema.items));
  const alternatives = (schema.oneOf ?? schema.anyOf ?? []).filter((alternative) => !isNullOnly(alternative));
  if (alternatives.length === 1) return fieldsOwner(alternatives[0]);
  return undefined;
}

/**
 * The rows of a schema table: every property, nested objects and arrays of objects flattened with
 * dotted names (`status.id`, `tags[].name`), so one table shows the whole body.
 */
export function schemaRows(schema: JsonSchema, prefix = '', depth = 0): FieldRow[] {
  const owner = fieldsOwner(schema);
  if (!owner || depth > 6) return [];
  const {properties, required} = objectShape(owner);
  return Object.entries(properties).flatMap(([name, value]) => {
    const property = asSchema(value);
    const path = `${prefix}${name}`;
    const row: FieldRow = {name: path, type: typeLabel(property), required: required.includes(name)};
    if (property.description) row.description = contractText(property.description);
    const details = schemaDetails(property);
    if (details) row.details = details;
    const childPrefix = property.items && !property.properties ? `${path}[].` : `${path}.`;
    return [row, ...schemaRows(property, childPrefix, depth + 1)];
  });
}
