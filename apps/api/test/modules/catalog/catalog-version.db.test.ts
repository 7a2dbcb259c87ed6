// The catalog version a node serves (catalog-version.ts): a version read is used for at most
// maxAgeMs, and one in use is re-read in the background before that, so under a steady load it
// never expires (the hot reads serve only a version known fresh, and leave the rest to Fastify).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCatalogVersion } from '../../../src/modules/catalog/services/catalog-version';
import { createTestApp, readFixture, type TestApp } from '../../helpers/test-app';

describe('catalog version', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.catalogAdmin.importCatalog(readFixture('test-chain'));
  });
  afterAll(() => t.close());

  /** Another node's view of the version, on a clock the test moves. */
  const otherNode = () => {
    const clock = { now: 0 };
    const version = createCatalogVersion(t.database.db, { maxAgeMs: 1000, now: () => clock.now });
    return { clock, version };
  };

  it('re-reads a version in use before it expires, and shows an import from then on', async () => {
    const { clock, version } = otherNode();
    const first = await version.current();
    clock.now = 700;
    expect(version.peek()).toBe(first);
    await t.app.catalogAdmin.importCatalog(readFixture('test-chain'));
    // Not yet due: the version read at 0 is served, with no query behind it.
    expect(version.peek()).toBe(first);
    clock.now = 750;
    expect(version.peek()).toBe(first);
    await vi.waitFor(() => expect(version.peek()).toBeGreaterThan(first));
    const second = version.peek()!;
    // Read again at 750, so due again at 1500: a request each 750 ms keeps it from ever expiring.
    await t.app.catalogAdmin.importCatalog(readFixture('test-chain'));
    clock.now = 1500;
    expect(version.peek()).toBe(second);
    await vi.waitFor(() => expect(version.peek()).toBeGreaterThan(second));
    const third = version.peek()!;
    clock.now = 2249;
    expect(version.peek()).toBe(third);
  });

  it('lets a version no one asked for expire at its age', async () => {
    const { clock, version } = otherNode();
    await version.current();
    clock.now = 1000;
    expect(version.peek()).toBeUndefined();
    expect(await version.current()).toBeGreaterThan(0);
    expect(version.peek()).toBeDefined();
  });
});
