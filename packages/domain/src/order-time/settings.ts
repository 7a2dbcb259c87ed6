// How far ahead and in what steps a restaurant takes orders for a time (issue 21). The catalog
// file sets them per restaurant; these defaults apply to anything it leaves out.

export const DEFAULT_SLOT_MINUTES = 15;
/** Days after today a customer may order for: today, tomorrow and the day after. */
export const DEFAULT_ORDER_AHEAD_DAYS = 2;
/** The kitchen's time for an order when the catalog does not say. */
export const DEFAULT_COOKING_MINUTES = 30;

export interface OrderTimeSettings {
  /** The step between two slots; any length from 5 minutes, 60 need not divide by it. */
  slotMinutes: number;
  /** Days after today that can be chosen. */
  aheadDays: number;
  /** Orders one slot takes; null: no limit. */
  capacity: number | null;
  /** Cooking, plus the zone tier's delivery time for a delivery: the earliest an order can be ready. */
  leadMinutes: number;
}

/** What the restaurant's catalog says; `leadMinutes` is per order (delivery adds its time). */
export interface RestoOrderTimes {
  /** An IANA name ('Europe/Podgorica') when the restaurant has one; its offset field otherwise. */
  timeZone: string | null;
  cookingMinutes: number;
  slotMinutes: number;
  /** null: slots take any number of orders. */
  slotCapacity: number | null;
  aheadDays: number;
}

export const DEFAULT_ORDER_TIMES: RestoOrderTimes = {
  timeZone: null,
  cookingMinutes: DEFAULT_COOKING_MINUTES,
  slotMinutes: DEFAULT_SLOT_MINUTES,
  slotCapacity: null,
  aheadDays: DEFAULT_ORDER_AHEAD_DAYS,
};

/** The zone a restaurant's clocks keep: its IANA name when it has one, else its offset (spec §3). */
export const restoClockZone = (resto: { timezone: string; orderTimes?: RestoOrderTimes | null }): string =>
  resto.orderTimes?.timeZone ?? resto.timezone;

/**
 * The one estimate of how long an order takes from now (issue 34): the kitchen's cooking, plus the
 * zone tier's delivery time for a delivery, plus a busy kitchen's extra minutes (busy mode, issue
 * 37). 'Как можно скорее, около 21:27' and 'Время доставки 80 мин' both come from it, so they agree.
 */
export const orderEstimateMinutes = (
  times: Pick<RestoOrderTimes, 'cookingMinutes'>,
  deliveryMinutes: number | null,
  extraMinutes = 0,
): number => times.cookingMinutes + (deliveryMinutes ?? 0) + extraMinutes;

/** The settings of one order: its slots start no sooner than the estimate allows. */
export const orderTimeSettings = (
  times: RestoOrderTimes,
  deliveryMinutes: number | null,
  extraMinutes = 0,
): OrderTimeSettings => ({
  slotMinutes: times.slotMinutes,
  aheadDays: times.aheadDays,
  capacity: times.slotCapacity,
  leadMinutes: orderEstimateMinutes(times, deliveryMinutes, extraMinutes),
});
