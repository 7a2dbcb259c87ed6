// Runs drizzle-kit so that it finds this workspace's drizzle-orm. npm installs drizzle-orm under
// apps/api/node_modules while drizzle-kit is hoisted to the root, and drizzle-kit imports
// drizzle-orm from its own location; this resolve hook points those imports here.
import { createRequire, register } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const hook = `
import { createRequire } from 'node:module';
const fromApi = createRequire(${JSON.stringify(new URL('../package.json', import.meta.url).href)});
export async function resolve(specifier, context, next) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    try { return { url: 'file://' + fromApi.resolve(specifier), shortCircuit: true }; } catch { /* fall through */ }
  }
  return next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hook)}`);
const kitEntry = createRequire(import.meta.url).resolve('drizzle-kit');
await import(pathToFileURL(join(dirname(kitEntry), 'bin.cjs')).href);
