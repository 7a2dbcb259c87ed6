// How the embedded database is started. Memory is the budget that matters here (≤ 300 MB for the
// whole process, ARCHITECTURE.md): PostgreSQL's default 128 MB of shared buffers is touched at start
// inside PGlite's WebAssembly memory, and that memory never shrinks. The demo chain and a busy
// day's orders fit in 16 MB many times over; measured at start: 353 → 230 MB RSS.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { PGlite } from '@electric-sql/pglite';

/** PGlite's own start parameters (single user mode, no parallel workers …) and our memory settings. */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** V8's flag that keeps WebAssembly on its baseline compiler, Liftoff (decision 0014). */
export const BASELINE_WASM_FLAG = '--liftoff-only';

/** The CPU's feature flags from Linux's /proc/cpuinfo, or null where there is none. */
function cpuFlags(): string[] | null {
  try {
    const line = /^flags\s*:(.*)$/m.exec(readFileSync('/proc/cpuinfo', 'utf8'))?.[1];
    return line === undefined ? null : line.trim().split(/\s+/);
  } catch {
    return null;
  }
}

/**
 * Whether Liftoff compiles every function of PGlite here. It does on arm64; on x64 it needs SSE4.1
 * (without it, --liftoff-only aborts the process at the first function). Where the CPU's features
 * cannot be read (x64 outside Linux), V8 keeps its default tiering.
 */
export function baselineWasmRunsHere(arch: string, flags: readonly string[] | null): boolean {
  if (arch === 'arm64') return true;
  return arch === 'x64' && flags !== null && flags.includes('sse4_1');
}

const baselineWasmHere = () => baselineWasmRunsHere(process.arch, cpuFlags());

/**
 * How far V8 lets its old generation grow past what survived the last full collection before it
 * collects again: by half (decision 0014). V8's own factor goes up to 4× on a machine with a few GB
 * of memory, and under a preflight load its heap held 90–160 MB, mostly garbage awaiting a full
 * collection (~40 MB live): whether the process stayed under its 300 MB budget depended on when
 * that collection came. Read by V8 at every full collection, so it applies when set at run time.
 */
export const HEAP_GROWING_FLAG = '--heap-growing-percent=50';

/**
 * V8's settings for a process that runs PGlite inside it, set before the module is compiled
 * (decision 0014): its WebAssembly on the baseline compiler only, where that compiles everything —
 * the optimizing compiler's work on PostgreSQL's hot functions left 40–70 MB in the allocator's
 * per-thread arenas that were never handed back — and a heap that collects its garbage sooner.
 */
export function useEmbeddedDatabaseV8Settings(): void {
  if (baselineWasmHere()) setFlagsFromString(BASELINE_WASM_FLAG);
  setFlagsFromString(HEAP_GROWING_FLAG);
}

// Run in a child process: PGlite's import and options, then create and close.
const INIT_SCRIPT = `
const [moduleUrl, dataDir, startParams] = process.argv.slice(1);
const { PGlite } = await import(moduleUrl);
const db = await PGlite.create({ dataDir, startParams: JSON.parse(startParams) });
await db.close();
`;

/**
 * Creates the database cluster of a new data directory in a short-lived child process. PGlite's
 * initdb runs a second PostgreSQL and the initdb program beside the first, each with its own
 * WebAssembly memory, and hands the files over as a tarball: the process peaked at 830–950 MB RSS,
 * and V8 returned that memory only at a full collection it had no reason to run. Done apart, the
 * API process opens an existing cluster, as it does on every later start.
 */
export async function initPgliteDataDir(dataDir: string): Promise<void> {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  const moduleUrl = import.meta.resolve('@electric-sql/pglite');
  const nodeFlags = baselineWasmHere() ? [BASELINE_WASM_FLAG] : [];
  await promisify(execFile)(
    process.execPath,
    [
      ...nodeFlags,
      '--input-type=module',
      '-e',
      INIT_SCRIPT,
      moduleUrl,
      dataDir,
      JSON.stringify(PGLITE_START_PARAMS),
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  );
}
