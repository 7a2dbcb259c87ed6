// The boot (spec §4) against the real API in process, on a fresh embedded database holding the
// demo chain: what it loads, and what it does not load again when the page already holds it.
import { createApiClient } from '@nori/contract';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, startApi, type StartedApi } from '@nori/api';
import { runBoot, type BootApi } from '../app/catalog/boot-sequence';
import type { CatalogSnapshot } from '../app/catalog/catalog-snapshot';
import { IN_PROCESS_API_ORIGIN, inProcessFetch } from '../server/api-fetch';

let api: StartedApi;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'nori-boot-'));
  api = await startApi(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test' }));
}, 120_000);

afterAll(async () => {
  await api?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The API client, with the paths it was asked for. */
const countingClient = () => {
  const paths: string[] = [];
  const fetchInProcess = inProcessFetch(api.app);
  const client = createApiClient({
    baseUrl: IN_PROCESS_API_ORIGIN,
    fetch: (input, init) => {
      paths.push(new URL(new Request(input, init).url).pathname);
      return fetchInProcess(input, init);
    },
  });
  return { client, paths };
};

const boot = (client: BootApi, known?: CatalogSnapshot, restoId = 201) =>
  runBoot({ api: client, whiteLabel: 'demo', stored: { cityId: 201, restoId }, now: Date.now, known });

describe('runBoot', () => {
  it('loads the chosen restaurant with its menus, promotions, modifiers and time slots', async () => {
    const { client, paths } = countingClient();
    const snapshot = await boot(client);
    expect(snapshot.city?.id).toBe(201);
    expect(snapshot.resto?.id).toBe(201);
    expect(snapshot.menus.map(({ menu }) => menu.id)).toEqual([201, 202]);
    expect(snapshot.menus[0]?.positions.length).toBeGreaterThan(10);
    expect(snapshot.zones.length).toBeGreaterThan(0);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/1/now',
        '/1/p/restos/201',
        '/1/p/menus/201/positions',
        '/1/restos/201/promotions',
      ]),
    );
  });

  it("does not load again what the page's catalog already holds for the chosen restaurant", async () => {
    const full = await boot(countingClient().client);
    const { client, paths } = countingClient();
    const snapshot = await boot(client, full);
    // Time, cities, the city's restaurants and zones are still asked, and the modifiers (a page
    // holds at most one dish's); the restaurant, its menus, promotions and time slots are not.
    expect(paths).toContain('/1/now');
    expect(paths).toContain('/1/p/cities');
    expect(
      paths.filter(
        (p) => p.startsWith('/1/p/menus/') || p.startsWith('/1/restos/') || p === '/1/p/restos/201',
      ),
    ).toEqual(['/1/restos/201/positions/modifiers']);
    expect(snapshot.menus[0]).toBe(full.menus[0]);
    expect(snapshot.promotions).toBe(full.promotions);
    expect(snapshot.resto).toBe(full.resto);
    expect(snapshot.modifiers).toEqual(full.modifiers);
  });

  it('loads the menus a menu page did not carry, keeping the one it did', async () => {
    const full = await boot(countingClient().client);
    const [shown, other] = full.menus;
    const { client, paths } = countingClient();
    const snapshot = await boot(client, { ...full, menus: [other!], modifiers: [] });
    expect(paths.filter((p) => p.startsWith('/1/p/menus/'))).toEqual([
      `/1/p/menus/${shown!.menu.id}/position-groups`,
      `/1/p/menus/${shown!.menu.id}/positions`,
    ]);
    expect(snapshot.menus.map(({ menu }) => menu.id)).toEqual([shown!.menu.id, other!.menu.id]);
    expect(snapshot.menus[1]).toBe(other);
    expect(snapshot.modifiers.length).toBeGreaterThan(0);
  });

  it('loads the restaurant when the page holds another one', async () => {
    const full = await boot(countingClient().client);
    const other = full.restos.find((resto) => resto.id !== 201);
    expect(other).toBeDefined();
    const { client, paths } = countingClient();
    const snapshot = await boot(client, full, other?.id);
    expect(paths).toContain(`/1/p/restos/${other?.id}`);
    expect(snapshot.resto?.id).toBe(other?.id);
    expect(snapshot.menus).not.toBe(full.menus);
  });
});
