// zod → JSON Schema 2020-12 (OpenAPI 3.1's dialect), one schema at a time. Request parts are
// described as the client sends them (input), responses as the client receives them (output).
import { z } from '../zod-setup';

export type JsonSchema = Record<string, unknown>;

/**
 * Text no request field accepts, as the API refuses it before any schema (contract-route.ts): NUL,
 * which PostgreSQL cannot store, and unpaired surrogates, which are not Unicode. Said in the
 * document as this pattern on every free text of a request, so the document is as strict as the
 * server (issue 20).
 */
export const STORABLE_TEXT_PATTERN = '^[^\\u0000\\uD800-\\uDFFF]*$';
const KEPT_AS_IS = new Set(['const', 'enum', 'default', 'examples']);

const withStorableText = (schema: unknown): unknown => {
  if (Array.isArray(schema)) return schema.map(withStorableText);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: JsonSchema = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      KEPT_AS_IS.has(key) ? value : withStorableText(value),
    ]),
  );
  const free = ['pattern', 'format', 'enum', 'const'].every((key) => out[key] === undefined);
  if (out.type === 'string' && free) out.pattern = STORABLE_TEXT_PATTERN;
  return out;
};

export const toJsonSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  // The document declares the dialect once (jsonSchemaDialect), so each schema drops its own.
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io });
  return io === 'input' ? (withStorableText(rest) as JsonSchema) : rest;
};

interface ObjectJsonSchema {
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

export interface PropertySchema {
  name: string;
  schema: JsonSchema;
  required: boolean;
  description?: string;
}

/**
 * The properties of an object schema, for path, query and header parameters. A parameter's schema
 * is its parsed value (a path id is an integer, an id list an array) while whether it must be sent
 * is read from the input side, where a field with a default is optional.
 */
export const propertiesOf = (object: z.ZodObject): PropertySchema[] => {
  const output = toJsonSchema(object, 'output') as ObjectJsonSchema;
  const input = toJsonSchema(object, 'input') as ObjectJsonSchema;
  const required = new Set(input.required ?? []);
  return Object.entries(output.properties ?? {}).map(([name, schema]) => {
    const { description, ...rest } = schema;
    return {
      name,
      // Parsed values, described from the output side, but sent by the client: its free texts too.
      schema: withStorableText(rest) as JsonSchema,
      required: required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
    };
  });
};
