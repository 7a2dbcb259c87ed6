import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoChainIfEmpty } from '../../src/demo-seed';
import { createTestApp, DEMO_CHAIN_URL, readFixture, type TestApp } from '../helpers/test-app';

describe('first start', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('fails loudly when the database is empty and the demo file is missing', async () => {
    await expect(
      seedDemoChainIfEmpty(t.database.db, t.app.catalogAdmin, t.app.log, '/nonexistent/demo-chain.json'),
    ).rejects.toThrow(
      /no restaurant chain yet and the demo chain file \/nonexistent\/demo-chain.json is missing/,
    );
  });

  it('imports the demo chain into an empty database, and only then', async () => {
    await seedDemoChainIfEmpty(t.database.db, t.app.catalogAdmin, t.app.log);
    const demo = JSON.parse(readFileSync(DEMO_CHAIN_URL, 'utf8'));
    const cities = await t.app.inject({ method: 'GET', url: `/1/p/cities?whiteLabel=${demo.tenant.code}` });
    expect(cities.json()).toHaveLength(demo.cities.length);

    // A database with a tenant is left alone, even when the demo file would not load.
    await t.app.catalogAdmin.importCatalog(readFixture('test-chain'));
    await expect(
      seedDemoChainIfEmpty(t.database.db, t.app.catalogAdmin, t.app.log, '/nonexistent.json'),
    ).resolves.toBeUndefined();
  });
});
