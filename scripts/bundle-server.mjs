#!/usr/bin/env node
// Bundles a server's TypeScript (the API's src/main.ts, the storefront's server/main.ts) into one
// JavaScript file that plain `node` runs in production. Under `node --import tsx` the API process
// also held tsx's loader thread and every compiled module: measured, 362 → 263 MB peak RSS on a
// first start with the embedded database. Development and tests keep running the sources with tsx.
//
// Our own code (relative imports and the @nori/* workspaces, which export TypeScript source) goes
// into the bundle; npm packages stay imports that Node resolves from node_modules as before.
// A module's `import.meta.url` is made to point at its source file, so the paths it builds from it
// (migrations, demo data, images, the storefront's build) are the ones it finds under tsx.
//
//   node scripts/bundle-server.mjs ENTRY OUTFILE
import { mkdir, rename, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const OWN_LOOKUP = Symbol('own lookup');

const ownCode = (outDirectory) => ({
  name: 'own-code',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith('@nori/') || args.pluginData === OWN_LOOKUP) return undefined;
      // A package stays external when Node, resolving it from the bundle, finds the copy the
      // importing file would; one installed under a workspace only (apps/api/node_modules/drizzle-orm)
      // is bundled instead, as is one whose nearer copy differs from the root's.
      const lookup = (resolveDir) =>
        builder.resolve(args.path, { kind: args.kind, resolveDir, pluginData: OWN_LOOKUP });
      const [fromImporter, fromBundle] = await Promise.all([lookup(args.resolveDir), lookup(outDirectory)]);
      return fromImporter.errors.length === 0 && fromImporter.path === fromBundle.path
        ? { external: true }
        : undefined;
    });
    builder.onLoad({ filter: /\.ts$/ }, async (args) => {
      let contents = await readFile(args.path, 'utf8');
      if (/import\.meta\.(dirname|filename)/.test(contents))
        throw new Error(`${args.path}: use import.meta.url (the bundle rewrites it to the source's URL)`);
      const source = path.relative(outDirectory, args.path).split(path.sep).join('/');
      contents = contents.replaceAll(
        'import.meta.url',
        `new URL(${JSON.stringify(source)}, import.meta.url).href`,
      );
      return { contents, loader: 'ts' };
    });
  },
});

export async function bundleServer(entry, outfile) {
  // Before the build: the plugin resolves packages from this directory, and esbuild finds nothing
  // from one that does not exist yet (a fresh clone), which bundled every package.
  await mkdir(path.dirname(path.resolve(outfile)), { recursive: true });
  const result = await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // Stack traces name the TypeScript files and lines (node --enable-source-maps).
    sourcemap: 'linked',
    plugins: [ownCode(path.dirname(path.resolve(outfile)))],
    logLevel: 'warning',
  });
  // Written beside and renamed: a server starting meanwhile reads the old file or the new, whole.
  for (const file of result.outputFiles) {
    await writeFile(`${file.path}.tmp`, file.contents);
    await rename(`${file.path}.tmp`, file.path);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [entry, outfile] = process.argv.slice(2);
  if (!entry || !outfile) throw new Error('Usage: node scripts/bundle-server.mjs ENTRY OUTFILE');
  await bundleServer(entry, outfile);
}
