// Creating and dropping the PostgreSQL databases of the API suites, through the admin database
// named by TEST_DATABASE_URL.
import pg from 'pg';

export const postgresAdminUrl = (): string => {
  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error(
      'NORI_TEST_DB=postgres needs TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/test',
    );
  return url;
};

/** The admin URL with another database name. */
export const databaseUrl = (adminUrl: string, name: string): string => {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

export async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * pg's pool.end() resolves once it has asked its clients to end, before their connections are
 * gone; dropping the database 'with (force)' then kills those backends mid-goodbye and the
 * clients raise an unhandled FATAL 57P01. A pool that used many connections (concurrency tests)
 * hits it: wait up to 5 s for the backends to leave first.
 */
async function waitForBackendsToLeave(client: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [name],
    );
    if ((rows[0]?.n ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const dropPostgresDatabase = (adminUrl: string, name: string): Promise<void> =>
  withAdminClient(adminUrl, async (client) => {
    await waitForBackendsToLeave(client, name);
    await client.query(`drop database if exists ${name} with (force)`);
  });
