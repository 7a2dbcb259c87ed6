// No import cycles among our own modules. A barrel makes one easily (feature A's index → B → A's
// index), and a cycle makes module order, and what is undefined while the modules load, depend on
// which file is imported first. Follows relative imports only (packages import each other by name
// and are layered by other rules); type-only imports are left out, since they vanish at runtime.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs'];
// import … from '…', export … from '…', import '…', import('…'); not `import type` / `export type`.
const IMPORT_SOURCE =
  /(?:^|[\s;])(?:import|export)\s+(?!type[\s{])(?:[^'";]*?\s+from\s+)?['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

const isFile = (file) => existsSync(file) && statSync(file).isFile();

/** The file a relative import names, or null (a stylesheet, an asset, a missing file). */
function resolve(fromFile, source) {
  const base = path.resolve(path.dirname(fromFile), source);
  if (EXTENSIONS.includes(path.extname(base)) && isFile(base)) return base;
  for (const candidate of [
    ...EXTENSIONS.map((extension) => base + extension),
    ...EXTENSIONS.map((extension) => path.join(base, `index${extension}`)),
  ])
    if (isFile(candidate)) return candidate;
  return null;
}

function importsIn(file, text) {
  const found = [];
  for (const match of text.matchAll(IMPORT_SOURCE)) {
    const target = resolve(file, match[1] ?? match[2]);
    if (target) found.push(target);
  }
  return found;
}

// One lint run reads each module once.
const onDisk = new Map();
const importsOnDisk = (file) => {
  if (!onDisk.has(file)) onDisk.set(file, importsIn(file, readFileSync(file, 'utf8')));
  return onDisk.get(file);
};

/** The shortest chain of imports from one of `starts` back to `file`, or null. */
function chainBackTo(file, starts) {
  const previous = new Map(starts.map((start) => [start, null]));
  const queue = [...starts];
  while (queue.length > 0) {
    const current = queue.shift();
    if (current === file) {
      const chain = [];
      for (let step = current; step !== null; step = previous.get(step)) chain.unshift(step);
      return chain;
    }
    for (const next of importsOnDisk(current))
      if (!previous.has(next)) {
        previous.set(next, current);
        queue.push(next);
      }
  }
  return null;
}

export const noImportCycle = {
  meta: {
    type: 'problem',
    messages: { cycle: 'Import cycle: {{chain}}.' },
    schema: [],
  },
  create(context) {
    const file = path.resolve(context.filename);
    return {
      Program(node) {
        // The file's own imports come from the text being linted, the rest from disk.
        const chain = chainBackTo(file, importsIn(file, context.sourceCode.text));
        if (!chain) return;
        const root = context.cwd ?? process.cwd();
        const names = [file, ...chain].map((step) => path.relative(root, step));
        context.report({ node, messageId: 'cycle', data: { chain: names.join(' → ') } });
      },
    };
  },
};
