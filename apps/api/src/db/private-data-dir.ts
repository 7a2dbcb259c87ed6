// The embedded database holds the customers' names, phones and addresses: its directory and files
// are the server user's alone (directories 0700, files 0600; issue 20 found 968 of 1,140 files
// world-writable). The directory is closed to others from the start, which covers everything in
// it at once, old directories included; the files' own modes (a new cluster's come out of a
// tarball as 0666, and PostgreSQL rewrites a few cache files 0644) are tightened when the database
// closes, and the process's mask keeps what it creates meanwhile private.
import { chmod, mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';

const OTHERS = 0o077;

/** Before the database opens: the directory closed to others, and the mask for what is created in it. */
export async function prepareDataDir(dataDir: string): Promise<void> {
  // Worker threads cannot change the mask; the modes are still tightened at close.
  if (isMainThread) process.umask(process.umask() | OTHERS);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  await chmod(dataDir, 0o700);
}

/** Takes every permission of the group and others off the directory and what is in it. */
export async function keepDataDirPrivate(dataDir: string): Promise<void> {
  const entries = await readdir(dataDir, { recursive: true });
  for (const entry of [dataDir, ...entries.map((name) => path.join(dataDir, name))]) {
    const { mode } = await stat(entry);
    if ((mode & OTHERS) !== 0) await chmod(entry, mode & 0o700);
  }
}
