// One process per embedded database (issue 20, finding 1): while a server holds DATA_DIR, a second
// process — the documented `npm run catalog:import` — is refused at once with a message saying
// what to do, and the server's database stays whole. A lock left by a process that died is taken
// over.
import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from '../../src/db/data-dir-lock';
import { openConfiguredDatabase } from '../../src/db/open';

const API_ROOT = resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
let dataDir = '';

afterEach(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('the embedded database in DATA_DIR', () => {
  it('opens in one process only; the import beside a running server changes nothing', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'nori-lock-'));
    const server = await openConfiguredDatabase({ databaseUrl: undefined, dataDir });
    try {
      expect(await readFile(join(dataDir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
      await expect(openConfiguredDatabase({ databaseUrl: undefined, dataDir })).rejects.toThrow(
        DataDirInUseError,
      );

      const catalog = join(dataDir, 'chain.json');
      await writeFile(catalog, await readFile(join(API_ROOT, 'test/fixtures/test-chain.json')));
      const imported = await run(
        process.execPath,
        ['--import', 'tsx', 'src/cli/catalog-import.ts', catalog],
        {
          cwd: API_ROOT,
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        },
      ).then(
        () => ({ code: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => error,
      );
      expect(imported.code).toBe(1);
      expect(imported.stderr).toContain(
        `DATA_DIR ${dataDir} is in use by another process (pid ${process.pid})`,
      );
      expect(imported.stderr).not.toContain('    at ');
      // The server's database is whole and still has no tenant.
      const tenants = (await server.db.execute(sql`select count(*)::int as n from tenants`)) as {
        rows: unknown[];
      };
      expect(tenants.rows[0]).toEqual({ n: 0 });
    } finally {
      await server.close();
    }
    // Closed: the lock is gone and the next process opens it.
    const next = await openConfiguredDatabase({ databaseUrl: undefined, dataDir });
    await next.close();
  });

  it('takes over a lock left by a process that is gone', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'nori-lock-'));
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    await writeFile(join(dataDir, LOCK_FILE), String(gone));
    const unlock = await lockDataDir(dataDir);
    expect(await readFile(join(dataDir, LOCK_FILE), 'utf8')).toBe(String(process.pid));
    await unlock();
    await expect(readFile(join(dataDir, LOCK_FILE), 'utf8')).rejects.toThrow(/ENOENT/);
  });
});
