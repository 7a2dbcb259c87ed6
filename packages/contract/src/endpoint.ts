// One description per HTTP call: the API mounts it, validates with it and documents it;
// the typed client calls through it. Every area file (catalog.ts, sign-in.ts, orders.ts …)
// exports its endpoints built with `endpoint`, and endpoints.ts lists them all.
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * How a call authenticates: none, a bearer access token, a bearer refresh token, a
 * restaurant's API key as the bearer (the restaurant API), or the staff session cookie (the
 * office, /api/v1/office; never a bearer token).
 */
export type EndpointAuth = 'none' | 'access' | 'refresh' | 'restoKey' | 'staff';

export interface Endpoint {
  method: HttpMethod;
  /** Path in the OpenAPI style, e.g. '/1/p/cities/{cityId}'. */
  path: string;
  /** Stable identifier used as the OpenAPI operationId and the client's method name. */
  operationId: string;
  summary: string;
  tag: string;
  auth: EndpointAuth;
  params?: z.ZodObject;
  query?: z.ZodObject;
  headers?: z.ZodObject;
  body?: z.ZodType;
  /** Success responses by status code (a 204 maps to z.void()). Errors use the shared error body. */
  responses: Partial<Record<200 | 201 | 202 | 204, z.ZodType>>;
  /** The 200 answer is a text/event-stream whose events carry the response schema as data. */
  stream?: boolean;
  /**
   * The answer carries the chain's own texts, in the language asked for: the `lang` query
   * parameter (CATALOG_LANG_PARAM), else Accept-Language, else Russian; caches vary by it.
   */
  localized?: boolean;
  /** Error statuses this call documents beyond 400 and 500, which every call may answer. */
  errors?: readonly number[];
}

export const endpoint = <const E extends Endpoint>(definition: E): E => definition;
