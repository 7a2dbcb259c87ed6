// The board's filters live in the address (?resto=…&status=…): a reload, a shared link or the back
// button from an order brings the same list. Parsed here into the API's query, values the API
// would refuse dropped.
import { DELIVERY_TYPES, ORDER_STATUSES, PAY_TYPES } from '@nori/domain';
import type { BoardQuery } from '@nori/contract';

export interface BoardFilters {
  resto: string;
  status: string;
  type: string;
  pay: string;
  /** YYYY-MM-DD on this device's calendar. */
  day: string;
  q: string;
}

export const FILTER_NAMES = ['resto', 'status', 'type', 'pay', 'day', 'q'] as const;

export const filtersOf = (params: URLSearchParams): BoardFilters => ({
  resto: params.get('resto') ?? '',
  status: params.get('status') ?? '',
  type: params.get('type') ?? '',
  pay: params.get('pay') ?? '',
  day: params.get('day') ?? '',
  q: params.get('q') ?? '',
});

const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined =>
  values.find((known) => known === value);

/** The API's query for the filters; the day is this device's midnight to midnight. */
export function boardQueryOf(filters: BoardFilters): BoardQuery {
  const query: BoardQuery = {};
  const resto = Number(filters.resto);
  if (Number.isSafeInteger(resto) && resto > 0) query.restoId = resto;
  const status = oneOf(ORDER_STATUSES, filters.status);
  if (status) query.status = status;
  const type = oneOf(DELIVERY_TYPES, filters.type);
  if (type) query.deliveryType = type;
  const pay = oneOf(PAY_TYPES, filters.pay);
  if (pay) query.payType = pay;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(filters.day);
  if (day) {
    const start = new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
    const end = new Date(start.getFullYear(), start.getMonth(), start.getDate() + 1);
    if (!Number.isNaN(start.getTime())) {
      query.from = start.toISOString();
      query.to = end.toISOString();
    }
  }
  const q = filters.q.trim().slice(0, 40);
  if (q) query.q = q;
  return query;
}
