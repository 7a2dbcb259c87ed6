// Compressed responses for customers on slow mobile networks: brotli where the browser accepts it,
// else gzip. What does not change between requests (cached catalog answers, the storefront's built
// files) is compressed once, at the highest quality, and kept; server-rendered pages are compressed
// as they stream, flushed chunk by chunk so the browser gets the head of the page before the rest.
import type { Transform } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Below this size the encoding's own overhead outweighs the saving. */
export const MIN_COMPRESSED_BYTES = 1024;

const COMPRESSIBLE = /^(text\/|image\/svg\+xml|application\/(json|javascript|manifest\+json|xml))/;

export const isCompressible = (contentType: string | undefined): boolean =>
  contentType !== undefined && COMPRESSIBLE.test(contentType);

/**
 * The best encoding an Accept-Encoding header allows (brotli before gzip), or null. A coding with
 * q=0 is refused; `*` stands for any coding not named.
 */
export const negotiateEncoding = (header: string | undefined): Encoding | null => {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (coding: Encoding) => weights.get(coding) ?? weights.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).filter((coding) => weight(coding) > 0);
  return best.sort((a, b) => weight(b) - weight(a))[0] ?? null;
};

interface HeaderTarget {
  getHeader(name: string): unknown;
  header(name: string, value: string): unknown;
}

/**
 * Adds a request header to the answer's Vary header, keeping what is already there (CORS's Origin,
 * the client hints a page was rendered for): replacing it would let caches mix those answers.
 */
export const varyOn = (reply: HeaderTarget, header: string): void => {
  const current = reply.getHeader('vary');
  const fields = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((field) => field.trim())
    .filter(Boolean);
  if (fields.some((field) => field === '*' || field.toLowerCase() === header.toLowerCase())) return;
  reply.header('vary', [...fields, header].join(', '));
};

/** Adds Accept-Encoding to the answer's Vary header (see varyOn). */
export const varyOnEncoding = (reply: HeaderTarget): void => varyOn(reply, 'Accept-Encoding');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Compresses a whole file at the highest quality (off the event loop, in libuv's thread pool). */
export const compressWhole = (data: Buffer, encoding: Encoding): Promise<Buffer> =>
  encoding === 'br'
    ? brotli(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      })
    : gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION });

/**
 * Compresses a whole body at a fast quality (brotli 5, gzip 6): for an answer on its first use,
 * which may be its only one (a cart's own ?ids= list), where the highest quality's 36 ms of CPU
 * for a large menu would be spent for one request (issue 20).
 */
export const compressFast = (data: Buffer, encoding: Encoding): Promise<Buffer> =>
  encoding === 'br'
    ? brotli(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      })
    : gzip(data, { level: 6 });

/**
 * A streaming compressor that flushes every chunk it is given, for pages (one per request). Brotli
 * 7: on the menu's 109 KB document it is 1.8 ms of CPU against 1.4 ms at 5, and 14.9 KB against
 * 15.3 (issue 17's budget is 15); 9 costs 14 ms for 0.1 KB less.
 */
export const compressStream = (encoding: Encoding): Transform =>
  encoding === 'br'
    ? zlib.createBrotliCompress({
        flush: zlib.constants.BROTLI_OPERATION_FLUSH,
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 7 },
      })
    : zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH, level: 6 });
