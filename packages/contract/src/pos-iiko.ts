// iiko Cloud's webhook (issue 40): iiko posts an array of events — an order's status changed
// (DeliveryOrderUpdate), a stop list changed (StopListUpdate), the menu changed — with the token
// Nori registered in the Authorization header. Only the fields Nori reads are described; iiko's
// other fields pass through.
import { z } from 'zod';
import { endpoint } from './endpoint';

export const iikoWebhookEventSchema = z.looseObject({
  eventType: z.string().min(1).max(100),
  organizationId: z.string().max(100).optional(),
  eventInfo: z.unknown().optional(),
});

export const receiveIikoWebhook = endpoint({
  method: 'POST',
  path: '/api/v1/pos/iiko/webhook',
  operationId: 'receiveIikoWebhook',
  summary: 'iiko Cloud tells of order status, stop-list and menu changes (an array of events)',
  tag: 'pos',
  auth: 'none',
  body: z.array(iikoWebhookEventSchema).max(1000),
  responses: { 200: z.object({ received: z.number().int().min(0) }) },
  // 401 'resto.api-key-invalid': not the token registered with iiko; 404: this server has no iiko.
  errors: [401, 404],
});

export const posIikoEndpoints = [receiveIikoWebhook] as const;
