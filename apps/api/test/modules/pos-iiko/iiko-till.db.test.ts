// Till offline: the local iiko says the restaurant's terminal group is not alive, and the
// restaurant stops taking orders for now ('resto.paused' with the next free slot, so the
// storefront offers a later time) until the till is back and the pause has run out. A longer
// pause the restaurant set itself is not cut short.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveDeskSettings } from '../../../src/modules/desk/repositories/desk-repository';
import { deskSettingsOf } from '../../../src/modules/desk/services/desk-settings';
import { findIikoConnection } from '../../../src/modules/pos-iiko/repositories/iiko-connections';
import { SETUP_TIMEOUT_MS } from '../order-life/order-life-helpers';
import { MONDAY_LUNCH, RESTO } from '../orders/order-chain';
import { post, takeAwayCart } from '../orders/requests';
import { iikoApp, TERMINAL, type IikoTestSetup } from './iiko-helpers';

const MINUTE = 60_000;

describe('iiko till offline', () => {
  let setup: IikoTestSetup;
  let clock = MONDAY_LUNCH.getTime();
  const preflight = () => post(setup.t, '/1/persons/orders/preflight', takeAwayCart());
  const checkTills = () => setup.t.app.posIiko.tills!.runOnce();
  const till = () => setup.iiko.state.terminalGroup(TERMINAL)!;

  beforeAll(async () => {
    setup = await iikoApp({ now: () => new Date(clock) });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => setup.close());

  it('pauses the restaurant while its till is offline and takes orders again once it is back', async () => {
    expect(await checkTills()).toBe(0);
    expect((await preflight()).status).toBe(200);

    till().alive = false;
    expect(await checkTills()).toBe(1);
    expect(await findIikoConnection(setup.t.database.db, RESTO)).toMatchObject({ tillAlive: false });
    const paused = await preflight();
    expect(paused.status).toBe(409);
    expect(paused.body.errors[0]).toMatchObject({ code: 'resto.paused', nextSlotAt: expect.any(String) });

    // Still offline a while later: the pause goes on.
    clock += 2 * MINUTE;
    await checkTills();
    clock += 2 * MINUTE;
    expect((await preflight()).status).toBe(409);

    till().alive = true;
    expect(await checkTills()).toBe(0);
    expect(await findIikoConnection(setup.t.database.db, RESTO)).toMatchObject({ tillAlive: true });
    clock += 2 * MINUTE;
    expect((await preflight()).status).toBe(200);
  });

  it('keeps a longer pause the restaurant set itself', async () => {
    const actorPause = new Date(clock + 60 * MINUTE);
    const db = setup.t.database.db;
    const settings = await deskSettingsOf(db, RESTO, new Date(clock));
    await saveDeskSettings(db, { ...settings, takeAwayPausedUntil: actorPause });
    till().alive = false;
    await checkTills();
    till().alive = true;
    clock += 10 * MINUTE;
    await checkTills();
    const paused = await preflight();
    expect(paused.status).toBe(409);
    expect(Date.parse(paused.body.errors[0].nextSlotAt)).toBeGreaterThanOrEqual(actorPause.getTime());
  });
});
