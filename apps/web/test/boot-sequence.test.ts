// The boot (spec §4) against the real API in process, on a fresh embedded database holding the
// demo chain: what it loads, and what it does not load again when the page already holds it.
import { createApiClient } from '@nori/contract';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, startApi, type StartedApi } from '@nori/api';
import { runBoot, type BootApi } from '../app/catalog/boot-sequence';
import { createCatalogGateway } from '../app/catalog/boot-runner';
import type { CatalogSnapshot } from '../app/catalog/catalog-snapshot';
import { completeSeedSnapshot } from '../app/catalog/complete-seed';
import { LIVE_DISHES, seedForPage } from '../app/catalog/page-seed.server';
import { menuSections, shownSections } from '../app/features/menu/menu-sections';
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

describe("a menu page's seed (page-seed.server.ts) and the boot that completes it", () => {
  const pageOf = async (positionId?: number) => {
    const full = await boot(countingClient().client);
    const content = full.menus.find(({ menu }) => menu.id === 201)!;
    const sections = menuSections(content.groups, content.positions, 'Прочее');
    const catalog = { snapshot: full, restos: [] };
    return { full, content, sections, ...seedForPage(catalog, { menuId: 201, positionId, sections }) };
  };

  it('holds the records of the first screen and of the open dish, and outlines the rest', async () => {
    const { content, sections, seed, markup } = await pageOf(201051);
    const seeded = seed.snapshot.menus[0]!;
    const inOrder = sections.flatMap((section) => section.positions);
    expect(seeded.positions.map(({ id }) => id).sort()).toEqual(
      [...inOrder.slice(0, LIVE_DISHES).map(({ id }) => id), 201051].sort(),
    );
    expect(seeded.outline).toEqual({
      sections: sections.map((section) => ({ id: section.id, size: section.positions.length })),
      live: LIVE_DISHES,
    });
    // The server renders the whole menu; the seed leaves out promotions and the restaurant's details.
    expect(markup.snapshot.menus[0]).toBe(content);
    expect(seed.snapshot.promotions).toEqual([]);
    expect(seed.snapshot.leftOut).toEqual({ promotions: true, restoDetails: true });
    expect(seed.snapshot.resto?.menus).toEqual(markup.snapshot.resto?.menus);
    expect(seed.snapshot.resto?.phones).toEqual([]);
    expect(seed.snapshot.modifiers.map(({ positionId }) => positionId)).toEqual([201051]);
  });

  it('shows the first screen from records and counts the cards after them the markup holds', async () => {
    const { sections, seed } = await pageOf(201051);
    const shown = shownSections(seed.snapshot.menus[0]!, 'Прочее');
    expect(shown.map(({ id, name }) => ({ id, name }))).toEqual(
      sections.map(({ id, name }) => ({ id, name })),
    );
    const live = shown.flatMap((section) => section.positions);
    // The open dish has its record, yet its card is the markup's, where the server put it.
    expect(live.map(({ id }) => id)).toEqual(
      sections
        .flatMap((section) => section.positions)
        .slice(0, LIVE_DISHES)
        .map(({ id }) => id),
    );
    shown.forEach((section, index) =>
      expect(section.positions.length + (section.later ?? 0)).toBe(sections[index]!.positions.length),
    );
  });

  it('loads what the seed left out: the shown menu’s positions (not its groups), the restaurant, promotions', async () => {
    const { full, seed } = await pageOf();
    const { client, paths } = countingClient();
    const snapshot = await boot(client, seed.snapshot);
    expect(paths.filter((p) => p.startsWith('/1/p/menus/201/'))).toEqual(['/1/p/menus/201/positions']);
    expect(paths).toEqual(expect.arrayContaining(['/1/p/restos/201', '/1/restos/201/promotions']));
    expect(snapshot).toEqual({ ...full, clockOffsetMs: snapshot.clockOffsetMs });
    expect(snapshot.menus[0]?.groups).toBe(seed.snapshot.menus[0]?.groups);
  });

  it('completes the seed a first visit keeps showing, and leaves a whole one as it is', async () => {
    const { full, seed, markup } = await pageOf();
    const gateway = createCatalogGateway({
      apiBaseUrl: IN_PROCESS_API_ORIGIN,
      whiteLabel: 'demo',
      locale: 'ru',
    });
    const fetchInProcess = inProcessFetch(api.app);
    const realFetch = globalThis.fetch;
    globalThis.fetch = fetchInProcess as typeof fetch;
    try {
      const whole = await completeSeedSnapshot(seed.snapshot, gateway);
      expect(whole).toEqual({ ...markup.snapshot, clockOffsetMs: full.clockOffsetMs });
      expect(await completeSeedSnapshot(markup.snapshot, gateway)).toBeNull();
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});
