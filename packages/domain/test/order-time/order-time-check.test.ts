import { describe, expect, it } from 'vitest';
import { asapOffer, checkOrderTime, type SlotQuery } from '../../src/order-time';
import { ERROR_CODES } from '../../src/errors';
import { at, everyDay } from '../schedule/fixtures';

const query = (nowIso: string, loads?: Map<number, number>): SlotQuery => ({
  openingHours: everyDay('10:00', '22:00'),
  timezone: '+03:00',
  nowMs: at(nowIso),
  settings: { slotMinutes: 15, aheadDays: 2, capacity: 5, leadMinutes: 40 },
  loads,
});

describe('as soon as possible', () => {
  it('is ready after the lead time and takes the first slot at or after it', () => {
    const offer = asapOffer(query('2026-11-24T12:07:00+03:00'));
    expect(offer?.readyAtMs).toBe(at('2026-11-24T12:47:00+03:00'));
    expect(offer?.slot.atMs).toBe(at('2026-11-24T13:00:00+03:00'));
  });

  it('is not offered while closed, nor when the kitchen could not finish before the closing', () => {
    expect(asapOffer(query('2026-11-24T08:00:00+03:00'))).toBeNull();
    expect(asapOffer(query('2026-11-24T21:30:00+03:00'))).toBeNull();
  });

  it('is never pushed by hours when its slot is full: it is refused with the next free slot', () => {
    const loads = new Map([
      [at('2026-11-24T13:00:00+03:00'), 5],
      [at('2026-11-24T13:15:00+03:00'), 5],
    ]);
    expect(asapOffer(query('2026-11-24T12:07:00+03:00', loads))).toBeNull();
    const decision = checkOrderTime(query('2026-11-24T12:07:00+03:00', loads), null);
    expect(decision).toMatchObject({ ok: false, code: ERROR_CODES.orderTimeSlotFull });
    expect(!decision.ok && decision.nextFree?.time).toBe('13:30');
  });

  it('refuses a closed restaurant and names its next opening slot', () => {
    const decision = checkOrderTime(query('2026-11-24T23:00:00+03:00'), null);
    expect(decision).toMatchObject({ ok: false, code: ERROR_CODES.restoNotTakingOrders });
    expect(!decision.ok && decision.nextFree?.atMs).toBe(at('2026-11-25T10:45:00+03:00'));
  });
});

describe('a requested time', () => {
  const now = '2026-11-24T12:07:00+03:00';

  it('is taken when it is a free slot, tomorrow or today', () => {
    expect(checkOrderTime(query(now), at('2026-11-25T12:30:00+03:00'))).toMatchObject({ ok: true });
    expect(checkOrderTime(query(now), at('2026-11-24T19:30:00+03:00'))).toMatchObject({ ok: true });
  });

  it('is refused in the past or sooner than the lead time', () => {
    expect(checkOrderTime(query(now), at('2026-11-24T11:00:00+03:00'))).toMatchObject({
      ok: false,
      code: ERROR_CODES.orderTimePast,
    });
    expect(checkOrderTime(query(now), at('2026-11-24T12:30:00+03:00'))).toMatchObject({
      code: ERROR_CODES.orderTimePast,
    });
  });

  it('is refused outside the hours or off the grid', () => {
    for (const iso of ['2026-11-24T22:15:00+03:00', '2026-11-25T10:15:00+03:00', '2026-11-24T19:31:00+03:00'])
      expect(checkOrderTime(query(now), at(iso))).toMatchObject({ code: ERROR_CODES.orderTimeOutsideHours });
  });

  it('is refused beyond the horizon', () => {
    expect(checkOrderTime(query(now), at('2026-11-27T12:30:00+03:00'))).toMatchObject({
      code: ERROR_CODES.orderTimeBeyondHorizon,
    });
  });

  it('is refused when its slot is full, naming the next free one', () => {
    const loads = new Map([[at('2026-11-24T19:30:00+03:00'), 5]]);
    const decision = checkOrderTime(query(now, loads), at('2026-11-24T19:30:00+03:00'));
    expect(decision).toMatchObject({ ok: false, code: ERROR_CODES.orderTimeSlotFull });
    expect(!decision.ok && decision.nextFree?.time).toBe('19:45');
  });
});
