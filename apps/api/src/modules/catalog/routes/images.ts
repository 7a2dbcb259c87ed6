// The demo chain's images (apps/api/demo/images) at /images/…, cached by browsers for long:
// the catalog file names them, and a changed image gets a new name.
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../errors';

const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};
/** Folders and file names of letters, digits, '-', '_' and '.'; no '..', so nothing outside the folder. */
const SAFE_PATH = /^([a-z0-9][a-z0-9_-]*\/)*[a-z0-9][a-z0-9_.-]*$/i;

export interface ImageRoutesOptions {
  directory: string;
}

export async function imageRoutes(app: FastifyInstance, { directory }: ImageRoutesOptions) {
  app.get<{ Params: { '*': string } }>('/images/*', async (request, reply) => {
    const path = request.params['*'];
    const type = TYPES[extname(path).toLowerCase()];
    if (!SAFE_PATH.test(path) || path.includes('..') || !type) throw notFound(`No image ${path}`);
    const body = await readFile(join(directory, path)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'EISDIR') throw notFound(`No image ${path}`);
      throw error;
    });
    // SVGs are only ever shown as images; a sandbox CSP keeps one opened directly from running script.
    return reply
      .type(type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .send(body);
  });
}
