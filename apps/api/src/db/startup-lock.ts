// Nodes started at once on one empty PostgreSQL database would all run the migrations and import
// the demo chain at the same time; all but one then fail ("relation … already exists"). A session
// advisory lock makes them take turns: the first migrates and seeds, the others find the work done.
// The lock is its own connection's, so it goes away with the process if it dies holding it.
import pg from 'pg';

/** Any fixed number, the same on every node: the key of the advisory lock. */
const STARTUP_LOCK_KEY = 4_206_170_023;

/** Waits for the lock; the answer releases it. */
export async function takeStartupLock(connectionString: string): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
  } catch (error) {
    await client.end();
    throw error;
  }
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
    await client.end();
  };
}
