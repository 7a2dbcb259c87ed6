import { describe, expect, it } from 'vitest';
import {
  formatOffset,
  instantOfWallTime,
  isKnownTimeZone,
  localMoment,
  offsetMinutesAt,
  restoStateAt,
  wallTimeAt,
} from '../../src/schedule';
import { nextAvailability } from '../../src/time-slots';
import type { PositionId } from '../../src/brand';
import { at, everyDay } from '../schedule/fixtures';

// 2026: Europe/Podgorica moves from +01:00 to +02:00 at 01:00 UTC on 29 March and back on 25 October.
const PODGORICA = 'Europe/Podgorica';
const dayOf = (iso: string) => Math.floor(Date.parse(`${iso}T00:00:00Z`) / 86_400_000);

describe('named time zones', () => {
  it('reads the offset of the season, where a fixed offset is an hour off in summer', () => {
    expect(offsetMinutesAt(PODGORICA, at('2026-01-15T12:00:00Z'))).toBe(60);
    expect(offsetMinutesAt(PODGORICA, at('2026-07-15T12:00:00Z'))).toBe(120);
    expect(offsetMinutesAt('Europe/Moscow', at('2026-07-15T12:00:00Z'))).toBe(180);
    expect(offsetMinutesAt('+01:00', at('2026-07-15T12:00:00Z'))).toBe(60);
    expect(formatOffset(120)).toBe('+02:00');
    expect(formatOffset(-330)).toBe('-05:30');
  });

  it('knows real zones and offsets, and refuses made-up ones', () => {
    expect(isKnownTimeZone(PODGORICA)).toBe(true);
    expect(isKnownTimeZone('+03:00')).toBe(true);
    expect(isKnownTimeZone('Europe/Atlantis')).toBe(false);
    expect(isKnownTimeZone('+25:00')).toBe(false);
  });

  it('turns wall times into instants across both changes', () => {
    expect(instantOfWallTime(PODGORICA, dayOf('2026-03-29'), 12 * 3600)).toEqual({
      atMs: at('2026-03-29T12:00:00+02:00'),
      exists: true,
    });
    // 02:30 does not happen on the spring night; the instant given is just after the gap.
    expect(instantOfWallTime(PODGORICA, dayOf('2026-03-29'), 2.5 * 3600)).toEqual({
      atMs: at('2026-03-29T03:30:00+02:00'),
      exists: false,
    });
    // 02:30 happens twice on the autumn night; the earlier one is taken.
    expect(instantOfWallTime(PODGORICA, dayOf('2026-10-25'), 2.5 * 3600).atMs).toBe(
      at('2026-10-25T02:30:00+02:00'),
    );
    expect(wallTimeAt(PODGORICA, at('2026-10-25T02:30:00+01:00'))).toEqual({
      dayNumber: dayOf('2026-10-25'),
      secondOfDay: 2.5 * 3600,
    });
  });

  it('puts midnight and the restaurant state on the local clock in summer', () => {
    const summerNoon = at('2026-07-15T12:00:00+02:00');
    expect(localMoment(summerNoon, PODGORICA)).toMatchObject({
      weekday: 3,
      secondOfDay: 12 * 3600,
      midnightMs: at('2026-07-15T00:00:00+02:00'),
    });
    // 09:30 local in July: closed at a 10:00 opening; with '+01:00' it would read 08:30 and agree,
    // but at 10:30 local the fixed offset still says 09:30, closed.
    expect(restoStateAt(everyDay('10:00', '22:00'), at('2026-07-15T10:30:00+02:00'), PODGORICA)).toBe('OPEN');
    expect(restoStateAt(everyDay('10:00', '22:00'), at('2026-07-15T10:30:00+02:00'), '+01:00')).toBe(
      'CLOSED',
    );
  });

  it('names the right instant for a lunch the day after clocks change', () => {
    const lunch = [
      {
        positionIds: [7 as PositionId],
        details: everyDay('12:00', '16:00').map((day) => ({
          dayOfWeek: day.dayOfWeek,
          startAt: day.open,
          endAt: day.close,
          isActive: true,
        })),
      },
    ];
    // Saturday 28 March 20:00 (+01:00): next lunch is Sunday 12:00, already +02:00.
    expect(
      nextAvailability(7 as PositionId, lunch, at('2026-03-28T20:00:00+01:00'), PODGORICA),
    ).toMatchObject({
      daysAhead: 1,
      start: '12:00',
      atMs: at('2026-03-29T12:00:00+02:00'),
    });
  });
});
