import { defineConfig } from 'vitest/config';

// One runner for every unit and API suite. The API suites run on the embedded database; the files
// that reach SQL (named *.db.test.ts) run a second time on PostgreSQL when TEST_DATABASE_URL is set,
// with the files about what only PostgreSQL has (locks across pooled connections, *.pg.test.ts).
const postgresUrl = process.env.TEST_DATABASE_URL;

const apiProject = (
  name: string,
  files: { include: string[]; exclude?: string[] },
  env: Record<string, string>,
) => ({
  test: {
    name,
    root: 'apps/api',
    include: files.include,
    exclude: ['**/node_modules/**', ...(files.exclude ?? [])],
    env,
    // Migrates one database per run; each test file starts from a copy of it.
    globalSetup: ['test/setup/migrated-template.ts'],
    // A worker imports the API (Fastify, Drizzle, zod schemas) once for all the files it runs
    // instead of once per file. The files share no state through modules: each builds its own
    // app on its own database, and nothing is mocked.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Vitest's default for a run is one worker less than the cores: on CI's two cores, one. The API
    // suites wait on databases, local servers and timers much of the time, so two keep both cores busy.
    maxWorkers: 2,
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
      { test: { name: 'office', root: 'apps/office', include: ['test/**/*.test.ts'], environment: 'node' } },
      apiProject(
        'api:pglite',
        { include: ['test/**/*.test.ts'], exclude: ['**/*.pg.test.ts'] },
        { NORI_TEST_DB: 'pglite' },
      ),
      ...(postgresUrl
        ? [
            apiProject(
              'api:postgres',
              {
                include: ['test/**/*.db.test.ts', 'test/**/*.pg.test.ts'],
                // The fuzzer checks the HTTP contract's answers, not SQL: PGlite is PostgreSQL's
                // own engine, so its second run here found nothing new for a minute of CI.
                exclude: ['test/resilience/openapi-fuzz.db.test.ts'],
              },
              {
                NORI_TEST_DB: 'postgres',
                TEST_DATABASE_URL: postgresUrl,
              },
            ),
          ]
        : []),
    ],
  },
});
