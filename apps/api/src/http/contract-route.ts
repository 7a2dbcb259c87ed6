// Mounts one contract endpoint on Fastify: the path in Fastify's syntax, params, query, headers
// and body parsed with the endpoint's own zod schemas (unknown query parameters are a 400), and
// the handler's answer typed as the endpoint's success response (200, 201 for a call that
// creates, 202 for one that starts something, 204 for none). Catalog reads go through the
// response cache. Calls with auth 'access' run app.authenticate first (401 without a valid
// token), and when their path has {personId}, requireSamePerson (403 for another person).
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { z } from 'zod';
import { CATALOG_LANG_PARAM, type Endpoint } from '@nori/contract';
import {
  createTranslator,
  DEFAULT_LOCALE,
  domainMessages,
  isLocale,
  negotiateLocale,
  type Locale,
} from '@nori/domain';
import { requireSamePerson } from './authenticate';
import { RequestValidationError } from './error-handler';
import type { ClientBudget } from './client-budget';
import { negotiateEncoding, varyOn, varyOnEncoding } from './compression';
import { hotKey, type HotReads } from './hot-reads';
import { matchesIfNoneMatch, type CacheScope, type ResponseCache } from './response-cache';

type Parsed<S> = S extends z.ZodType ? z.output<S> : Record<string, never>;
export interface RouteInput<E extends Endpoint> {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  headers: Parsed<E['headers']>;
  body: Parsed<E['body']>;
  /** The Fastify request, for what hooks attach to it (the signed-in person). */
  request: FastifyRequest;
  /** The reply, for headers beyond the body's (the staff session's Set-Cookie). */
  reply: FastifyReply;
  /** The language of the chain's texts in the answer: Russian unless the call is localized. */
  locale: Locale;
}
type Answer<E extends Endpoint> = E['responses'][200] extends z.ZodType
  ? z.input<E['responses'][200]>
  : E['responses'][201] extends z.ZodType
    ? z.input<E['responses'][201]>
    : E['responses'][202] extends z.ZodType
      ? z.input<E['responses'][202]>
      : void;
const SUCCESS_STATUSES = [200, 201, 202, 204] as const;

/** Short freshness, then a background revalidation (If-None-Match → 304) keeps catalog reads cheap. */
export const CATALOG_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=300';

const noInput = z.strictObject({});
const toFastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * Texts no field accepts: NUL, which PostgreSQL cannot store in text, and unpaired surrogates,
 * which are not Unicode. Found anywhere in the input, they are a 400 like any invalid field,
 * before a query could fail on them with a 500.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what it looks for.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function unstorableTexts(value: unknown, path: (string | number)[], found: string[]): void {
  if (typeof value === 'string') {
    if (UNSTORABLE.test(value))
      found.push(`${path.join('.')}: text must not contain NUL characters or unpaired surrogates`);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => unstorableTexts(item, [...path, index], found));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) unstorableTexts(item, [...path, key], found);
  }
}

/** A localized call's `lang` query parameter, taken out of the query its schema checks. */
function splitLang(endpoint: Endpoint, query: unknown, problems: string[]) {
  if (!endpoint.localized || query === null || typeof query !== 'object' || !(CATALOG_LANG_PARAM in query))
    return { query, lang: undefined };
  const { [CATALOG_LANG_PARAM]: lang, ...rest } = query as Record<string, unknown>;
  if (isLocale(lang)) return { query: rest, lang };
  problems.push(`query.${CATALOG_LANG_PARAM}: Expected ru, en or cnr`);
  return { query: rest, lang: undefined };
}

/** The language a localized call answers in: `lang`, else Accept-Language, else Russian. */
const localeOf = (endpoint: Endpoint, lang: Locale | undefined, request: FastifyRequest): Locale =>
  !endpoint.localized ? DEFAULT_LOCALE : (lang ?? negotiateLocale(request.headers['accept-language']));

// A field refused by a rule of the domain (the contract's customer fields) carries the rule's
// message key, which the storefront's forms translate; API clients read its English text.
const english = createTranslator(domainMessages, 'en');
const issueText = (message: string) => (message.startsWith('validation.') ? english(message) : message);

function parseInput<E extends Endpoint>(
  endpoint: E,
  request: FastifyRequest,
  reply: FastifyReply,
): RouteInput<E> {
  const problems: string[] = [];
  const { query: rawQuery, lang } = splitLang(endpoint, request.query, problems);
  const parse = (part: 'params' | 'query' | 'headers' | 'body', schema: z.ZodType, value: unknown) => {
    if (part !== 'headers') unstorableTexts(value, [part], problems);
    const result = schema.safeParse(value ?? {});
    if (result.success) return result.data;
    for (const issue of result.error.issues)
      problems.push(`${[part, ...issue.path].join('.')}: ${issueText(issue.message)}`);
    return undefined;
  };
  const params = parse('params', endpoint.params ?? noInput, request.params);
  const query = parse('query', endpoint.query ?? noInput, rawQuery);
  // Headers are never strict: every request carries many the endpoint does not name.
  const headers = endpoint.headers ? parse('headers', endpoint.headers, request.headers) : {};
  const body = endpoint.body ? parse('body', endpoint.body, request.body) : undefined;
  if (problems.length > 0) throw new RequestValidationError(problems);
  const locale = localeOf(endpoint, lang, request);
  return { params, query, headers, body, request, reply, locale } as RouteInput<E>;
}

export interface RouteOptions<E extends Endpoint, S extends CacheScope> {
  /** Serve from the catalog response cache, with ETag and Cache-Control. */
  cache?: ResponseCache;
  /** Kept for answering the same URL before Fastify (hot-reads.ts), when cache is set. */
  hot?: HotReads;
  /** What the cached answer depends on beyond the catalog (a restaurant's stop list); given to the handler. */
  scope?: (input: RouteInput<E>) => Promise<S | undefined>;
  /** Spent, per client address, by each answer built on a cache miss (429 once spent). */
  builds?: ClientBudget;
  /** Runs before the handler: the staff guard (modules/staff/staff-guard.ts) of an 'staff' call. */
  preHandler?: preHandlerAsyncHookHandler;
}

/**
 * A request made in this process with Fastify's inject: the storefront's server rendering, whose
 * one address (127.0.0.1) stands for every visitor; budgeting it would let one client's misses
 * stop every page.
 */
const isInProcess = (request: FastifyRequest) => '_lightMyRequest' in request.raw;

/** A list of ids in a cache key names a set: '?ids=2,1,2' and '?ids=1,2' share one entry. */
const idListsAsSets = (_key: string, value: unknown) =>
  Array.isArray(value) && value.every((item) => typeof item === 'number')
    ? [...new Set(value)].sort((a: number, b: number) => a - b)
    : value;

export function mountRoute<E extends Endpoint, S extends CacheScope = CacheScope>(
  app: FastifyInstance,
  endpoint: E,
  handler: (input: RouteInput<E>, scope?: S) => Promise<Answer<E>>,
  { cache, hot, scope: scopeOf, builds, preHandler }: RouteOptions<E, S> = {},
): void {
  const status = SUCCESS_STATUSES.find((code) => endpoint.responses[code]) ?? 200;
  // Never mount a personal call open: without the seam, fail at start rather than at the first leak.
  if (endpoint.auth === 'access' && !app.hasDecorator('authenticate'))
    throw new Error(`${endpoint.operationId} needs installAuthentication before its route is mounted`);
  if (endpoint.auth === 'staff' && !preHandler)
    throw new Error(
      `${endpoint.operationId} is a staff call: mount it with the staff guard as its preHandler`,
    );
  app.route({
    method: endpoint.method,
    url: toFastifyPath(endpoint.path),
    ...(endpoint.auth === 'access' && { preHandler: app.authenticate }),
    ...(preHandler && { preHandler }),
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const input = parseInput(endpoint, request, reply);
      const { personId } = input.params as { personId?: unknown };
      if (endpoint.auth === 'access' && typeof personId === 'number') requireSamePerson(request, personId);
      if (!cache) {
        const answer = await handler(input);
        reply.code(status).header('cache-control', 'no-store');
        return status === 204 ? reply.send() : reply.send(answer);
      }
      // The parsed params and query are the key, so '?page=0' and '' share one entry; and the language.
      const key = `${endpoint.operationId} ${input.locale} ${JSON.stringify({ params: input.params, query: input.query }, idListsAsSets)}`;
      if (builds && !cache.has(key) && !isInProcess(request)) builds.spend(request.ip);
      const scope = await scopeOf?.(input);
      const cached = await cache.get(key, () => handler(input, scope), scope);
      reply.header('cache-control', CATALOG_CACHE_CONTROL).header('etag', cached.etag);
      varyOnEncoding(reply);
      if (endpoint.localized) varyOn(reply, 'Accept-Language');
      // Every header is set but the body's own: what a hot read of this URL replays. With an
      // Origin the CORS headers are this caller's, so only Origin-less requests are kept.
      if (hot && request.method === 'GET' && request.headers.origin === undefined)
        hot.remember(hotKey(request.url, request.headers['accept-language']), cached, reply.getHeaders());
      if (matchesIfNoneMatch(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
      reply.type('application/json; charset=utf-8');
      const encoding = negotiateEncoding(request.headers['accept-encoding']);
      const encoded = encoding && cached.encoded(encoding);
      if (!encoding || !encoded) return reply.send(cached.body);
      return reply.header('content-encoding', encoding).send(await encoded);
    },
  });
}
