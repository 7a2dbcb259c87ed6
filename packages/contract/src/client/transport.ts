// Sending one call: builds the request from the route, sends JSON and turns every failure into an
// ApiError. Whether the answer is checked against the contract is the caller's choice (check).
import type { Route } from './routes';
import { httpFailure, parseBody, transportFailure } from './failures';
import { buildUrl, type QueryValue } from './url';

export interface ApiClientOptions {
  /** The API base address, e.g. 'https://api.example.com' (a path prefix is kept). */
  baseUrl: string;
  /** Defaults to the global fetch; tests and SSR pass their own. */
  fetch?: typeof globalThis.fetch;
  /** Sent with every call, e.g. the storefront's locale. */
  headers?: Record<string, string>;
}

/** The shape every CallInput has once its types are resolved. */
export interface RequestInput {
  params?: Record<string, unknown>;
  query?: Record<string, QueryValue>;
  body?: unknown;
  headers?: Record<string, string | undefined>;
  token?: string;
  hash?: string;
  signal?: AbortSignal;
}

/** Checks a success answer (its status and parsed body) and returns what the caller gets. */
export type CheckAnswer = (response: Response, data: unknown) => unknown;

const requestHeaders = (defaults: Record<string, string>, input: RequestInput): Headers => {
  const headers = new Headers({ accept: 'application/json', ...defaults });
  for (const [name, value] of Object.entries(input.headers ?? {}))
    if (value !== undefined) headers.set(name, value);
  if (input.body !== undefined) headers.set('content-type', 'application/json');
  if (input.token) headers.set('authorization', `Bearer ${input.token}`);
  return headers;
};

export const send = async (
  options: ApiClientOptions,
  route: Route,
  input: RequestInput,
  check?: CheckAnswer,
): Promise<unknown> => {
  const url = buildUrl({ baseUrl: options.baseUrl, path: route.path, ...input });
  const fetchImpl = options.fetch ?? globalThis.fetch;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: route.method,
      headers: requestHeaders(options.headers ?? {}, input),
      body: input.body === undefined ? null : JSON.stringify(input.body),
      signal: input.signal ?? null,
    });
  } catch (error) {
    throw transportFailure(error);
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw transportFailure(error, response);
  }
  const data = parseBody(text);
  if (!response.ok) throw httpFailure(response, data);
  if (response.status === 204) return undefined;
  return check ? check(response, data) : data;
};
