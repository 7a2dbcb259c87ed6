// zod → JSON Schema 2020-12 (OpenAPI 3.1's dialect), one schema at a time. Request parts are
// described as the client sends them (input), responses as the client receives them (output).
import { z } from '../zod-setup';

export type JsonSchema = Record<string, unknown>;

export const toJsonSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  // The document declares the dialect once (jsonSchemaDialect), so each schema drops its own.
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io });
  return rest;
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
      schema: rest,
      required: required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
    };
  });
};
