// Gzips the built client's text files once, at build time, with zopfli: a gzip stream any browser
// reads, 3–4 % smaller than zlib's best level (the framework's chunk 107.1 → 103.7 KB), for the
// browsers and proxies that do not take brotli (issue 17 budgets first-load JavaScript in gzip).
// Zopfli is too slow for a request (seconds for the whole build), so the server sends these
// files as they are (server/static-assets.ts) and compresses at request time only what has none.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipAsync } from '@gfx/zopfli';

// What the server compresses (its text types, apps/api compression.ts), from 1 KB up.
const TEXT_FILE = /\.(js|mjs|css|svg|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;
// Zopfli's default; more iterations saved under 0.02 % on the framework's chunk.
const ITERATIONS = 15;

/** Writes FILE.gz beside each text file of at least 1 KB under directory; returns how many. */
export async function precompressAssets(directory) {
  const files = readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => statSync(file).size >= MIN_BYTES);
  for (const file of files) {
    const gzipped = await gzipAsync(readFileSync(file), { numiterations: ITERATIONS });
    writeFileSync(`${file}.gz`, gzipped);
  }
  return files.length;
}
