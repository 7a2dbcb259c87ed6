#!/usr/bin/env node
// Builds the staff app (`vite build` → build/), unless build/ was already built from the same
// sources and lockfile: `npm start` and `npm test` call this every time, and it costs a hash then.
// `--force` builds regardless. The storefront's server serves build/ under /office/
// (apps/web/server/office-app.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sourcesHash } from '../../../scripts/sources-hash.mjs';

const officeRoot = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(officeRoot, '../..');
const buildDirectory = path.join(officeRoot, 'build');
const stamp = path.join(buildDirectory, '.sources-hash');

// Everything the bundle is made from: the app, the packages it imports, the build's configuration
// and the installed dependency versions.
const INPUTS = [
  'apps/office/src',
  'apps/office/index.html',
  'apps/office/package.json',
  'apps/office/vite.config.ts',
  'apps/office/tsconfig.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'packages/contract/src',
  'packages/contract/package.json',
  'package-lock.json',
];

const current = sourcesHash(repoRoot, INPUTS);
const built = existsSync(stamp) && existsSync(path.join(buildDirectory, 'index.html'));
if (!process.argv.includes('--force') && built && readFileSync(stamp, 'utf8') === current) {
  console.log('The office build is current (same sources and lockfile): not rebuilding.');
  process.exit(0);
}

console.log(built ? 'The office changed since its last build: building it.' : 'Building the office.');
const started = Date.now();
const result = spawnSync('npx', ['vite', 'build'], {
  cwd: officeRoot,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
if (result.status !== 0) process.exit(result.status ?? 1);
writeFileSync(stamp, current);
console.log(`Built the office in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
