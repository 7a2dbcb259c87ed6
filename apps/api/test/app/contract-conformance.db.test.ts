// Every catalog answer for the demo chain parses with its contract's response schema, so the
// storefront's typed client accepts what the API sends.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogEndpoints } from '@nori/contract';
import type { CatalogFile } from '../../src/modules/catalog/catalog-file/schema';
import { createTestApp, DEMO_CHAIN_URL, type TestApp } from '../helpers/test-app';

const demo: CatalogFile = JSON.parse(readFileSync(DEMO_CHAIN_URL, 'utf8'));
const city = demo.cities[0]!.id;
const resto = demo.restos[0]!.id;
const menu = demo.restos[0]!.menuIds[0]!;

const urls: Record<string, string> = {
  getServerTime: '/1/now',
  listCities: `/1/p/cities?whiteLabel=${demo.tenant.code}`,
  getCity: `/1/p/cities/${city}`,
  listCityDeliveries: `/1/p/cities/${city}/deliveries`,
  listRestos: `/1/p/restos?cityId=${city}&whiteLabel=${demo.tenant.code}`,
  getResto: `/1/p/restos/${resto}`,
  listPositionGroups: `/1/p/menus/${menu}/position-groups`,
  listPositions: `/1/p/menus/${menu}/positions`,
  listRestoDeliveries: `/1/restos/${resto}/deliveries`,
  listPositionModifiers: `/1/restos/${resto}/positions/modifiers`,
  listPositionTimeSlots: `/1/restos/${resto}/position-time-slots`,
  listPromotions: `/1/restos/${resto}/promotions`,
};

describe('catalog answers for the demo chain match the contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.catalogAdmin.importCatalog(demo);
  });
  afterAll(() => t.close());

  it.each(catalogEndpoints.map((endpoint) => [endpoint.operationId, endpoint] as const))(
    '%s',
    async (operationId, endpoint) => {
      const url = urls[operationId];
      expect(url, `a URL for ${operationId}`).toBeDefined();
      const response = await t.app.inject({ method: 'GET', url: url! });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      const parsed = endpoint.responses[200].safeParse(body);
      expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
    },
  );
});
