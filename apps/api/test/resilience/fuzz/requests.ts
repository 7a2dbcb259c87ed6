// Requests generated from one operation of the OpenAPI document: valid ones (every parameter and
// the body drawn from their schemas) and invalid ones (a valid request with exactly one thing
// broken: a path id, a query parameter, a header, the body, its encoding, or the credential).
import fc from 'fast-check';
import { breakDocument, invalidValuesFor, validatorOf } from './invalid-values';
import type { Operation, Parameter } from './operations';
import { arbitraryFor, type Hints, type Schema } from './schema-arbitrary';

export type Credential =
  'none' | 'access' | 'refresh' | 'resto' | 'staff' | 'missing' | 'garbage' | 'wrong-kind';

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  credential: Credential;
  /** What an invalid request broke, for the failure report. */
  broken?: string;
}

interface Parts {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body: unknown;
}

const inLocation = (operation: Operation, location: Parameter['in']) =>
  operation.parameters.filter((parameter) => parameter.in === location);

const recordOf = (parameters: Parameter[], hints: Hints) =>
  fc.record(
    Object.fromEntries(
      parameters.map((p) => [p.name, arbitraryFor(p.schema, { hints, text: 'printable' }, p.name)]),
    ),
    { requiredKeys: parameters.filter((p) => p.required).map((p) => p.name) },
  );

/** Valid requests for the operation; `hints` mixes real ids and values into the random ones. */
export function validParts(operation: Operation, hints: Hints): fc.Arbitrary<Parts> {
  return fc.record({
    path: recordOf(inLocation(operation, 'path'), hints),
    query: recordOf(inLocation(operation, 'query'), hints),
    headers: recordOf(inLocation(operation, 'header'), hints),
    body: operation.body ? arbitraryFor(operation.body, { hints }) : fc.constant(undefined),
  });
}

// Arrays travel comma-joined in query strings (style form, explode false).
const queryText = (value: unknown) => (Array.isArray(value) ? value.join(',') : String(value));

export function toRequest(operation: Operation, parts: Parts, broken?: string): FuzzRequest {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(queryText(parts.path[name])),
  );
  const query = new URLSearchParams(
    Object.entries(parts.query).map(([name, value]): [string, string] => [name, queryText(value)]),
  ).toString();
  const headers = Object.fromEntries(
    Object.entries(parts.headers).map(([name, value]) => [name, String(value)]),
  );
  const request: FuzzRequest = {
    method: operation.method,
    url: query ? `${path}?${query}` : path,
    headers,
    credential: operation.auth,
    ...(broken ? { broken } : {}),
  };
  if (parts.body !== undefined) {
    request.headers['content-type'] = 'application/json';
    request.payload = JSON.stringify(parts.body);
  }
  return request;
}

const TEXT_BREAKERS = ['abc', '1.5', '-1', '0', '1e3', '12abc', '99999999999999999999', ',', ''];

/** Whether a query or path text could mean a value the schema accepts (as text, number or id list). */
const acceptsText = (schema: Schema, text: string): boolean => {
  const validate: (value: unknown) => boolean = validatorOf(schema);
  const number = (item: string) => (/^\d{1,15}$/.test(item) ? Number(item) : item);
  return validate(text) || validate(number(text)) || validate(text.split(',').map(number));
};

const invalidTexts = (schema: Schema, valid: unknown): string[] => {
  const typed = invalidValuesFor(schema, valid).filter((value) => typeof value === 'string') as string[];
  return [...TEXT_BREAKERS, ...typed].filter((text) => !acceptsText(schema, text));
};

type Breaker = (operation: Operation, parts: Parts, pick: (count: number) => number) => FuzzRequest;

const breakParameter =
  (location: 'path' | 'query'): Breaker =>
  (operation, parts, pick) => {
    const breakable = inLocation(operation, location)
      .map((parameter) => ({
        parameter,
        options: invalidTexts(parameter.schema, parts[location][parameter.name]),
      }))
      .filter(({ options }) => options.length > 0);
    if (breakable.length === 0) return BREAKERS.unknownQuery!.run(operation, parts, pick);
    const { parameter, options } = breakable[pick(breakable.length)]!;
    const text = options[pick(options.length)]!;
    const changed = { ...parts, [location]: { ...parts[location], [parameter.name]: text } };
    return toRequest(operation, changed, `${location} ${parameter.name}=${JSON.stringify(text)}`);
  };

const BREAKERS: Record<string, { applies: (operation: Operation) => boolean; run: Breaker }> = {
  path: { applies: (o) => inLocation(o, 'path').length > 0, run: breakParameter('path') },
  query: { applies: (o) => inLocation(o, 'query').length > 0, run: breakParameter('query') },
  missingQuery: {
    applies: (o) => inLocation(o, 'query').some((p) => p.required),
    run: (operation, parts, pick) => {
      const required = inLocation(operation, 'query').filter((p) => p.required);
      const name = required[pick(required.length)]!.name;
      const { [name]: _left, ...query } = parts.query;
      return toRequest(operation, { ...parts, query }, `query ${name} left out`);
    },
  },
  unknownQuery: {
    applies: () => true,
    run: (operation, parts) =>
      toRequest(operation, { ...parts, query: { ...parts.query, 'not-documented': '1' } }, 'unknown query'),
  },
  header: {
    applies: (o) => inLocation(o, 'header').length > 0,
    run: (operation, parts, pick) => {
      const headers = inLocation(operation, 'header');
      const header = headers[pick(headers.length)]!;
      // An empty header counts as absent, so it breaks nothing.
      const options = invalidTexts(header.schema, parts.headers[header.name]).filter(Boolean);
      if (options.length === 0 && header.required) {
        const { [header.name]: _left, ...rest } = parts.headers;
        return toRequest(operation, { ...parts, headers: rest }, `header ${header.name} left out`);
      }
      if (options.length === 0) return BREAKERS.unknownQuery!.run(operation, parts, pick);
      const text = options[pick(options.length)];
      const changed = { ...parts, headers: { ...parts.headers, [header.name]: text } };
      return toRequest(operation, changed, `header ${header.name}=${JSON.stringify(text)}`);
    },
  },
  body: {
    applies: (o) => o.body !== undefined,
    run: (operation, parts, pick) => {
      const body = breakDocument(operation.body!, parts.body, pick);
      return toRequest(operation, { ...parts, body }, `body ${JSON.stringify(body).slice(0, 120)}`);
    },
  },
  encoding: {
    applies: (o) => o.body !== undefined,
    run: (operation, parts, pick) => {
      const request = toRequest(operation, parts);
      const variants: [string, (r: FuzzRequest) => void][] = [
        ['malformed JSON', (r) => (r.payload = r.payload!.slice(0, -1))],
        ['no body', (r) => delete r.payload],
        ['text/plain', (r) => (r.headers['content-type'] = 'text/plain')],
      ];
      const [name, change] = variants[pick(variants.length)]!;
      change(request);
      return { ...request, broken: name };
    },
  },
  credential: {
    applies: (o) => o.auth !== 'none',
    run: (operation, parts, pick) => {
      const credential = (['missing', 'garbage', 'wrong-kind'] as const)[pick(3)]!;
      return { ...toRequest(operation, parts, `credential ${credential}`), credential };
    },
  },
};

/** Invalid requests: a valid one with one thing broken, the breaker and its choices seeded too. */
export function invalidRequests(operation: Operation, hints: Hints): fc.Arbitrary<FuzzRequest> {
  const breakers = Object.values(BREAKERS).filter((breaker) => breaker.applies(operation));
  return fc
    .tuple(validParts(operation, hints), fc.array(fc.nat(), { minLength: 8, maxLength: 8 }))
    .map(([parts, numbers]) => {
      let next = 0;
      const pick = (count: number) => numbers[next++ % numbers.length]! % count;
      return breakers[pick(breakers.length)]!.run(operation, parts, pick);
    });
}

export const validRequests = (operation: Operation, hints: Hints): fc.Arbitrary<FuzzRequest> =>
  validParts(operation, hints).map((parts) => toRequest(operation, parts));
