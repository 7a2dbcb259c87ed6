// Catalog answers kept as serialized bytes: built once per catalog version and sent as a Buffer
// (measured here: a cached Buffer runs at 0.79 × node:http, serializing per request at 0.15 ×).
// Each answer has a strong ETag (a hash of its bytes), so an unchanged answer keeps its ETag
// across imports and nodes, and a client's If-None-Match gets a 304.
import { createHash } from 'node:crypto';
import type { CatalogVersion } from '../services/catalog-version';
import { compressWhole, MIN_COMPRESSED_BYTES, type Encoding } from './compression';

export interface CachedResponse {
  body: Buffer;
  etag: string;
  /** The body in an encoding, compressed on first use and kept with the answer; null when too small. */
  encoded(encoding: Encoding): Promise<Buffer> | null;
  /** The encoded body if compressing it has finished (undefined until then); null when too small. */
  encodedNow(encoding: Encoding): Buffer | null | undefined;
}

/**
 * What an answer depends on beyond the catalog version (a restaurant's stop list): an answer of
 * another stamp is rebuilt in its place, and fresh() tells hot reads whether it still holds.
 */
export interface CacheScope {
  stamp: string;
  fresh(): boolean;
}

/** A cached answer with the catalog version it was built from (and its scope, if any). */
export type VersionedResponse = CachedResponse & { version: number; stamp?: string; fresh?: () => boolean };

/** Bounds memory when callers vary a key freely (e.g. a list of ids); beyond it answers are built per request. */
const MAX_ENTRIES = 5000;

export const serialize = (value: unknown): CachedResponse => {
  const body = Buffer.from(JSON.stringify(value));
  const encodings = new Map<Encoding, Promise<Buffer>>();
  const finished = new Map<Encoding, Buffer>();
  return {
    body,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`,
    encoded(encoding) {
      if (body.length < MIN_COMPRESSED_BYTES) return null;
      let encoded = encodings.get(encoding);
      if (!encoded) {
        encoded = compressWhole(body, encoding);
        encodings.set(encoding, encoded);
        // A failed compression is the request's error (it awaits encoded); here it only stays unfinished.
        encoded.then(
          (bytes) => finished.set(encoding, bytes),
          () => undefined,
        );
      }
      return encoded;
    },
    encodedNow: (encoding) => (body.length < MIN_COMPRESSED_BYTES ? null : finished.get(encoding)),
  };
};

export function createResponseCache(version: CatalogVersion, maxEntries = MAX_ENTRIES) {
  let entriesVersion: number | undefined;
  const entries = new Map<string, Promise<VersionedResponse>>();

  return {
    /** The cached answer for key, built by build() when this catalog version has none. */
    async get(key: string, build: () => Promise<unknown>, scope?: CacheScope): Promise<VersionedResponse> {
      const current = await version.current();
      if (current !== entriesVersion) {
        entries.clear();
        entriesVersion = current;
      }
      const cached = entries.get(key);
      if (cached && (scope === undefined || (await cached).stamp === scope.stamp)) return cached;
      const built = build().then((value) =>
        Object.assign(
          serialize(value),
          { version: current },
          scope && { stamp: scope.stamp, fresh: scope.fresh },
        ),
      );
      // An answer of another stamp is replaced, so a scope's changes never grow the cache.
      if (entries.size < maxEntries || cached) {
        entries.set(key, built);
        // Errors (404 …) are not kept: the next request tries again.
        built.catch(() => entries.get(key) === built && entries.delete(key));
      }
      return built;
    },
    get size() {
      return entries.size;
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;

/** Whether an If-None-Match header matches the ETag (weak comparison, as RFC 9110 asks for it). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
