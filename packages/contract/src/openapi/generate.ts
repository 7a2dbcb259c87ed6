// The OpenAPI 3.1 document of the API, generated from the same endpoints the API mounts.
import type { Endpoint } from '../endpoint';
import { errorBodySchema } from '../errors';
import { toJsonSchema, type JsonSchema } from './json-schema';
import { operation, SECURITY_SCHEMES } from './operation';

export interface OpenApiInfo {
  title: string;
  version: string;
  description?: string;
  servers?: { url: string; description?: string }[];
}

export interface OpenApiDocument {
  openapi: '3.1.1';
  jsonSchemaDialect: string;
  info: { title: string; version: string; description?: string };
  servers?: { url: string; description?: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, JsonSchema>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, JsonSchema> };
}

const bearer = (description: string): JsonSchema => ({ type: 'http', scheme: 'bearer', description });

export const generateOpenApi = (endpoints: readonly Endpoint[], info: OpenApiInfo): OpenApiDocument => {
  const paths: OpenApiDocument['paths'] = {};
  for (const endpoint of endpoints) {
    const method = endpoint.method.toLowerCase();
    const pathItem = (paths[endpoint.path] ??= {});
    if (pathItem[method]) throw new Error(`${endpoint.method} ${endpoint.path} is described twice`);
    pathItem[method] = operation(endpoint);
  }
  const { servers, ...about } = info;
  return {
    openapi: '3.1.1',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: about,
    ...(servers ? { servers } : {}),
    tags: [...new Set(endpoints.map((endpoint) => endpoint.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: { ErrorBody: toJsonSchema(errorBodySchema, 'output') },
      securitySchemes: {
        [SECURITY_SCHEMES.access]: bearer('The access token from a sign-in or a refresh'),
        [SECURITY_SCHEMES.refresh]: bearer('The refresh token; only the refresh and sign-out calls take it'),
        [SECURITY_SCHEMES.restoKey]: bearer("A restaurant's API key; only the restaurant API takes it"),
        [SECURITY_SCHEMES.staff]: {
          type: 'apiKey',
          in: 'cookie',
          name: 'nori_staff',
          description:
            'The staff session cookie set by POST /api/v1/office/session; only /api/v1/office takes it',
        },
      },
    },
  };
};
