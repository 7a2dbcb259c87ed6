// Prices are the catalog's of the moment: an import through this node reprices the next preflight
// at once, though the restaurant's catalog is kept in memory between imports.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { MONDAY_LUNCH, PHILADELPHIA, orderChain } from './order-chain';
import { deliveryCart, errorCode, post } from './requests';

describe('preflight after a catalog import', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: () => MONDAY_LUNCH });
    await t.app.catalogAdmin.importCatalog(orderChain());
  });
  afterAll(() => t.close());
  const preflight = () => post(t, '/1/persons/orders/preflight', deliveryCart());

  it('prices with the imported price and refuses a dish the import removed', async () => {
    expect((await preflight()).body.positions[0].sum).toBe(109800);

    const repriced = orderChain();
    repriced.positions = repriced.positions.map((position) =>
      position.id === PHILADELPHIA ? { ...position, price: 59900 } : position,
    );
    await t.app.catalogAdmin.importCatalog(repriced);
    expect((await preflight()).body.positions[0].sum).toBe((59900 + 5000) * 2);

    const withoutSoy = orderChain();
    withoutSoy.positions = withoutSoy.positions.filter((position) => position.id !== 2);
    await t.app.catalogAdmin.importCatalog(withoutSoy);
    expect(errorCode(await preflight())).toBe('person-order.position-not-found-in-resto');
  });
});
