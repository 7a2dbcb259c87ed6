// Values that break a JSON Schema: wrong types, numbers and lengths just past their bounds, enum
// and pattern misses, arrays of the wrong size, objects without a required property. Every
// candidate is checked against the schema with Ajv, so "invalid" means invalid by the document.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Schema } from './schema-arbitrary';

const ajv = new Ajv2020({ strict: false, allErrors: false });
addFormats.default(ajv);
const compiled = new WeakMap<Schema, ValidateFunction>();

export function validatorOf(schema: Schema): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  return validate;
}

const WRONG_TYPES: unknown[] = ['not-a-number', 12345, 1.5, -1, 0, true, null, {}, [], [1, 'a']];

function boundaryBreakers(schema: Schema): unknown[] {
  const out: unknown[] = [];
  const number = (key: string, delta: number) => {
    if (typeof schema[key] === 'number') out.push((schema[key] as number) + delta);
  };
  number('minimum', -1);
  number('maximum', 1);
  number('exclusiveMinimum', 0);
  number('exclusiveMaximum', 0);
  if (typeof schema.maxLength === 'number') out.push('x'.repeat((schema.maxLength as number) + 1));
  if (typeof schema.minLength === 'number' && (schema.minLength as number) > 0)
    out.push('x'.repeat((schema.minLength as number) - 1));
  if (typeof schema.pattern === 'string') out.push('!does not match!', '');
  if (Array.isArray(schema.enum)) out.push('NOT_IN_THE_ENUM', 'not in the enum');
  if (typeof schema.maxItems === 'number')
    out.push(Array.from({ length: (schema.maxItems as number) + 1 }, () => 1));
  if (typeof schema.minItems === 'number' && (schema.minItems as number) > 0) out.push([]);
  return out;
}

/** A valid object with one required property left out, for each required property. */
function withoutRequired(schema: Schema, valid: unknown): unknown[] {
  if (valid === null || typeof valid !== 'object' || Array.isArray(valid)) return [];
  return ((schema.required as string[] | undefined) ?? []).map((name) => {
    const copy: Record<string, unknown> = { ...(valid as Record<string, unknown>) };
    delete copy[name];
    return copy;
  });
}

/** Invalid values for `schema`; `valid` is one valid value, the base for structural breakers. */
export function invalidValuesFor(schema: Schema, valid: unknown): unknown[] {
  const validate = validatorOf(schema);
  const candidates = [...WRONG_TYPES, ...boundaryBreakers(schema), ...withoutRequired(schema, valid)];
  return candidates.filter((candidate) => !validate(candidate));
}

/** A place inside a value, with the schema that governs it. */
interface Location {
  path: (string | number)[];
  schema: Schema;
  value: unknown;
}

/** The schema of the branch of an anyOf/oneOf that `value` satisfies (the first one). */
const branchFor = (schema: Schema, value: unknown): Schema => {
  const branches = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  return branches?.find((branch) => validatorOf(branch)(value)) ?? schema;
};

function locations(schema: Schema, value: unknown, path: (string | number)[] = []): Location[] {
  const here = branchFor(schema, value);
  const found: Location[] = [{ path, schema: here, value }];
  if (Array.isArray(value) && here.items)
    value.forEach((item, index) => found.push(...locations(here.items as Schema, item, [...path, index])));
  else if (value !== null && typeof value === 'object' && here.properties) {
    for (const [name, property] of Object.entries(here.properties as Record<string, Schema>)) {
      const child = (value as Record<string, unknown>)[name];
      found.push(...locations(property, child, [...path, name]));
    }
  }
  return found;
}

const replaced = (root: unknown, path: (string | number)[], value: unknown): unknown => {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const copy = (Array.isArray(root) ? [...root] : { ...(root as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head!] = replaced(copy[head!], rest, value);
  return copy;
};

/**
 * The valid document `valid` with one place inside it (or all of it) made invalid, chosen by
 * `pick` (a random number source). Checked: the result breaks the root schema.
 */
export function breakDocument(schema: Schema, valid: unknown, pick: (count: number) => number): unknown {
  const places = locations(schema, valid).filter(
    (place) => invalidValuesFor(place.schema, place.value).length > 0,
  );
  const place = places[pick(places.length)]!;
  const options = invalidValuesFor(place.schema, place.value);
  const broken = replaced(valid, place.path, options[pick(options.length)]);
  if (validatorOf(schema)(broken)) {
    // A branch elsewhere in the document accepts the replacement; break the whole document.
    const whole = invalidValuesFor(schema, valid);
    return whole[pick(whole.length)];
  }
  return broken;
}
