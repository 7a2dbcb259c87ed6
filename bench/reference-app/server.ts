// Serves the reference app's production build (`react-router build` in this folder) as a real
// deployment would, and as the storefront's server does (apps/web/server): files of build/client
// compressed once at the highest quality (brotli, else gzip), fingerprinted ones cached for a year;
// pages rendered by React Router and compressed as they stream. PORT, HOST; answers /readyz.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { Readable, pipeline } from 'node:stream';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { createRequestHandler, type ServerBuild } from 'react-router';

const BUILD = path.join(import.meta.dirname, 'build');
const CLIENT = path.join(BUILD, 'client');
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
};
const COMPRESSIBLE = /^(text\/|image\/svg\+xml|application\/json)/;

type Encoding = 'br' | 'gzip';
const encodingOf = (request: IncomingMessage): Encoding | null => {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  return /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
};

const compressed = new Map<string, Buffer>();
async function compressedFile(file: string, encoding: Encoding): Promise<Buffer> {
  const key = `${file}\0${encoding}`;
  let body = compressed.get(key);
  if (!body) {
    const data = await readFile(file);
    body =
      encoding === 'br'
        ? zlib.brotliCompressSync(data, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
          })
        : zlib.gzipSync(data, { level: zlib.constants.Z_BEST_COMPRESSION });
    compressed.set(key, body);
  }
  return body;
}

/** Sends a file of build/client; false when the path names none. */
async function sendFile(request: IncomingMessage, response: ServerResponse, pathname: string) {
  const file = path.join(CLIENT, path.normalize(decodeURIComponent(pathname)));
  if (!file.startsWith(CLIENT + path.sep)) return false;
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return false;
  const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
  response.setHeader('content-type', type);
  response.setHeader(
    'cache-control',
    pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
  );
  const encoding = COMPRESSIBLE.test(type) && info.size >= 1024 ? encodingOf(request) : null;
  if (encoding) {
    const body = await compressedFile(file, encoding);
    response.writeHead(200, {
      'content-encoding': encoding,
      vary: 'Accept-Encoding',
      'content-length': body.length,
    });
    response.end(body);
  } else {
    response.writeHead(200, { 'content-length': info.size });
    createReadStream(file).pipe(response);
  }
  return true;
}

const build = (await import(pathToFileURL(path.join(BUILD, 'server', 'index.js')).href)) as ServerBuild;
const handle = createRequestHandler(build, 'production');

async function renderPage(request: IncomingMessage, response: ServerResponse, url: URL) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers))
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value])
      headers.append(name, item);
  const page = await handle(new Request(url, { method: request.method, headers }));
  const pageHeaders = Object.fromEntries(page.headers);
  const encoding = COMPRESSIBLE.test(page.headers.get('content-type') ?? '') ? encodingOf(request) : null;
  if (page.body === null || !encoding) {
    response.writeHead(page.status, pageHeaders);
    if (page.body) Readable.fromWeb(page.body as NodeWebStream<Uint8Array>).pipe(response);
    else response.end();
    return;
  }
  delete pageHeaders['content-length'];
  response.writeHead(page.status, { ...pageHeaders, 'content-encoding': encoding, vary: 'Accept-Encoding' });
  // The storefront's streaming settings (apps/api/src/http/compression.ts): flushed per chunk.
  const compressor =
    encoding === 'br'
      ? zlib.createBrotliCompress({
          flush: zlib.constants.BROTLI_OPERATION_FLUSH,
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
        })
      : zlib.createGzip({ flush: zlib.constants.Z_SYNC_FLUSH, level: 6 });
  pipeline(Readable.fromWeb(page.body as NodeWebStream<Uint8Array>), compressor, response, () => {});
}

createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://${request.headers.host ?? 'localhost'}`);
  if (url.pathname === '/readyz') {
    response.end('ok');
    return;
  }
  sendFile(request, response, url.pathname)
    .then((sent) => (sent ? undefined : renderPage(request, response, url)))
    .catch((error: unknown) => {
      console.error(error);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
}).listen(Number(process.env.PORT ?? 3100), process.env.HOST ?? '127.0.0.1');
