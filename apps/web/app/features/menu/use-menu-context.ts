import {
  DEFAULT_CURRENCY,
  formatMoney,
  isPositionAvailable,
  nextAvailability,
  type MinorUnits,
} from '@nori/domain';
import type { Position, PositionTimeSlot } from '@nori/contract';
import { useEffect, useMemo, useState } from 'react';
import { useI18n } from '../../i18n';
import { useCatalog } from '../../catalog';

const MINUTE_MS = 60_000;

/**
 * Server time (spec §3) refreshed every minute, so time-slot availability follows the clock.
 * Null until mounted: the server and hydration render everything as available, no mismatch.
 * Not a transition: a deferred tick would show the time slots' tags late, together with the next
 * navigation (a dish layer opening), and shift the menu under it.
 */
const useServerNow = (offsetMs: number): number | null => {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setNow(Date.now() + offsetMs);
    tick();
    const timer = window.setInterval(tick, MINUTE_MS);
    return () => window.clearInterval(timer);
  }, [offsetMs]);
  return now;
};

const NO_TIME_SLOTS: PositionTimeSlot[] = [];

/**
 * What position cards and the position layer need: prices in the restaurant's currency,
 * availability. The same object until one of its inputs changes, so memoized cards skip renders.
 */
export const useMenuContext = () => {
  const { locale } = useI18n();
  const snapshot = useCatalog();
  const currency = snapshot?.resto?.currency ?? DEFAULT_CURRENCY;
  const timezone = snapshot?.resto?.timezone ?? null;
  const timeSlots = snapshot?.timeSlots ?? NO_TIME_SLOTS;
  const now = useServerNow(snapshot?.clockOffsetMs ?? 0);
  return useMemo(
    () => ({
      now,
      timezone,
      timeSlots,
      price: (amount: MinorUnits) => formatMoney(amount, currency, locale),
      // Sold out (the restaurant's stop list) is the same on the server and after hydration.
      isAvailable: (position: Position) =>
        position.soldOut !== true &&
        (now === null || isPositionAvailable(position.id, timeSlots, now, timezone)),
      nextAvailability: (position: Position) =>
        now === null ? null : nextAvailability(position.id, timeSlots, now, timezone),
    }),
    [now, timezone, timeSlots, currency, locale],
  );
};

export type MenuContext = ReturnType<typeof useMenuContext>;
