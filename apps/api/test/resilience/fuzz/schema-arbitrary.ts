// Values that satisfy a JSON Schema (the subset zod writes into the OpenAPI document), as
// fast-check arbitraries, so a fixed seed gives the same values on every run. A keyword this walk
// does not understand is an error, not a silently wrong value.
import fc from 'fast-check';
import { NON_BLANK_TEXT_PATTERN, NON_SPACE_TEXT_PATTERN } from '@nori/contract';
import { STORABLE_TEXT_PATTERN } from '@nori/contract/openapi';
import { validatorOf } from './invalid-values';

export type Schema = Record<string, unknown>;

/** Real values by property or parameter name (ids of the demo chain …), mixed into the random ones. */
export type Hints = Readonly<Record<string, readonly unknown[]>>;

export interface ArbitraryOptions {
  hints?: Hints;
  /** Strings for URLs and headers: no control characters, no lone surrogates. */
  text?: 'any' | 'printable';
}

const UNDERSTOOD = new Set([
  ...['type', 'properties', 'required', 'additionalProperties', 'items', 'enum', 'const', 'anyOf', 'oneOf'],
  ...['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minLength', 'maxLength', 'pattern'],
  ...['format', 'minItems', 'maxItems', 'default', 'description', 'title', 'examples', 'if', 'then'],
  'allOf',
]);

const MAX_SAFE = Number.MAX_SAFE_INTEGER;

const checkKeywords = (schema: Schema) => {
  const unknown = Object.keys(schema).filter((key) => !UNDERSTOOD.has(key));
  if (unknown.length > 0) throw new Error(`The fuzzer does not understand ${unknown.join(', ')}`);
};

/** 'storable': any UTF-16 unit but NUL and surrogates (the document's free text). */
type Text = 'any' | 'printable' | 'storable';

/** One UTF-16 unit per character, so minLength/maxLength mean what the server's .length means. */
const character = (text: Text) =>
  (text === 'printable'
    ? fc.oneof(
        { weight: 4, arbitrary: fc.integer({ min: 0x20, max: 0x7e }) },
        { weight: 1, arbitrary: fc.integer({ min: 0xa0, max: 0xd7ff }) },
      )
    : text === 'storable'
      ? fc.oneof(
          { weight: 4, arbitrary: fc.integer({ min: 0x20, max: 0x7e }) },
          { weight: 2, arbitrary: fc.integer({ min: 1, max: 0xd7ff }) },
          { weight: 1, arbitrary: fc.integer({ min: 0xe000, max: 0xffff }) },
        )
      : fc.oneof(
          { weight: 4, arbitrary: fc.integer({ min: 0x20, max: 0x7e }) },
          { weight: 2, arbitrary: fc.integer({ min: 0, max: 0xffff }) },
        )
  ).map((code) => String.fromCharCode(code));

function stringArbitrary(schema: Schema, text: Text): fc.Arbitrary<string> {
  const minLength = (schema.minLength as number | undefined) ?? 0;
  const maxLength = (schema.maxLength as number | undefined) ?? minLength + 64;
  const fits = (value: string) => value.length >= minLength && value.length <= maxLength;
  // Free text as the document describes it: any characters but NUL and unpaired surrogates.
  if (schema.pattern === STORABLE_TEXT_PATTERN) text = text === 'any' ? 'storable' : text;
  else if (schema.pattern === NON_BLANK_TEXT_PATTERN || schema.pattern === NON_SPACE_TEXT_PATTERN) {
    const nonBlank = new RegExp(schema.pattern, 'u');
    return stringArbitrary({ ...schema, pattern: STORABLE_TEXT_PATTERN }, text).filter((value) =>
      nonBlank.test(value),
    );
  } else if (typeof schema.pattern === 'string')
    return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  if (schema.format === 'uri') return fc.webUrl().filter(fits);
  if (schema.format !== undefined)
    throw new Error(`The fuzzer has no strings of format ${String(schema.format)}`);
  const short = fc.string({
    unit: character(text),
    minLength,
    maxLength: Math.min(maxLength, minLength + 24),
  });
  const long = fc.string({ unit: character(text), minLength, maxLength });
  return fc.oneof({ weight: 4, arbitrary: short }, { weight: 1, arbitrary: long });
}

function integerArbitrary(schema: Schema): fc.Arbitrary<number> {
  const low = Math.max(
    (schema.minimum as number | undefined) ?? -MAX_SAFE,
    schema.exclusiveMinimum === undefined ? -MAX_SAFE : (schema.exclusiveMinimum as number) + 1,
  );
  const high = Math.min(
    (schema.maximum as number | undefined) ?? MAX_SAFE,
    schema.exclusiveMaximum === undefined ? MAX_SAFE : (schema.exclusiveMaximum as number) - 1,
  );
  const nearLow = Math.max(low, Math.min(high, 0));
  return fc.oneof(
    { weight: 5, arbitrary: fc.integer({ min: nearLow, max: Math.min(high, nearLow + 2000) }) },
    { weight: 1, arbitrary: fc.bigInt({ min: BigInt(low), max: BigInt(high) }).map(Number) },
    { weight: 1, arbitrary: fc.constantFrom(low, high) },
  );
}

function numberArbitrary(schema: Schema): fc.Arbitrary<number> {
  return fc.double({
    min: (schema.minimum ?? schema.exclusiveMinimum ?? -1e9) as number,
    max: (schema.maximum ?? schema.exclusiveMaximum ?? 1e9) as number,
    minExcluded: schema.exclusiveMinimum !== undefined,
    maxExcluded: schema.exclusiveMaximum !== undefined,
    noNaN: true,
    noDefaultInfinity: true,
  });
}

function objectArbitrary(schema: Schema, options: ArbitraryOptions): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, arbitraryFor(property, options, name)]),
  );
  return fc.record(model, { requiredKeys: (schema.required as string[] | undefined) ?? [] });
}

function byType(type: string, schema: Schema, options: ArbitraryOptions): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringArbitrary(schema, options.text ?? 'any');
    case 'integer':
      return integerArbitrary(schema);
    case 'number':
      return numberArbitrary(schema);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryFor((schema.items ?? {}) as Schema, options), {
        minLength: (schema.minItems as number | undefined) ?? 0,
        maxLength: Math.min((schema.maxItems as number | undefined) ?? 8, 8),
      });
    case 'object':
      return objectArbitrary(schema, options);
    default:
      throw new Error(`The fuzzer does not know the type ${type}`);
  }
}

/** Values valid for `schema`; for a property with hints, the hints half of the time. */
const fitsType = (schema: Schema, value: unknown): boolean => {
  const types = [
    schema.type ?? [],
    ...((schema.anyOf ?? schema.oneOf ?? []) as Schema[]).map((branch) => branch.type),
  ]
    .flat()
    .filter(Boolean);
  if (types.length === 0) return true;
  const actual =
    typeof value === 'number'
      ? Number.isInteger(value)
        ? ['integer', 'number']
        : ['number']
      : [typeof value];
  return types.some((type) => actual.includes(type as string));
};

export function arbitraryFor(
  schema: Schema,
  options: ArbitraryOptions = {},
  name?: string,
): fc.Arbitrary<unknown> {
  checkKeywords(schema);
  // A condition (if/then: a delivery needs its place; allOf of such: an online payment needs the
  // receipt's email too) is kept by leaving out what breaks it.
  const generated =
    schema.if === undefined && schema.allOf === undefined
      ? generatedFor(schema, options)
      : generatedFor(schema, options).filter((value) => validatorOf(schema)(value));
  // A hint is a real value for fields of that name, used only where its type fits (a payment's
  // string 'id' is no restaurant id).
  const hints = (name === undefined ? undefined : options.hints?.[name])?.filter((hint) =>
    fitsType(schema, hint),
  );
  return hints && hints.length > 0 ? fc.oneof(fc.constantFrom(...hints), generated) : generated;
}

function generatedFor(schema: Schema, options: ArbitraryOptions): fc.Arbitrary<unknown> {
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const branches = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (branches) return fc.oneof(...branches.map((branch) => arbitraryFor(branch, options)));
  if (Array.isArray(schema.type))
    return fc.oneof(...schema.type.map((type: string) => byType(type, schema, options)));
  if (typeof schema.type === 'string') return byType(schema.type, schema, options);
  if (Object.keys(schema).every((key) => key === 'description' || key === 'default'))
    return fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null));
  throw new Error(`The fuzzer cannot generate ${JSON.stringify(schema)}`);
}
