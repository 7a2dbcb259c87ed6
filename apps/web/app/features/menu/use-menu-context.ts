import {
  DEFAULT_CURRENCY,
  formatMoney,
  DEFAULT_ORDER_TIMES,
  isPositionAvailable,
  nextAvailability,
  restoClockZone,
  type MinorUnits,
} from '@nori/domain';
import type { Position, PositionTimeSlot } from '@nori/contract';
import { useMemo } from 'react';
import { useI18n } from '../../i18n';
import { useCatalog, useServerNow } from '../../catalog';

const NO_TIME_SLOTS: PositionTimeSlot[] = [];

/**
 * What position cards and the position layer need: prices in the restaurant's currency,
 * availability. The same object until one of its inputs changes, so memoized cards skip renders.
 */
export const useMenuContext = () => {
  const { locale } = useI18n();
  const snapshot = useCatalog();
  const currency = snapshot?.resto?.currency ?? DEFAULT_CURRENCY;
  const resto = snapshot?.resto;
  // An IANA name when the restaurant has one: its clocks change with daylight saving.
  const timezone = resto ? restoClockZone(resto) : null;
  const aheadDays = resto?.orderTimes?.aheadDays ?? DEFAULT_ORDER_TIMES.aheadDays;
  const timeSlots = snapshot?.timeSlots ?? NO_TIME_SLOTS;
  const now = useServerNow(snapshot);
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
      /**
       * Sold now, or within the days a customer may order ahead for (issue 21): it can go in the
       * cart. A sold-out dish cannot, whenever it is sold.
       */
      isOrderable: (position: Position) => {
        if (position.soldOut) return false;
        if (now === null || isPositionAvailable(position.id, timeSlots, now, timezone)) return true;
        const next = nextAvailability(position.id, timeSlots, now, timezone);
        return next !== null && next.daysAhead <= aheadDays;
      },
    }),
    [now, timezone, aheadDays, timeSlots, currency, locale],
  );
};

export type MenuContext = ReturnType<typeof useMenuContext>;
