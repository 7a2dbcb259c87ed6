// The typed fetch client. Transport only: it builds the request from the endpoint, sends JSON,
// validates the answer against the endpoint's schema and rejects with an ApiError. No toasts,
// no redirects, no token refresh: the storefront decides what a failure means.
import { z } from '../zod-setup';
import type { Endpoint } from '../endpoint';
import { endpointList, type Endpoints } from '../endpoints';
import { httpFailure, invalidResponse, parseBody, transportFailure } from './failures';
import type { CallArgs, CallOutput } from './types';
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
interface RequestInput {
  params?: Record<string, unknown>;
  query?: Record<string, QueryValue>;
  body?: unknown;
  headers?: Record<string, string | undefined>;
  token?: string;
  hash?: string;
  signal?: AbortSignal;
}

type Operations = {
  [Id in keyof Endpoints]: (...args: CallArgs<Endpoints[Id]>) => Promise<CallOutput<Endpoints[Id]>>;
};

export type ApiClient = Operations & {
  call: <E extends Endpoint>(endpoint: E, ...args: CallArgs<E>) => Promise<CallOutput<E>>;
};

const requestHeaders = (defaults: Record<string, string>, input: RequestInput): Headers => {
  const headers = new Headers({ accept: 'application/json', ...defaults });
  for (const [name, value] of Object.entries(input.headers ?? {}))
    if (value !== undefined) headers.set(name, value);
  if (input.body !== undefined) headers.set('content-type', 'application/json');
  if (input.token) headers.set('authorization', `Bearer ${input.token}`);
  return headers;
};

const send = async (options: ApiClientOptions, endpoint: Endpoint, input: RequestInput): Promise<unknown> => {
  const url = buildUrl({ baseUrl: options.baseUrl, path: endpoint.path, ...input });
  const fetchImpl = options.fetch ?? globalThis.fetch;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: endpoint.method,
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
  const schema: z.ZodType | undefined = endpoint.responses[response.status as keyof Endpoint['responses']];
  if (!schema) throw invalidResponse(response, data, `status ${response.status} is not documented`);
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw invalidResponse(response, data, z.prettifyError(parsed.error));
  return parsed.data;
};

export const createApiClient = (options: ApiClientOptions): ApiClient => {
  const call = <E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E>): Promise<CallOutput<E>> =>
    send(options, endpoint, (input ?? {}) as RequestInput) as Promise<CallOutput<E>>;
  const operations = Object.fromEntries(
    endpointList.map((endpoint) => [
      endpoint.operationId,
      (input?: RequestInput) => send(options, endpoint, input ?? {}),
    ]),
  ) as unknown as Operations;
  return { ...operations, call };
};
