// The iiko Cloud operations Nori uses, with the parts of their shapes it reads (iiko's OpenAPI
// description has many more fields). The one place iiko's shapes are spelled out.
import type { IikoClient } from './iiko-client';

export type IikoCreationStatus = 'InProgress' | 'Success' | 'Error';
export const IIKO_DELIVERY_STATUSES = [
  'Unconfirmed',
  'WaitCooking',
  'ReadyForCooking',
  'CookingStarted',
  'CookingCompleted',
  'Waiting',
  'OnWay',
  'Delivered',
  'Closed',
  'Cancelled',
] as const;
export type IikoDeliveryStatus = (typeof IIKO_DELIVERY_STATUSES)[number];

export interface IikoOrganization {
  id: string;
  name: string;
}
export interface IikoTerminalGroup {
  id: string;
  organizationId: string;
  name: string;
}
export interface IikoOrderInfo {
  id: string;
  organizationId: string;
  externalNumber?: string | null;
  /** iikoTransport's time of the order's latest change: orders its events. */
  timestamp: number;
  creationStatus: IikoCreationStatus;
  errorInfo?: { code?: string; message?: string | null; description?: string | null } | null;
  order?: { status: IikoDeliveryStatus; number?: number } | null;
}
export type IikoCommandState =
  | { state: 'InProgress' }
  | { state: 'Success' }
  | { state: 'Error'; exception?: { message?: string } | null; errorReason?: string | null };
export interface IikoStopListItem {
  productId: string;
  balance: number;
  sizeId?: string | null;
}
export interface IikoTerminalStopList {
  terminalGroupId: string;
  items: IikoStopListItem[];
}

/** The order part of deliveries/create that Nori fills (see services/iiko-order.ts). */
export interface IikoDeliveryOrder {
  id: string;
  externalNumber: string;
  completeBefore: string | null;
  phone: string;
  orderServiceType: 'DeliveryByCourier' | 'DeliveryByClient';
  deliveryPoint?: {
    coordinates: { latitude: number; longitude: number };
    address: {
      type: 'legacy';
      line1: string;
      flat?: string;
      entrance?: string;
      floor?: string;
      doorphone?: string;
    };
    comment?: string;
  };
  comment?: string;
  customer: { type: 'one-time'; name: string };
  guests: { count: number };
  items: {
    type: 'Product';
    productId: string;
    productSizeId?: string;
    amount: number;
    price: number;
    modifiers?: { productId: string; productGroupId?: string; amount: number; price: number }[];
  }[];
  payments: {
    paymentTypeKind: 'Cash' | 'Card' | 'External';
    paymentTypeId: string;
    sum: number;
    isProcessedExternally: boolean;
  }[];
}

export function iikoApi(client: IikoClient) {
  return {
    organizations: async () =>
      (
        await client.call<{ organizations: IikoOrganization[] }>('/api/1/organizations', {
          returnAdditionalInfo: false,
          includeDisabled: false,
        })
      ).organizations,

    terminalGroups: async (organizationIds: string[]) =>
      (
        await client.call<{ terminalGroups: { organizationId: string; items: IikoTerminalGroup[] }[] }>(
          '/api/1/terminal_groups',
          { organizationIds, includeDisabled: false },
        )
      ).terminalGroups.flatMap((group) => group.items),

    isAlive: async (organizationIds: string[], terminalGroupIds: string[]) =>
      (
        await client.call<{
          isAliveStatus: { isAlive: boolean; terminalGroupId: string; organizationId: string }[];
        }>('/api/1/terminal_groups/is_alive', { organizationIds, terminalGroupIds })
      ).isAliveStatus,

    stopLists: async (organizationIds: string[], terminalGroupsIds: string[]) =>
      (
        await client.call<{
          terminalGroupStopLists: { organizationId: string; items: IikoTerminalStopList[] }[];
        }>('/api/1/stop_lists', { organizationIds, terminalGroupsIds, returnSize: true })
      ).terminalGroupStopLists.flatMap((group) => group.items),

    createDelivery: (request: {
      organizationId: string;
      terminalGroupId: string;
      transportToFrontTimeoutSeconds: number;
      order: IikoDeliveryOrder;
    }) =>
      client.call<{ correlationId: string; orderInfo: IikoOrderInfo }>('/api/1/deliveries/create', {
        organizationId: request.organizationId,
        terminalGroupId: request.terminalGroupId,
        createOrderSettings: { transportToFrontTimeout: request.transportToFrontTimeoutSeconds },
        order: request.order,
      }),

    deliveriesById: async (organizationId: string, orderIds: string[]) =>
      (
        await client.call<{ orders: IikoOrderInfo[] }>('/api/1/deliveries/by_id', {
          organizationId,
          orderIds,
        })
      ).orders,

    commandStatus: (organizationId: string, correlationId: string) =>
      client.call<IikoCommandState>('/api/1/commands/status', { organizationId, correlationId }),

    updateWebhooks: (organizationId: string, webHooksUri: string, authToken: string) =>
      client.call<{ correlationId: string }>('/api/1/webhooks/update_settings', {
        organizationId,
        webHooksUri,
        authToken,
        webHooksFilter: {
          deliveryOrderFilter: { orderStatuses: IIKO_DELIVERY_STATUSES, errors: true },
          stopListUpdateFilter: { updates: true },
          nomenclatureUpdateFilter: { updates: true },
        },
      }),
  };
}

export type IikoApi = ReturnType<typeof iikoApi>;
