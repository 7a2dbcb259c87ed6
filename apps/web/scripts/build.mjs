#!/usr/bin/env node
// Builds the storefront for production (`react-router build`), unless build/ was already built
// from the same sources and lockfile: `npm start` then serves it at once instead of rebuilding.
// `--force` builds regardless. The client bundle is always React's production build, whatever
// NODE_ENV the caller runs with (browser tests run the server with NODE_ENV=test).
// The server (server/main.ts with the API it mounts) is bundled into dist/main.js every time: it
// takes under a second, and its sources (the API's among them) are not in the hash below.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bundleServer } from '../../../scripts/bundle-server.mjs';
import { precompressAssets } from './precompress.mjs';

const webRoot = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(webRoot, '../..');
const buildDirectory = path.join(webRoot, 'build');
const stamp = path.join(buildDirectory, '.sources-hash');

// Everything the bundles are made from: the storefront, the packages it imports, the build's
// configuration and the installed dependency versions.
const INPUTS = [
  'apps/web/app',
  'apps/web/public',
  'apps/web/package.json',
  'apps/web/react-router.config.ts',
  'apps/web/vite.config.ts',
  'apps/web/tsconfig.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'packages/contract/src',
  'packages/contract/package.json',
  'package-lock.json',
];

const filesUnder = (relative) => {
  const full = path.join(repoRoot, relative);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [relative];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(repoRoot, path.join(entry.parentPath, entry.name)))
    .sort();
};

const sourcesHash = () => {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(filesUnder)) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(repoRoot, file)))
      .update('\0');
  }
  return hash.digest('hex');
};

await bundleServer(path.join(webRoot, 'server/main.ts'), path.join(webRoot, 'dist/main.js'));

const current = sourcesHash();
const force = process.argv.includes('--force');
const built = existsSync(stamp) && existsSync(path.join(buildDirectory, 'server', 'index.js'));
if (!force && built && readFileSync(stamp, 'utf8') === current) {
  console.log('The storefront build is current (same sources and lockfile): not rebuilding.');
  process.exit(0);
}

console.log(built ? 'The storefront changed since its last build: building it.' : 'Building the storefront.');
const started = Date.now();
const result = spawnSync('npx', ['react-router', 'build'], {
  cwd: webRoot,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
if (result.status !== 0) process.exit(result.status ?? 1);
const precompressed = await precompressAssets(path.join(buildDirectory, 'client'));
console.log(`Gzipped ${precompressed} client files with zopfli.`);
writeFileSync(stamp, current);
console.log(`Built the storefront in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
