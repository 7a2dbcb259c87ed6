#!/usr/bin/env node
// Builds the storefront for production (`react-router build`), unless build/ was already built
// from the same sources and lockfile: `npm start` then serves it at once instead of rebuilding.
// `--force` builds regardless. The client bundle is always React's production build, whatever
// NODE_ENV the caller runs with (browser tests run the server with NODE_ENV=test).
// The server (server/main.ts with the API it mounts) is bundled into dist/main.js every time: it
// takes under a second, and its sources (the API's among them) are not in the hash below.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bundleServer } from '../../../scripts/bundle-server.mjs';
import { sourcesHash } from '../../../scripts/sources-hash.mjs';
import { buildPwa } from './build-pwa.mjs';
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

await bundleServer(path.join(webRoot, 'server/main.ts'), path.join(webRoot, 'dist/main.js'));
// The service worker and its page script (pwa/) are built every time too, in well under a second,
// after the client build they list; their version names both.
const clientDirectory = path.join(buildDirectory, 'client');
const pwaVersion = () => sourcesHash(repoRoot, [...INPUTS, 'apps/web/pwa']);

const current = sourcesHash(repoRoot, INPUTS);
const force = process.argv.includes('--force');
const built = existsSync(stamp) && existsSync(path.join(buildDirectory, 'server', 'index.js'));
if (!force && built && readFileSync(stamp, 'utf8') === current) {
  await buildPwa(webRoot, clientDirectory, pwaVersion());
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
await buildPwa(webRoot, clientDirectory, pwaVersion());
const precompressed = await precompressAssets(clientDirectory);
console.log(`Gzipped ${precompressed} client files with zopfli.`);
writeFileSync(stamp, current);
console.log(`Built the storefront in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
