// The time the order is for (issue 21): 'as soon as possible' or a slot the customer chose, kept
// per restaurant in localStorage so the cart, the checkout and the day-off dialog share it. The
// slots come from the domain's rules with the restaurant's hours and orderTimes; the server adds
// which slots are full.
import {
  asapOffer,
  DEFAULT_ORDER_TIMES,
  orderDays,
  orderTimeSettings,
  restoClockZone,
  type AsapOffer,
  type OrderDay,
  type OrderSlot,
} from '@nori/domain';
import type { Resto } from '@nori/contract';
import { useEffect, useMemo, useState } from 'react';
import { useI18n } from '../../i18n';
import { STORED_KEYS } from '../../platform/stored-keys';
import { writeStored } from '../../platform/stored-settings';
import { useStored } from '../../platform/use-stored';
import { useShell } from '../../platform/shell-context';

/** at: the slot's ISO instant; null: as soon as possible. */
export interface StoredOrderTime {
  restoId: number;
  at: string | null;
}

const isStoredOrderTime = (value: unknown): value is StoredOrderTime =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StoredOrderTime).restoId === 'number' &&
  ((value as StoredOrderTime).at === null || typeof (value as StoredOrderTime).at === 'string');

export const chooseOrderTime = (restoId: number, atMs: number | null): void =>
  writeStored(STORED_KEYS.orderTime, { restoId, at: atMs === null ? null : new Date(atMs).toISOString() });

export interface OrderTimeView {
  restoId: number;
  /** The zone the restaurant's clocks keep (an IANA name or an offset). */
  timezone: string;
  days: OrderDay[];
  /** null: 'as soon as possible' cannot be taken now (closed, or its slot is full). */
  asap: AsapOffer | null;
  /** The chosen slot; null: as soon as possible. */
  slot: OrderSlot | null;
  /** What the order is for, for the server: the slot's instant, or null for ASAP. */
  requestedAt: string | null;
  /** The moment dishes are checked at: the slot, or now. */
  atMs: number;
  /** The server's clock when the slots were worked out. */
  nowMs: number;
  /** How long an order takes from now: the domain's one estimate (orderEstimateMinutes). */
  estimateMinutes: number;
}

/** The minutes an order for 'as soon as possible' takes; null when it is for a chosen slot. */
export const asapEstimate = (view: OrderTimeView | null): number | null =>
  view && view.slot === null && view.asap !== null ? view.estimateMinutes : null;

/** The restaurant's full slots, asked again whenever the restaurant or the minute changes. */
const useFullSlots = (resto: Resto | null, now: number | null): ReadonlySet<number> => {
  const { config } = useShell();
  const { locale } = useI18n();
  const [full, setFull] = useState<ReadonlySet<number>>(new Set());
  const capacity = resto?.orderTimes?.slotCapacity ?? null;
  const restoId = resto?.id ?? null;
  const minute = now === null ? null : Math.floor(now / 60_000);
  useEffect(() => {
    if (restoId === null || capacity === null || minute === null) return;
    const controller = new AbortController();
    // The API client loads on demand: the menu's day-off dialog uses this hook too.
    import('../pricing/order-api')
      .then(({ createOrderApi }) =>
        createOrderApi(config.apiBaseUrl, locale).fullSlots(restoId, controller.signal),
      )
      .then(({ fullSlots }) => setFull(new Set(fullSlots.map((at) => Date.parse(at)))))
      // Not knowing which slots are full is no reason to stop the order: the server still checks.
      .catch(() => undefined);
    return () => controller.abort();
  }, [restoId, capacity, minute, config.apiBaseUrl, locale]);
  return full;
};

/** `deliveryMinutes`: the zone tier's time for a delivery, null for take-away. */
export const useOrderTime = (
  resto: Resto | null,
  now: number | null,
  deliveryMinutes: number | null,
): OrderTimeView | null => {
  const stored = useStored(STORED_KEYS.orderTime, isStoredOrderTime);
  const full = useFullSlots(resto, now);
  return useMemo(() => {
    if (resto === null || now === null) return null;
    const times = resto.orderTimes ?? DEFAULT_ORDER_TIMES;
    const loads = new Map([...full].map((atMs) => [atMs, times.slotCapacity ?? 0]));
    const query = {
      openingHours: resto.openingHours,
      timezone: restoClockZone(resto),
      nowMs: now,
      settings: orderTimeSettings(times, deliveryMinutes),
      loads,
    };
    const days = orderDays(query);
    const slots = days.flatMap((day) => day.slots);
    const asap = asapOffer(query, slots);
    const wanted = stored?.restoId === resto.id && stored.at !== null ? Date.parse(stored.at) : null;
    // A stored slot that has passed or filled up gives way: ASAP when it can be had, else the first free slot.
    const slot =
      slots.find((candidate) => candidate.atMs === wanted && !candidate.full) ??
      (asap === null ? (slots.find((candidate) => !candidate.full) ?? null) : null);
    return {
      restoId: resto.id,
      timezone: query.timezone,
      days,
      asap,
      slot,
      requestedAt: slot === null ? null : new Date(slot.atMs).toISOString(),
      atMs: slot?.atMs ?? now,
      nowMs: now,
      estimateMinutes: query.settings.leadMinutes,
    };
  }, [resto, now, deliveryMinutes, stored, full]);
};
