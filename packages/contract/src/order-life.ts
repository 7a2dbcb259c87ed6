// The order after checkout (designed here, issue 10): the restaurant's system moves it through
// its statuses with its API key; the customer's page follows its status live over server-sent
// events (EventSource cannot send an Authorization header, so the page first trades its bearer
// token for a short-lived ticket to one order); YooKassa tells us a payment changed.
import { z } from './zod-setup';
import { ORDER_STATUSES, type PersonId, type RestoId } from '@nori/domain';
import { endpoint } from './endpoint';
import { orderSchema, orderStatusChangeSchema } from './order-schemas';
import { pathIdSchema } from './primitives';

export const moveRestoOrder = endpoint({
  method: 'POST',
  path: '/api/v1/restos/{restoId}/orders/{orderId}/status',
  operationId: 'moveRestoOrder',
  summary: "The restaurant's system moves one of its orders to the next status",
  tag: 'restaurant',
  auth: 'restoKey',
  params: z.strictObject({ restoId: pathIdSchema<RestoId>(), orderId: pathIdSchema<number>() }),
  body: z.strictObject({
    status: z
      .enum(ORDER_STATUSES)
      .describe('The status to move to; the status the order already has changes nothing'),
  }),
  responses: { 200: orderSchema },
  // 401 'resto.api-key-invalid'; 404: no such order at this restaurant;
  // 409 'order.invalid-transition': that status cannot follow the order's status.
  errors: [401, 404, 409],
});

export const orderStatusTicketSchema = z.object({
  ticket: z.string().min(1).describe('Opens the status stream of this one order; short-lived'),
  expiresAt: z.iso.datetime({ offset: true }),
});

export const createOrderStatusTicket = endpoint({
  method: 'POST',
  path: '/api/v1/persons/{personId}/orders/{orderId}/status-ticket',
  operationId: 'createOrderStatusTicket',
  summary: "A ticket that opens the live status stream of one of the person's orders",
  tag: 'orders',
  auth: 'access',
  params: z.strictObject({ personId: pathIdSchema<PersonId>(), orderId: pathIdSchema<number>() }),
  responses: { 201: orderStatusTicketSchema },
  errors: [401, 403, 404],
});

export const streamOrderStatus = endpoint({
  method: 'GET',
  path: '/api/v1/orders/{orderId}/status-events',
  operationId: 'streamOrderStatus',
  summary: "Server-sent events: the order's status now, then each change (event 'status')",
  tag: 'orders',
  auth: 'none',
  stream: true,
  params: z.strictObject({ orderId: pathIdSchema<number>() }),
  query: z.strictObject({ ticket: z.string().min(1).max(2000) }),
  responses: { 200: orderStatusChangeSchema },
  // 401 'token.invalid' / 'token.expired': the ticket is not one for this order, or is too old;
  // 429 'common.too-many-requests' (Retry-After): too many streams open for the ticket, the person
  // or the client address.
  errors: [401, 429],
});

/** YooKassa's notification: only the payment id is trusted, and only to read the payment back. */
export const yookassaNotificationSchema = z.looseObject({
  type: z.string().optional(),
  event: z.string().min(1),
  object: z.looseObject({ id: z.string().min(1).max(100) }),
});

export const receiveYookassaNotification = endpoint({
  method: 'POST',
  path: '/api/v1/payments/yookassa/notifications',
  operationId: 'receiveYookassaNotification',
  summary: 'YooKassa says a payment changed; the payment is read back from YooKassa before anything moves',
  tag: 'payments',
  auth: 'none',
  body: yookassaNotificationSchema,
  responses: { 200: z.object({ received: z.literal(true) }) },
  // 503: YooKassa could not be asked; it sends the notification again later.
  errors: [503],
});

export const orderLifeEndpoints = [
  moveRestoOrder,
  createOrderStatusTicket,
  streamOrderStatus,
  receiveYookassaNotification,
] as const;
