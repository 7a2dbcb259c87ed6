import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { endpointList } from '../src';
import { generateOpenApi, type JsonSchema } from '../src/openapi';

const document = generateOpenApi(endpointList, {
  title: 'Nori ordering API',
  version: '0.1.0',
  servers: [{ url: 'http://localhost:3000' }],
});

type Operation = {
  operationId: string;
  parameters?: { in: string; name: string; required: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
  security?: Record<string, string[]>[];
};

const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({
    path,
    method,
    operation: operation as unknown as Operation,
  })),
);

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(document as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every endpoint once, by operationId', () => {
    expect(operations.map((o) => o.operation.operationId).sort()).toEqual(
      endpointList.map((e) => e.operationId).sort(),
    );
  });

  it('declares every path variable as a required path parameter, and no others', () => {
    for (const { path, operation } of operations) {
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      const declared = (operation.parameters ?? []).filter((p) => p.in === 'path');
      expect(declared.map((p) => p.name).sort(), path).toEqual(inPath);
      expect(declared.every((p) => p.required)).toBe(true);
    }
  });

  it('documents path ids as positive integers and the page size as 1 to 100', () => {
    const deliveries = operations.find((o) => o.operation.operationId === 'listRestoDeliveries')?.operation;
    const parameter = (name: string) => deliveries?.parameters?.find((p) => p.name === name);
    expect(parameter('restoId')?.schema).toMatchObject({ type: 'integer', exclusiveMinimum: 0 });
    expect(parameter('size')).toMatchObject({
      required: false,
      schema: { minimum: 1, maximum: 100, default: 100 },
    });
  });

  it('answers documented errors with the shared error body, and 304 without one', () => {
    const getResto = operations.find((o) => o.operation.operationId === 'getResto')?.operation;
    expect(Object.keys(getResto?.responses ?? {})).toEqual(['200', '304', '400', '404', '429', '500', '503']);
    expect(getResto?.responses['404']?.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/ErrorBody',
    });
    expect(getResto?.responses['304']?.content).toBeUndefined();
  });

  it('says of every free text of a request that it holds no NUL or unpaired surrogate, as the server does', () => {
    const createOrder = operations.find((o) => o.operation.operationId === 'createOrder')?.operation;
    const body = createOrder?.requestBody?.content['application/json']?.schema as {
      properties: Record<string, unknown>;
    };
    expect(body.properties.comment).toMatchObject({
      anyOf: expect.arrayContaining([expect.objectContaining({ pattern: '^[^\\u0000\\uD800-\\uDFFF]*$' })]),
    });
    // eslint-disable-next-line no-control-regex -- NUL is what the pattern is about.
    const pattern = new RegExp('^[^\\u0000\\uD800-\\uDFFF]*$', 'u');
    expect(['Без лука 🍣', 'a\u0000b', 'a\uD800b'].map((text) => pattern.test(text))).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('documents 413 and 415 for calls with a body only', () => {
    const statuses = (id: string) =>
      Object.keys(operations.find((o) => o.operation.operationId === id)?.operation.responses ?? {});
    expect(statuses('preflightOrder')).toEqual(expect.arrayContaining(['413', '415']));
    expect(statuses('getResto')).not.toContain('413');
    expect(statuses('getResto')).not.toContain('415');
  });

  it('asks for the access or the refresh bearer token where the call needs it', () => {
    const security = (id: string) =>
      operations.find((o) => o.operation.operationId === id)?.operation.security;
    expect(security('createOrder')).toEqual([{ accessToken: [] }]);
    expect(security('refreshTokens')).toEqual([{ refreshToken: [] }]);
    expect(security('listCities')).toBeUndefined();
    expect(document.components.securitySchemes.accessToken).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('holds only schemas that compile as strict JSON Schema 2020-12', () => {
    const ajv = new Ajv2020({ strict: true, allErrors: true });
    addFormats.default(ajv);
    ajv.addSchema(document.components.schemas.ErrorBody ?? {}, '#/components/schemas/ErrorBody');
    const schemas = operations.flatMap(({ operation }) => [
      ...(operation.parameters ?? []).map((p) => p.schema),
      ...Object.values(operation.requestBody?.content ?? {}).map((c) => c.schema),
      ...Object.values(operation.responses).flatMap((r) =>
        Object.values(r.content ?? {}).map((c) => c.schema),
      ),
    ]);
    expect(schemas.length).toBeGreaterThan(endpointList.length);
    for (const schema of schemas) {
      if ('$ref' in schema) continue;
      expect(() => ajv.compile(schema)).not.toThrow();
    }
  });

  it('validates a real answer with the generated schema, as a client in another language would', () => {
    const ajv = new Ajv2020({ strict: true });
    addFormats.default(ajv);
    const getCity = operations.find((o) => o.operation.operationId === 'getCity')?.operation;
    const validate = ajv.compile(getCity?.responses['200']?.content?.['application/json']?.schema ?? {});
    const city = {
      id: 1,
      name: 'Москва',
      bounds: { east: 1, north: 2, south: 0, west: 0 },
      center: { lat: 1, lng: 1 },
      zoom: 12,
    };
    expect(validate(city)).toBe(true);
    expect(validate({ ...city, id: -1 })).toBe(false);
  });
});
