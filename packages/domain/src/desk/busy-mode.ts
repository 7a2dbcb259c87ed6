// Busy mode (issue 37): a restaurant pauses 'as soon as possible' orders of one type for a while
// (customers may still order for a later slot), or adds minutes to every estimate. The order-time
// rules take it as part of their query, so the storefront and the server decide alike.
import type { DeliveryType } from '../types';

export interface BusyMode {
  /** 'As soon as possible' is not taken before this instant (epoch ms); null: not paused. */
  pausedUntilMs: number | null;
  /** Added to the kitchen's lead time of every order while set. */
  extraMinutes: number;
}

export type BusyModes = Readonly<Record<DeliveryType, BusyMode>>;

export const NOT_BUSY: BusyMode = { pausedUntilMs: null, extraMinutes: 0 };

export const isPaused = (busy: BusyMode | undefined, nowMs: number): boolean => {
  const until = busy?.pausedUntilMs ?? null;
  return until !== null && until > nowMs;
};

/** The earliest moment the kitchen starts on a new order: now, or the end of the pause. */
export const kitchenStartMs = (busy: BusyMode | undefined, nowMs: number): number =>
  isPaused(busy, nowMs) ? (busy?.pausedUntilMs ?? nowMs) : nowMs;
