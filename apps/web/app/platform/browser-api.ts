import { createStorefrontApiClient } from '@nori/contract';

/**
 * The contract's client as the browser uses it: the API's address and the visitor's language
 * (catalog texts and error messages come in it). `revalidate` asks past the browser's HTTP cache
 * with the ETag it holds, so an unchanged answer is a bodiless 304 (the stop list's re-checks).
 */
export const browserApiClient = (apiBaseUrl: string, locale: string, { revalidate = false } = {}) =>
  createStorefrontApiClient({
    baseUrl: apiBaseUrl,
    headers: { 'accept-language': locale },
    ...(revalidate && { fetch: (input, init) => fetch(input, { ...init, cache: 'no-cache' }) }),
  });
