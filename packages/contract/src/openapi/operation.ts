// One endpoint → one OpenAPI operation object: parameters, request body, success responses and
// the documented error statuses, which all answer with the shared error body (304 has no body).
import { LOCALES } from '@nori/domain';
import { CATALOG_LANG_PARAM } from '../catalog';
import type { Endpoint } from '../endpoint';
import { propertiesOf, toJsonSchema, type JsonSchema } from './json-schema';

export const ERROR_BODY_REF = '#/components/schemas/ErrorBody';
export const SECURITY_SCHEMES = {
  access: 'accessToken',
  refresh: 'refreshToken',
  restoKey: 'restoApiKey',
  staff: 'staffSession',
} as const;

/**
 * Every call may answer these (503: its database or another service it needs cannot be reached);
 * endpoints list the rest in `errors`. A call with a body may also answer 413 (too large) and
 * 415 (not JSON).
 */
const COMMON_ERRORS = [400, 500, 503];
const STATUS_DESCRIPTIONS: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No Content',
  304: 'Not Modified: the cached copy (If-None-Match) is current',
  400: 'Bad request: the input broke the contract',
  401: 'Unauthorized: the bearer token is missing, invalid or expired',
  403: 'Forbidden',
  404: 'Not found',
  409: 'Conflict',
  413: 'Payload too large: the body is over the size limit',
  415: 'Unsupported media type: the body must be application/json',
  422: 'The request is valid but a business rule refused it (see the error code)',
  429: 'Too many requests',
  500: 'Internal error',
  503: 'A service the call depends on is unavailable',
};
const describeStatus = (status: number) => STATUS_DESCRIPTIONS[status] ?? `Status ${status}`;

const parameters = (endpoint: Endpoint): JsonSchema[] => {
  const located = [
    ['path', endpoint.params],
    ['query', endpoint.query],
    ['header', endpoint.headers],
  ] as const;
  return located.flatMap(([location, object]) =>
    object
      ? propertiesOf(object).map((property) => ({
          in: location,
          ...property,
          // Arrays travel comma-joined (spec §7): ids=1,2,3.
          ...(location === 'query' ? { style: 'form', explode: false } : {}),
        }))
      : [],
  );
};

/** A localized call's language: the `lang` query parameter, else Accept-Language, else Russian. */
const LANGUAGE_PARAMETERS: JsonSchema[] = [
  {
    in: 'query',
    name: CATALOG_LANG_PARAM,
    required: false,
    description:
      "The language of the chain's texts; overrides Accept-Language. Untranslated fields are Russian",
    schema: { type: 'string', enum: [...LOCALES] },
  },
  {
    in: 'header',
    name: 'Accept-Language',
    required: false,
    description:
      'Used when lang is absent: the best of ru, en, cnr by weight, else ru (the answer varies by it)',
    schema: { type: 'string' },
  },
];

const jsonContent = (schema: JsonSchema) => ({ 'application/json': { schema } });
const eventStreamContent = (schema: JsonSchema) => ({
  'text/event-stream': {
    schema: { type: 'string', description: "Events whose data is JSON, as 'x-itemSchema' describes" },
    // OpenAPI 3.2 names this itemSchema; 3.1 allows it only as an extension.
    'x-itemSchema': schema,
  },
});

const responses = (endpoint: Endpoint): Record<string, JsonSchema> => {
  const result: Record<string, JsonSchema> = {};
  for (const [status, schema] of Object.entries(endpoint.responses)) {
    const code = Number(status);
    result[status] =
      code === 204 || !schema
        ? { description: describeStatus(code) }
        : {
            description: describeStatus(code),
            content: (endpoint.stream && code === 200 ? eventStreamContent : jsonContent)(
              toJsonSchema(schema, 'output'),
            ),
          };
  }
  const errors = [
    ...COMMON_ERRORS,
    ...(endpoint.body ? [413, 415] : []),
    ...(endpoint.errors ?? []),
    ...(endpoint.auth === 'none' ? [] : [401]),
  ];
  for (const code of [...new Set(errors)].sort((a, b) => a - b)) {
    result[String(code)] =
      code === 304
        ? { description: describeStatus(code) }
        : { description: describeStatus(code), content: jsonContent({ $ref: ERROR_BODY_REF }) };
  }
  return result;
};

export const operation = (endpoint: Endpoint): JsonSchema => {
  const params = [...parameters(endpoint), ...(endpoint.localized ? LANGUAGE_PARAMETERS : [])];
  return {
    operationId: endpoint.operationId,
    summary: endpoint.summary,
    tags: [endpoint.tag],
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(endpoint.body
      ? { requestBody: { required: true, content: jsonContent(toJsonSchema(endpoint.body, 'input')) } }
      : {}),
    responses: responses(endpoint),
    ...(endpoint.auth === 'none' ? {} : { security: [{ [SECURITY_SCHEMES[endpoint.auth]]: [] }] }),
  };
};
