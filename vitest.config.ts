import { defineConfig } from 'vitest/config';

// One runner for every unit and API suite. The API suites run on the embedded database,
// and a second time on PostgreSQL when TEST_DATABASE_URL is set.
const postgresUrl = process.env.TEST_DATABASE_URL;

const apiProject = (name: string, env: Record<string, string>, exclude: string[] = []) => ({
  test: {
    name,
    root: 'apps/api',
    include: ['test/**/*.test.ts'],
    exclude,
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['test/**/*.test.ts'] } },
      { test: { name: 'contract', root: 'packages/contract', include: ['test/**/*.test.ts'] } },
      {
        test: {
          name: 'lint-rules',
          root: 'tools/eslint',
          include: ['test/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      { test: { name: 'web', root: 'apps/web', include: ['test/**/*.test.ts'], environment: 'node' } },
      apiProject('api:pglite', { NORI_TEST_DB: 'pglite' }),
      ...(postgresUrl
        ? [
            // The outage test brings its own PostgreSQL cluster, so it runs once, in api:pglite.
            apiProject('api:postgres', { NORI_TEST_DB: 'postgres', TEST_DATABASE_URL: postgresUrl }, [
              'test/resilience/database-outage.test.ts',
            ]),
          ]
        : []),
    ],
  },
});
