// Where an order stands on the desk (src/desk/desk-orders.ts), and the custom ready-by time
// (src/desk/accept-dialog.tsx): pure functions of the order and the server's clock.
import { describe, expect, it } from 'vitest';
import type { DeskOrder } from '@nori/contract';
import { awaitingCount, columnOf, isLate, ordersIn, waitingMinutes } from '../src/desk/desk-orders';
import { nextClockTime } from '../src/desk/accept-dialog';

const NOW = Date.parse('2026-03-02T16:40:00Z');
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

const order = (changes: Partial<DeskOrder>): DeskOrder =>
  ({
    id: 1,
    number: '1001',
    status: 'NEW',
    placedAt: minutesAgo(3),
    awaitingAnswer: true,
    waitingSince: minutesAgo(3),
    alarmAt: minutesAgo(-2),
    alarm: false,
    ...changes,
  }) as DeskOrder;

describe('columnOf', () => {
  it.each([
    ['NEW', 'new'],
    ['AWAITING_PAYMENT', 'new'],
    ['PAID', 'new'],
    ['ACCEPTED', 'cooking'],
    ['COOKING', 'cooking'],
    ['READY_FOR_PICKUP', 'ready'],
    ['ON_THE_WAY', 'on-the-way'],
    ['DONE', 'finished'],
    ['CANCELLED', 'finished'],
    ['PAYMENT_FAILED', 'finished'],
  ] as const)('%s → %s', (status, column) => {
    expect(columnOf(order({ status }))).toBe(column);
  });
});

describe('isLate', () => {
  it('is late once the alarm time has come on the server clock, not before', () => {
    expect(isLate(order({ alarmAt: minutesAgo(-2) }), NOW)).toBe(false);
    expect(isLate(order({ alarmAt: minutesAgo(0) }), NOW)).toBe(true);
    expect(isLate(order({ alarmAt: minutesAgo(1) }), NOW)).toBe(true);
  });

  it('believes the server when it said the alarm is on', () => {
    expect(isLate(order({ alarm: true, alarmAt: minutesAgo(-10) }), NOW)).toBe(true);
  });

  it('never raises the alarm for an order already answered', () => {
    expect(isLate(order({ awaitingAnswer: false, status: 'ACCEPTED', alarmAt: minutesAgo(5) }), NOW)).toBe(
      false,
    );
  });
});

describe('the desk lists', () => {
  it('counts whole minutes of waiting, and none before the order waits', () => {
    expect(waitingMinutes(order({ waitingSince: minutesAgo(7.9) }), NOW)).toBe(7);
    expect(waitingMinutes(order({ waitingSince: null }), NOW)).toBe(0);
  });

  it("puts a column's oldest order first, and counts the orders waiting for an answer", () => {
    const orders = [
      order({ id: 1, placedAt: minutesAgo(1) }),
      order({ id: 2, placedAt: minutesAgo(9) }),
      order({ id: 3, status: 'COOKING', awaitingAnswer: false }),
    ];
    expect(ordersIn(orders, 'new').map(({ id }) => id)).toEqual([2, 1]);
    expect(awaitingCount(orders)).toBe(2);
  });
});

describe('nextClockTime', () => {
  it("is today's HH:MM on this device's clock while it is ahead, else tomorrow's", () => {
    const now = new Date(2026, 2, 2, 19, 30).getTime();
    expect(nextClockTime('19:45', now)).toBe(new Date(2026, 2, 2, 19, 45).getTime());
    expect(nextClockTime('19:30', now)).toBe(new Date(2026, 2, 3, 19, 30).getTime());
    expect(nextClockTime('01:10', now)).toBe(new Date(2026, 2, 3, 1, 10).getTime());
  });

  it('refuses what is not a time', () => {
    expect(nextClockTime('', Date.now())).toBeNull();
    expect(nextClockTime('7:5', Date.now())).toBeNull();
  });
});
