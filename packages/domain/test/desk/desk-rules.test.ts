import { describe, expect, it } from 'vitest';
import {
  asapOffer,
  awaitsDeskAnswer,
  checkOrderTime,
  deskAlarmAt,
  ERROR_CODES,
  isoOnRestoClock,
  orderSlots,
  readyAtRefusal,
  stopListUntil,
  type SlotQuery,
} from '../../src';
import { at, everyDay } from '../schedule/fixtures';

const MINUTE = 60_000;
const query = (nowIso: string, busy?: SlotQuery['busy']): SlotQuery => ({
  openingHours: everyDay('10:00', '22:00'),
  timezone: '+03:00',
  nowMs: at(nowIso),
  settings: { slotMinutes: 15, aheadDays: 2, capacity: null, leadMinutes: 40 },
  busy,
});

describe('busy mode in the order-time rules', () => {
  const now = '2026-11-24T12:07:00+03:00';
  const pause = { pausedUntilMs: at('2026-11-24T13:00:00+03:00'), extraMinutes: 0 };

  it('a pause refuses as soon as possible and names the first slot after the pause and the lead time', () => {
    expect(asapOffer(query(now, pause))).toBeNull();
    const decision = checkOrderTime(query(now, pause), null);
    expect(decision).toMatchObject({ ok: false, code: ERROR_CODES.restoPaused });
    expect(!decision.ok && decision.nextFree?.time).toBe('13:45');
  });

  it('a pause takes later slots, not those the kitchen cannot start before it ends', () => {
    expect(checkOrderTime(query(now, pause), at('2026-11-24T13:00:00+03:00'))).toMatchObject({
      ok: false,
      code: ERROR_CODES.orderTimeOutsideHours,
    });
    expect(checkOrderTime(query(now, pause), at('2026-11-24T14:00:00+03:00'))).toMatchObject({ ok: true });
  });

  it('a pause that has ended changes nothing', () => {
    const ended = { pausedUntilMs: at('2026-11-24T12:00:00+03:00'), extraMinutes: 0 };
    expect(orderSlots(query(now, ended))).toEqual(orderSlots(query(now)));
    expect(asapOffer(query(now, ended))?.slot.time).toBe('13:00');
  });
});

describe('the desk’s rules', () => {
  it('rings for orders paid on receipt at once and for online ones once paid', () => {
    expect(awaitsDeskAnswer('NEW', 'CASH_UPON_RECEIPT')).toBe(true);
    expect(awaitsDeskAnswer('NEW', 'CARD_ONLINE')).toBe(false);
    expect(awaitsDeskAnswer('AWAITING_PAYMENT', 'CARD_ONLINE')).toBe(false);
    expect(awaitsDeskAnswer('PAID', 'CARD_ONLINE')).toBe(true);
    expect(awaitsDeskAnswer('ACCEPTED', 'CASH_UPON_RECEIPT')).toBe(false);
  });

  it('takes a ready-by time in the future and within three days', () => {
    const nowMs = at('2026-11-24T12:00:00+03:00');
    expect(readyAtRefusal(nowMs + 20 * MINUTE, nowMs)).toBeNull();
    expect(readyAtRefusal(nowMs, nowMs)).toBe('past');
    expect(readyAtRefusal(Number.NaN, nowMs)).toBe('past');
    expect(readyAtRefusal(nowMs + 4 * 24 * 60 * MINUTE, nowMs)).toBe('too-far');
  });

  it('raises the alarm the given minutes after the order started waiting', () => {
    expect(deskAlarmAt(at('2026-11-24T12:00:00+03:00'), 5)).toBe(at('2026-11-24T12:05:00+03:00'));
  });

  it("reads 'until end of day' and 'until HH:MM' on the restaurant's clock", () => {
    const nowMs = at('2026-11-24T21:30:00+03:00');
    expect(stopListUntil('end-of-day', '+03:00', nowMs)).toBe(at('2026-11-25T00:00:00+03:00'));
    expect(stopListUntil('23:15', '+03:00', nowMs)).toBe(at('2026-11-24T23:15:00+03:00'));
    // Passed today: the next time the clock shows it.
    expect(stopListUntil('02:00', '+03:00', nowMs)).toBe(at('2026-11-25T02:00:00+03:00'));
    expect(stopListUntil('end-of-day', 'Europe/Podgorica', at('2026-07-01T20:00:00+02:00'))).toBe(
      at('2026-07-02T00:00:00+02:00'),
    );
  });

  it('writes an instant with the restaurant’s offset, so its wall time is what the customer reads', () => {
    expect(isoOnRestoClock(at('2026-03-02T16:40:00Z'), '+03:00')).toBe('2026-03-02T19:40:00+03:00');
    expect(isoOnRestoClock(at('2026-07-01T17:40:00Z'), 'Europe/Podgorica')).toBe('2026-07-01T19:40:00+02:00');
  });
});
