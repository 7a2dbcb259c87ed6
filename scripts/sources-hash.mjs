// A hash of every file a build is made from (folders walked recursively, in a stable order):
// a build stamps it beside its output and skips the work next time when nothing changed.
// Used by the storefront's and the office's builds (apps/web/scripts/build.mjs,
// apps/office/scripts/build.mjs).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const filesUnder = (repoRoot, relative) => {
  const full = path.join(repoRoot, relative);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [relative];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(repoRoot, path.join(entry.parentPath, entry.name)))
    .sort();
};

/** sha256 over the paths and contents of `inputs` (paths relative to repoRoot). */
export const sourcesHash = (repoRoot, inputs) => {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((input) => filesUnder(repoRoot, input))) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(repoRoot, file)))
      .update('\0');
  }
  return hash.digest('hex');
};
