// Boots the real app on a fresh database for one test file; requests go through app.inject.
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../src/app';
import { defaultLimitsConfig, type LimitsConfig } from '../../src/config-limits';
import type { CatalogFile } from '../../src/modules/catalog/catalog-file/schema';
import type { DatabaseHandle } from '../../src/db/client';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * Limits loose enough for test files that place dozens of orders as one person from one address;
 * the tests of the limits themselves pass their own.
 */
export const LOOSE_LIMITS: LimitsConfig = {
  ...defaultLimitsConfig(),
  orders: { perPersonHourly: 10_000, perClientHourly: 10_000, unpaidPerResto: 10_000 },
};

export async function createTestApp(options: Partial<Omit<AppOptions, 'database'>> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildApp({
    config: { logLevel: 'silent', corsOrigins: ['https://shop.example'], limits: LOOSE_LIMITS },
    database,
    ...options,
  });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** A fixture catalog file as written (a fresh copy each call, so tests may change it). */
export const readFixture = (name: 'test-chain' | 'other-chain'): CatalogFile =>
  JSON.parse(readFileSync(new URL(`../fixtures/${name}.json`, import.meta.url), 'utf8'));

export const DEMO_CHAIN_URL = new URL('../../demo/demo-chain.json', import.meta.url);
