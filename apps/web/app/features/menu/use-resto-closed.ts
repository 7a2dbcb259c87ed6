import { isTakingOrders, restoClockZone } from '@nori/domain';
import { useBootSnapshot } from '../../catalog';

/**
 * Whether the chosen restaurant is not taking orders at `now` (a day off, or outside its hours):
 * the menu then loads the day-off dialog, which carries the order-time code the menu itself does
 * not need on its first load.
 */
export const useRestoClosed = (now: number | null): boolean => {
  const resto = useBootSnapshot()?.resto ?? null;
  return resto !== null && now !== null && !isTakingOrders(resto.openingHours, now, restoClockZone(resto));
};
