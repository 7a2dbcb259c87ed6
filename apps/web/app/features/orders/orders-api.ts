// A signed-in person's orders through the contract's client. Reached only through a dynamic
// import (orders-api-loader.ts), so the client stays out of the first load of other pages.
import type { Locale, PayType } from '@nori/domain';
import { browserApiClient } from '../../platform/browser-api';

export const HISTORY_PAGE_SIZE = 20;

export const createOrdersApi = (apiBaseUrl: string, locale: Locale) => {
  const api = browserApiClient(apiBaseUrl, locale);
  return {
    /** Newest first, a page at a time. */
    list: (personId: number, page: number, token: string) =>
      api.listPersonOrders({ params: { personId }, query: { page, size: HISTORY_PAGE_SIZE }, token }),
    order: (personId: number, orderId: number, token: string) =>
      api.getPersonOrder({ params: { personId, orderId }, token }),
    /** A new payment for an order whose online payment failed: online again, or on receipt. */
    payAgain: (personId: number, orderId: number, payType: PayType, token: string) =>
      api.payPersonOrderAgain({ params: { personId, orderId }, body: { payType }, token }),
    /** The bonus account with the chain (issue 41); 404 when the chain has no programme. */
    bonuses: (personId: number, whiteLabel: string, token: string) =>
      api.getPersonBonuses({ params: { personId }, query: { whiteLabel }, token }),
    /** Gives the birth date for the birthday bonus, once; answers the updated account. */
    setBirthday: (personId: number, whiteLabel: string, birthDate: string, token: string) =>
      api.setPersonBirthday({ params: { personId }, query: { whiteLabel }, body: { birthDate }, token }),
    /** A short-lived ticket: EventSource cannot send the bearer token itself. */
    statusTicket: (personId: number, orderId: number, token: string) =>
      api.createOrderStatusTicket({ params: { personId, orderId }, token }),
  };
};

export type OrdersApi = ReturnType<typeof createOrdersApi>;
