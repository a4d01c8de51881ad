/**
 * The document's response schemas are open: a client must accept fields and values a later release
 * adds. Its own examples, and the JSON the pages show, may still only use what it defines. This copy
 * of a schema closes every object that lists its properties (`additionalProperties: false` unless the
 * schema says otherwise) and reads each open `x-extensible-enum` as an `enum`, so a misspelt field or
 * an unknown status in an example fails validation. One copy per schema, so a validator compiles once.
 */
const copies = new WeakMap<object, unknown>();

type Schema = Record<string, unknown>;

/**
 * An object built from parts (`allOf`) of which some list properties, as a webhook body that extends a
 * record: closing each part would refuse the other parts' fields, so their properties and required lists
 * move up into the object, which is closed once (a part's own `additionalProperties` with them). What else a
 * part says stays in `allOf`.
 */
function withPartsMerged(schema: Schema): Schema {
  const parts = schema.allOf;
  if (!Array.isArray(parts) || !parts.some((part: Schema) => part.properties)) return schema;
  const shaped = parts.filter((part: Schema) => part.properties) as Schema[];
  return {
    ...schema,
    properties: Object.assign({}, schema.properties, ...shaped.map((part) => part.properties)),
    required: [...new Set([schema.required ?? [], ...shaped.map((part) => part.required ?? [])].flat())],
    allOf: parts.map((part: Schema) => {
      if (!part.properties) return part;
      const {properties: _properties, required: _required, additionalProperties: _closed, ...rest} = part;
      return rest;
    }),
  };
}

export function closedSchema<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map((item) => closedSchema(item)) as T;
  if (!schema || typeof schema !== 'object') return schema;
  const done = copies.get(schema);
  if (done) return done as T;
  const copy: Schema = {};
  copies.set(schema, copy);
  for (const [key, value] of Object.entries(withPartsMerged(schema as Schema))) {
    copy[key] = key === 'example' || key === 'examples' ? value : closedSchema(value);
  }
  if (Array.isArray(copy['x-extensible-enum']) && copy.enum === undefined) copy.enum = copy['x-extensible-enum'];
  if (copy.properties && copy.additionalProperties === undefined) copy.additionalProperties = false;
  return copy as T;
}
