// Writes the demo chain: demo-chain.json (the catalog file the API loads on first start) and the
// pictures under images/. Deterministic: the same sources always give the same bytes.
// Run: npx tsx apps/api/demo/generate.ts
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { buildDemoChain } from './catalog-file';
import { buildDemoImages } from './images';
import { parseCatalogFile } from '../src/modules/catalog/catalog-file/schema';

const demoDir = dirname(fileURLToPath(import.meta.url));
const imagesDir = join(demoDir, 'images');

const chain = buildDemoChain();
const parsed = parseCatalogFile(chain);
if (!parsed.ok) {
  const list = parsed.problems.map((problem) => `  ${problem.path}: ${problem.message}`).join('\n');
  throw new Error(`The demo chain does not match the catalog file format:\n${list}`);
}
// Formatted as the repository's prettier would, so `npm run lint` accepts the file as written.
const chainFile = join(demoDir, 'demo-chain.json');
const prettierConfig = await resolveConfig(chainFile);
writeFileSync(chainFile, await format(JSON.stringify(chain), { ...prettierConfig, filepath: chainFile }));

// Start from an empty folder so a renamed dish leaves no stale picture behind.
rmSync(imagesDir, { recursive: true, force: true });
const images = buildDemoImages();
for (const image of images) {
  const file = join(imagesDir, image.path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, image.svg);
}
console.log(
  `demo-chain.json: ${chain.positions.length} positions in ${chain.restos.length} restos; ${images.length} images`,
);
