export { generateOpenApi, type OpenApiDocument, type OpenApiInfo } from './generate';
export { toJsonSchema, type JsonSchema } from './json-schema';
