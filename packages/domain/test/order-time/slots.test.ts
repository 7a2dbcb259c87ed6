import { describe, expect, it } from 'vitest';
import { orderDays, orderSlots, type OrderTimeSettings, type SlotQuery } from '../../src/order-time';
import { at, everyDay } from '../schedule/fixtures';

const settings = (overrides: Partial<OrderTimeSettings> = {}): OrderTimeSettings => ({
  slotMinutes: 15,
  aheadDays: 2,
  capacity: null,
  leadMinutes: 40,
  ...overrides,
});
const query = (nowIso: string, overrides: Partial<SlotQuery> = {}): SlotQuery => ({
  openingHours: everyDay('10:00', '22:00'),
  timezone: '+03:00',
  nowMs: at(nowIso),
  settings: settings(),
  ...overrides,
});
const times = (q: SlotQuery) => orderSlots(q).map((slot) => slot.time);

describe('order slots (the TastyIgniter cases)', () => {
  it('never offers a slot before the opening plus the lead time', () => {
    // 07:00, before a 10:00 opening: the kitchen starts at 10:00 and needs 40 min, so 10:45 first.
    const days = orderDays(query('2026-11-24T07:00:00+03:00'));
    expect(days[0]?.slots[0]?.time).toBe('10:45');
    expect(days[0]?.inDays).toBe(0);
  });

  it('honours the lead time from now, not from the last slot boundary', () => {
    // 12:07 plus 40 minutes is 12:47: the first slot is 13:00, never 12:15 or 12:30.
    expect(times(query('2026-11-24T12:07:00+03:00'))[0]).toBe('13:00');
    expect(times(query('2026-11-24T12:05:00+03:00'))[0]).toBe('12:45');
  });

  it('keeps slots aligned when the length does not divide 60, whenever the customer looks', () => {
    const q = (nowIso: string) => query(nowIso, { settings: settings({ slotMinutes: 25, leadMinutes: 30 }) });
    // From the 10:00 opening: 10:50, 11:15, 11:40, 12:05 … at 09:00 as at 10:03.
    expect(times(q('2026-11-24T09:00:00+03:00')).slice(0, 4)).toEqual(['10:50', '11:15', '11:40', '12:05']);
    expect(times(q('2026-11-24T10:03:00+03:00')).slice(0, 3)).toEqual(['10:50', '11:15', '11:40']);
    expect(times(q('2026-11-24T10:30:00+03:00'))[0]).toBe('11:15');
  });

  it('never offers a slot after the closing', () => {
    const today = orderDays(query('2026-11-24T12:00:00+03:00'))[0];
    expect(today?.slots.at(-1)?.time).toBe('22:00');
    const odd = orderDays(query('2026-11-24T12:00:00+03:00', { settings: settings({ slotMinutes: 25 }) }))[0];
    // 10:00 + 25 × 28 = 21:40; 22:05 would be after the closing.
    expect(odd?.slots.at(-1)?.time).toBe('21:40');
  });

  it('marks full slots and keeps them in the list', () => {
    const loads = new Map([[at('2026-11-24T13:00:00+03:00'), 5]]);
    const slots = orderSlots(
      query('2026-11-24T12:07:00+03:00', { settings: settings({ capacity: 5 }), loads }),
    );
    expect(slots.slice(0, 2).map(({ time, full }) => ({ time, full }))).toEqual([
      { time: '13:00', full: true },
      { time: '13:15', full: false },
    ]);
    // Without a capacity nothing is ever full.
    expect(orderSlots(query('2026-11-24T12:07:00+03:00', { loads })).some((slot) => slot.full)).toBe(false);
  });

  it('offers today and two more days by default, and as many as the horizon says', () => {
    const days = orderDays(query('2026-11-24T12:00:00+03:00'));
    expect(days.map((day) => [day.inDays, day.date, day.dayOfWeek])).toEqual([
      [0, '2026-11-24', 'TUESDAY'],
      [1, '2026-11-25', 'WEDNESDAY'],
      [2, '2026-11-26', 'THURSDAY'],
    ]);
    expect(
      orderDays(query('2026-11-24T12:00:00+03:00', { settings: settings({ aheadDays: 0 }) })),
    ).toHaveLength(1);
  });

  it('leaves out days off, and a closed restaurant starts at its next opening', () => {
    // Tuesday 23:30, closed; Wednesday is a day off: the first slot is Thursday 10:45.
    const days = orderDays(
      query('2026-11-24T23:30:00+03:00', { openingHours: everyDay('10:00', '22:00', ['WEDNESDAY']) }),
    );
    expect(days.map((day) => day.inDays)).toEqual([2]);
    expect(days[0]?.slots[0]?.time).toBe('10:45');
  });

  it('runs hours past midnight into the next calendar day without a new lead time', () => {
    const days = orderDays(
      query('2026-11-24T23:00:00+03:00', {
        openingHours: everyDay('18:00', '02:00'),
        settings: settings({ aheadDays: 1 }),
      }),
    );
    expect(days[0]?.slots.map((slot) => slot.time)).toEqual(['23:45']);
    expect(days[1]?.slots.slice(0, 3).map((slot) => slot.time)).toEqual(['00:00', '00:15', '00:30']);
    expect(days[1]?.slots.filter((slot) => slot.time < '03:00').at(-1)?.time).toBe('02:00');
  });

  it('keeps a round-the-clock restaurant going through midnight', () => {
    const slots = orderSlots(
      query('2026-11-24T23:00:00+03:00', {
        openingHours: everyDay('00:00', '00:00'),
        settings: settings({ aheadDays: 1 }),
      }),
    );
    expect(slots.slice(0, 3).map((slot) => slot.time)).toEqual(['23:45', '00:00', '00:15']);
    expect(new Set(slots.map((slot) => slot.atMs)).size).toBe(slots.length);
  });
});

describe('order slots across a daylight-saving change', () => {
  const podgorica = (nowIso: string, openingHours = everyDay('10:00', '22:00')) =>
    query(nowIso, { timezone: 'Europe/Podgorica', openingHours, settings: settings({ aheadDays: 1 }) });

  it('puts tomorrow 12:30 at the summer instant the evening before clocks go forward', () => {
    const days = orderDays(podgorica('2026-03-28T21:00:00+01:00'));
    const lunch = days[1]?.slots.find((slot) => slot.time === '12:30');
    expect(days[1]?.date).toBe('2026-03-29');
    expect(lunch?.atMs).toBe(at('2026-03-29T12:30:00+02:00'));
    // A fixed '+01:00' puts it an hour late.
    const fixed = orderDays(
      query('2026-03-28T21:00:00+01:00', { timezone: '+01:00', settings: settings({ aheadDays: 1 }) }),
    );
    expect(fixed[1]?.slots.find((slot) => slot.time === '12:30')?.atMs).toBe(at('2026-03-29T12:30:00+01:00'));
  });

  it('skips the hour that does not exist, and shows the repeated hour once', () => {
    const spring = orderSlots(podgorica('2026-03-29T01:00:00+01:00', everyDay('00:00', '00:00')));
    const springNight = spring.filter((slot) => slot.atMs < at('2026-03-29T12:00:00+02:00'));
    expect(springNight.map((slot) => slot.time).filter((time) => time.startsWith('02:'))).toEqual([]);
    expect(springNight.map((slot) => slot.time).slice(0, 5)).toEqual([
      '01:45',
      '03:00',
      '03:15',
      '03:30',
      '03:45',
    ]);
    expect(spring.find((slot) => slot.time === '03:00')?.atMs).toBe(at('2026-03-29T03:00:00+02:00'));
    const autumn = orderSlots(podgorica('2026-10-25T01:00:00+02:00', everyDay('00:00', '00:00')));
    const autumnNight = autumn.filter((slot) => slot.atMs < at('2026-10-25T12:00:00+01:00'));
    expect(autumnNight.filter((slot) => slot.time === '02:30').map((slot) => slot.atMs)).toEqual([
      at('2026-10-25T02:30:00+02:00'),
    ]);
    const instants = autumn.map((slot) => slot.atMs);
    expect([...instants].sort((a, b) => a - b)).toEqual(instants);
  });
});
