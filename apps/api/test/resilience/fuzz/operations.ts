// The operations of the served OpenAPI document, in the shape the fuzzer needs: where each
// parameter goes, the body's schema, how the call authenticates and the schema of each answer.
import type { Schema } from './schema-arbitrary';

export interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required: boolean;
  schema: Schema;
}

export interface Operation {
  method: string;
  /** '/1/p/cities/{cityId}' */
  path: string;
  operationId: string;
  parameters: Parameter[];
  body: Schema | undefined;
  auth: 'none' | 'access' | 'refresh' | 'resto' | 'staff';
  /** The 200 answer is a stream of server-sent events: it never ends on its own. */
  stream: boolean;
  /** By status: the JSON schema of the body, or null for an answer without one. */
  responses: Map<number, Schema | null>;
}

interface DocumentOperation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: { 'application/json': { schema: Schema } } };
  responses: Record<
    string,
    { content?: { 'application/json'?: { schema: Schema }; 'text/event-stream'?: unknown } }
  >;
  security?: Record<string, string[]>[];
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, DocumentOperation>>;
  components: { schemas: Record<string, Schema> };
}

const authOf = (operation: DocumentOperation): Operation['auth'] => {
  const scheme = Object.keys(operation.security?.[0] ?? {})[0];
  if (scheme === undefined) return 'none';
  if (scheme === 'accessToken') return 'access';
  if (scheme === 'refreshToken') return 'refresh';
  if (scheme === 'restoApiKey') return 'resto';
  if (scheme === 'staffSession') return 'staff';
  throw new Error(`Unknown security scheme ${scheme} on ${operation.operationId}`);
};

/** Replaces '#/components/schemas/X' references by the schemas themselves (the document has no cycles). */
const resolve = (schema: Schema, components: Record<string, Schema>): Schema => {
  const ref = schema.$ref;
  if (typeof ref !== 'string') return schema;
  const target = components[ref.replace('#/components/schemas/', '')];
  if (!target) throw new Error(`Unresolved reference ${ref}`);
  return target;
};

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      operationId: operation.operationId,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content['application/json'].schema,
      auth: authOf(operation),
      stream: operation.responses['200']?.content?.['text/event-stream'] !== undefined,
      responses: new Map(
        Object.entries(operation.responses).map(([status, response]) => {
          const schema = response.content?.['application/json']?.schema;
          return [Number(status), schema ? resolve(schema, document.components.schemas) : null];
        }),
      ),
    })),
  );
}
