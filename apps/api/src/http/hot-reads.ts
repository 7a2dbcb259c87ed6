// Hot catalog reads, answered before Fastify sees the request. A catalog GET that Fastify answered
// from the response cache leaves here its URL, its bytes and the headers it was given (security
// headers, CORS, Vary, Cache-Control, ETag …); the same URL is then answered with one lookup and
// one write, as long as the catalog version it was built from is still the one known to be current.
// Fastify's routing, hooks, input parsing and reply handling were most of a catalog read's CPU
// (measured with --cpu-prof); what they decide is the same for every request to that URL, save
// for the request id, which is made here as genReqId makes it. Anything else goes to Fastify:
// another method, a request with an Origin header (CORS answers depend on it), an encoding not yet
// compressed, a version not known to be fresh.
// A hot read of a GET without a body also skips Node's draining of the request stream afterwards
// (bodiless-request.ts): that teardown took more CPU than the lookup and the headers together.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_LOCALE, negotiateLocale, type Locale } from '@nori/domain';
import { skipDrainingIfBodiless } from './bodiless-request';
import { negotiateEncoding, type Encoding } from './compression';
import { requestIdOf } from './request-id';
import { matchesIfNoneMatch, type VersionedResponse } from './response-cache';

const JSON_TYPE = 'application/json; charset=utf-8';
/** Bounds memory when a URL varies freely (a list of ids); beyond it URLs simply go to Fastify. */
const MAX_URLS = 5000;
/**
 * And by bytes (issue 20: 5,000 varied answers came to 394 MB): a body counted once and a half for
 * its encodings, once per URL, although URLs may share one answer.
 */
const MAX_BYTES = 32 * 1024 * 1024;
const bytesOf = (cached: VersionedResponse) => Math.ceil(cached.body.length * 1.5);

interface HotAnswer {
  cached: VersionedResponse;
  /** Flat header lists (name, value, …) as Node's writeHead takes them; idSlot holds the request id. */
  notModified: string[];
  identity: string[];
  /** Per encoding, the headers of the bytes last sent (a body's encoding improves once, issue 20). */
  encoded: Map<Encoding, { bytes: Buffer; headers: string[] }>;
  idSlot: number;
}

/** The headers Fastify was given, as a flat list, without the request id (whose slot is kept). */
type ReplyHeaders = Record<string, string | number | string[] | undefined>;

function flatHeaders(headers: ReplyHeaders): { list: string[]; idSlot: number } {
  const list: string[] = [];
  let idSlot = -1;
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    if (name === 'x-request-id') idSlot = list.length + 1;
    for (const item of Array.isArray(value) ? value : [value]) list.push(name, String(item));
  }
  if (idSlot < 0) {
    list.push('x-request-id', '');
    idSlot = list.length - 1;
  }
  return { list, idSlot };
}

const LOGGED_LEVELS = new Set(['info', 'debug', 'trace']);

/**
 * What a hot answer is kept under: the URL (with its `lang`, if any) and the language
 * Accept-Language asks for, since a localized catalog read answers the same URL in each language.
 */
export const hotKey = (url: string, acceptLanguage: string | undefined): string =>
  `${acceptLanguage === undefined ? DEFAULT_LOCALE : localeOfHeader(acceptLanguage)} ${url}`;

/**
 * Clients send a handful of distinct Accept-Language values: each is negotiated once (0.7 µs a
 * header measured here, against a Map lookup), at most MAX_HEADERS of them kept.
 */
const MAX_HEADERS = 256;
const localeByHeader = new Map<string, Locale>();
const localeOfHeader = (header: string): Locale => {
  let locale = localeByHeader.get(header);
  if (locale === undefined) {
    locale = negotiateLocale(header);
    if (localeByHeader.size < MAX_HEADERS) localeByHeader.set(header, locale);
  }
  return locale;
};

export function createHotReads(version: { peek(): number | undefined }, logger: () => FastifyBaseLogger) {
  const answers = new Map<string, HotAnswer>();
  let answersVersion = -Infinity;
  let answersBytes = 0;

  const send = (
    request: IncomingMessage,
    response: ServerResponse,
    status: number,
    headers: string[],
    idSlot: number,
    body?: Buffer,
  ) => {
    const requestId = requestIdOf(request.headers['x-request-id']);
    const log = logger();
    const started = LOGGED_LEVELS.has(log.level) ? performance.now() : undefined;
    // writeHead reads the list at once, so the shared list's slot can carry this request's id.
    headers[idSlot] = requestId;
    skipDrainingIfBodiless(request);
    response.writeHead(status, headers);
    response.end(body);
    // Fastify's two lines per request, for whoever runs at the info level.
    if (started !== undefined) {
      const { method, url } = request;
      log.info({ reqId: requestId, req: { method, url, hot: true } }, 'incoming request');
      const responseTime = performance.now() - started;
      log.info({ reqId: requestId, res: { statusCode: status }, responseTime }, 'request completed');
    }
    return true;
  };

  return {
    /** Called after Fastify answered a catalog GET from the cache (key: hotKey); headers are the reply's own so far. */
    remember(key: string, cached: VersionedResponse, headers: ReplyHeaders): void {
      if (cached.version < answersVersion) return;
      if (cached.version > answersVersion) {
        answers.clear();
        answersBytes = 0;
        answersVersion = cached.version;
      }
      // An answer whose stop list changed is replaced by the one just built.
      const held = answers.get(key);
      if (held ? held.cached.fresh?.() !== false : answers.size >= MAX_URLS) return;
      const heldBytes = held ? bytesOf(held.cached) : 0;
      if (answersBytes - heldBytes + bytesOf(cached) > MAX_BYTES) return;
      answersBytes += bytesOf(cached) - heldBytes;
      const { list, idSlot } = flatHeaders(headers);
      const withBody = (extra: string[], length: number) => [
        ...list,
        'content-type',
        JSON_TYPE,
        ...extra,
        'content-length',
        String(length),
      ];
      answers.set(key, {
        cached,
        notModified: list,
        identity: withBody([], cached.body.length),
        encoded: new Map(),
        idSlot,
      });
    },

    /** Answers the request if it is a hot read; false when Fastify has to. */
    serve(request: IncomingMessage, response: ServerResponse): boolean {
      if (request.method !== 'GET' || request.headers.origin !== undefined) return false;
      const answer = answers.get(hotKey(request.url ?? '', request.headers['accept-language']));
      if (answer === undefined || version.peek() !== answersVersion) return false;
      const { cached, idSlot } = answer;
      // A restaurant's stop list changed, or is not known to be fresh: Fastify rebuilds or re-checks.
      if (cached.fresh?.() === false) return false;
      if (matchesIfNoneMatch(request.headers['if-none-match'], cached.etag))
        return send(request, response, 304, answer.notModified, idSlot);
      const encoding = negotiateEncoding(request.headers['accept-encoding']);
      const encoded = encoding === null ? null : cached.encodedNow(encoding);
      if (encoded === undefined) return false;
      if (encoded === null || encoding === null)
        return send(request, response, 200, answer.identity, idSlot, cached.body);
      let known = answer.encoded.get(encoding);
      if (known?.bytes !== encoded) {
        const headers = [
          ...answer.notModified,
          'content-type',
          JSON_TYPE,
          'content-encoding',
          encoding,
          'content-length',
          String(encoded.length),
        ];
        known = { bytes: encoded, headers };
        answer.encoded.set(encoding, known);
      }
      return send(request, response, 200, known.headers, idSlot, encoded);
    },
  };
}

export type HotReads = ReturnType<typeof createHotReads>;
