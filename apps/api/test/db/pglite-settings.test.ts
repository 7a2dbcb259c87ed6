// The embedded database's memory settings, and a new DATA_DIR created apart (in a child process):
// the cluster it leaves is complete, reopened as on any later start, with the same settings.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/db/client';
import { baselineWasmRunsHere } from '../../src/db/pglite-settings';

let dataDir = '';
afterEach(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

type Handle = Awaited<ReturnType<typeof openPglite>>;
/** The rows of a raw query (Database is typed for both drivers, whose results differ). */
const rows = async (handle: Handle, query: SQL) =>
  ((await handle.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
const sharedBuffers = async (handle: Handle) =>
  (await rows(handle, sql`select current_setting('shared_buffers') as value`))[0]?.value;

/** Every file and directory under dir with any permission for its group or others. */
const sharedWithOthers = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((entry) => join(dir, entry))
    .concat(dir)
    .filter((entry) => (statSync(entry).mode & 0o077) !== 0);

describe('the embedded database in a data directory', () => {
  it("keeps the customers' data to the server's user: the directory 0700, every file in it 0600", async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'nori-pglite-'));
    const handle = await openPglite(dataDir);
    await handle.db.execute(sql`create table kept (value text)`);
    await handle.close();
    expect(readdirSync(dataDir, { recursive: true }).length).toBeGreaterThan(100);
    expect(sharedWithOthers(dataDir)).toEqual([]);
  });

  it('creates a new cluster, keeps what was written and runs with 16 MB of shared buffers', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'nori-pglite-'));
    const first = await openPglite(dataDir);
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
    expect(await sharedBuffers(first)).toBe('16MB');
    await first.db.execute(sql`create table kept (value text)`);
    await first.db.execute(sql`insert into kept values ('still here')`);
    await first.close();

    const again = await openPglite(dataDir);
    try {
      expect(await rows(again, sql`select value from kept`)).toEqual([{ value: 'still here' }]);
      expect(await sharedBuffers(again)).toBe('16MB');
    } finally {
      await again.close();
    }
  });
});

describe("PGlite's WebAssembly on V8's baseline compiler only (decision 0014)", () => {
  it('is used on arm64, and on x64 when the CPU has SSE4.1, which Liftoff needs', () => {
    expect(baselineWasmRunsHere('arm64', null)).toBe(true);
    expect(baselineWasmRunsHere('x64', ['fpu', 'sse2', 'ssse3', 'sse4_1', 'sse4_2', 'avx'])).toBe(true);
  });

  it('is not used where Liftoff would abort the process or the CPU cannot be read', () => {
    expect(baselineWasmRunsHere('x64', ['fpu', 'sse2', 'ssse3'])).toBe(false);
    expect(baselineWasmRunsHere('x64', null)).toBe(false);
    expect(baselineWasmRunsHere('ia32', ['sse4_1'])).toBe(false);
  });
});
