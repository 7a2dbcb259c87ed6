// Serves the built client files (build/client). Vite's fingerprinted files under /assets/ never
// change, so browsers may keep them for a year; anything else (favicon …) is revalidated hourly.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  compressWhole,
  isCompressible,
  MIN_COMPRESSED_BYTES,
  negotiateEncoding,
  varyOnEncoding,
  type Encoding,
} from '@nori/api';

const MIME: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
};

export const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=3600';

/** Resolves a URL path to a file inside `root`, or null (outside it, a directory, missing). */
export const resolveAsset = async (root: string, urlPath: string): Promise<string | null> => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0] ?? '');
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = path.join(root, path.normalize(decoded));
  if (!file.startsWith(root + path.sep)) return null;
  const info = await stat(file).catch((error: NodeJS.ErrnoException) => {
    // A name longer than the file system allows is no file of ours either.
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR' || error.code === 'ENAMETOOLONG') return null;
    throw error;
  });
  return info?.isFile() ? file : null;
};

/**
 * The gzip the build made of the file with zopfli (scripts/precompress.mjs), smaller than zlib's
 * best; null when there is none, or it is older than the file (a file rebuilt without it).
 */
const precompressedGzip = async (file: string, mtimeMs: number): Promise<Buffer | null> => {
  const info = await stat(`${file}.gz`).catch(() => null);
  return info && info.mtimeMs >= mtimeMs ? readFile(`${file}.gz`) : null;
};

const compress = async (file: string, mtimeMs: number, encoding: Encoding): Promise<Buffer> =>
  (encoding === 'gzip' ? await precompressedGzip(file, mtimeMs) : null) ??
  compressWhole(await readFile(file), encoding);

// Compressed built files, by path, modification time and encoding: each is compressed once.
const compressed = new Map<string, Promise<Buffer>>();

const compressedFile = (file: string, mtimeMs: number, encoding: Encoding): Promise<Buffer> => {
  const key = `${file}\0${mtimeMs}\0${encoding}`;
  let entry = compressed.get(key);
  if (!entry) {
    entry = compress(file, mtimeMs, encoding);
    // A failed read must not stay cached.
    entry.catch(() => compressed.delete(key));
    compressed.set(key, entry);
  }
  return entry;
};

/**
 * Sends the asset when the request names one; false to let the storefront answer. `urlPath` is the
 * file's path under `root` when it is not the request's own (the office's files, under /office/).
 */
export const sendAsset = async (
  root: string,
  request: FastifyRequest,
  reply: FastifyReply,
  urlPath: string = request.url,
): Promise<boolean> => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const file = await resolveAsset(root, urlPath);
  if (!file) return false;
  const info = await stat(file);
  const contentType = MIME[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  reply
    .header('content-type', contentType)
    .header('cache-control', urlPath.startsWith('/assets/') ? IMMUTABLE : SHORT)
    .header('last-modified', info.mtime.toUTCString());
  if (!isCompressible(contentType) || info.size < MIN_COMPRESSED_BYTES) {
    reply.header('content-length', info.size);
    await reply.send(request.method === 'HEAD' ? undefined : createReadStream(file));
    return true;
  }
  varyOnEncoding(reply);
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  const body = encoding ? await compressedFile(file, info.mtimeMs, encoding) : null;
  if (encoding) reply.header('content-encoding', encoding);
  reply.header('content-length', body?.length ?? info.size);
  if (request.method === 'HEAD') await reply.send();
  else await reply.send(body ?? createReadStream(file));
  return true;
};
