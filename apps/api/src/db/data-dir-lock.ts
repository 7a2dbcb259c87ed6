// One process per embedded database: PGlite keeps its data in DATA_DIR and assumes it is alone
// there; a second process (`npm run catalog:import` beside a running server) wrote over the
// server's files and left a directory that no longer opened. A lock file, created exclusively and
// holding the owner's pid, keeps the second process out; a lock left by a process that died is
// taken over.
import { open, readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';

export const LOCK_FILE = 'nori.lock';

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `DATA_DIR ${dataDir} is in use by another process (pid ${pid}): the embedded database opens in one ` +
        'process only. Import into the running server instead: start it with OPERATOR_API_KEY and run ' +
        'npm run catalog:import -- FILE --server http://localhost:3000 with the same key; or stop it first; ' +
        'or set DATABASE_URL to PostgreSQL, which any number of processes share. If that process is ' +
        `not a Nori server, delete ${join(dataDir, LOCK_FILE)}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The locks this process holds: a lock file with our own pid is ours only if it is listed here. */
const heldHere = new Set<string>();

/** Takes the directory's lock; the answer releases it. Throws DataDirInUseError if a live process holds it. */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const path = join(dataDir, LOCK_FILE);
  if (heldHere.has(path)) throw new DataDirInUseError(dataDir, process.pid);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const file = await open(path, 'wx', 0o600);
      await file.writeFile(String(process.pid));
      await file.close();
      heldHere.add(path);
      return async () => {
        heldHere.delete(path);
        await unlink(path).catch(() => undefined);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(await readFile(path, 'utf8').catch(() => ''), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isRunning(owner))
        throw new DataDirInUseError(dataDir, owner);
      // Left by a process that is gone (or half-written by one that died at once), or by an earlier
      // process that had our pid (a container's server is often pid 1 every time): take it over.
      await unlink(path).catch(() => undefined);
    }
  }
  throw new Error(`Cannot take the lock ${path}`);
}
