export { generateOpenApi, type OpenApiDocument, type OpenApiInfo } from './generate';
export { toJsonSchema, type JsonSchema } from './json-schema';
export { STORABLE_TEXT_PATTERN } from './json-schema';
