/**
 * The document's response schemas are open: a client must accept fields and values a later release
 * adds. Its own examples, and the JSON the pages show, may still only use what it defines. This copy
 * of a schema closes every object that lists its properties (`additionalProperties: false` unless the
 * schema says otherwise) and reads each open `x-extensible-enum` as an `enum`, so a misspelt field or
 * an unknown status in an example fails validation. One copy per schema, so a validator compiles once.
 */
const copies = new WeakMap<object, unknown>();

export function closedSchema<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map((item) => closedSchema(item)) as T;
  if (!schema || typeof schema !== 'object') return schema;
  const done = copies.get(schema);
  if (done) return done as T;
  const copy: Record<string, unknown> = {};
  copies.set(schema, copy);
  for (const [key, value] of Object.entries(schema)) {
    copy[key] = key === 'example' || key === 'examples' ? value : closedSchema(value);
  }
  if (Array.isArray(copy['x-extensible-enum']) && copy.enum === undefined) copy.enum = copy['x-extensible-enum'];
  if (copy.properties && copy.additionalProperties === undefined) copy.additionalProperties = false;
  return copy as T;
}
