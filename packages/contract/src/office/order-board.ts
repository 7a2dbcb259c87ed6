// The orders board (issue 39): owners and operators see every order of the chain, managers those
// of their restaurants; filters, search by number and phone, and one order with its timeline.
import { z } from '../zod-setup';
import { endpoint } from '../endpoint';
import { pathIdSchema } from '../primitives';
import { boardOrderAnswerSchema, boardPageSchema, boardQuerySchema } from './order-board-schemas';

export * from './order-board-schemas';

export const listBoardOrders = endpoint({
  method: 'GET',
  path: '/api/v1/office/orders',
  operationId: 'listBoardOrders',
  summary: "The chain's orders, newest first, filtered (a manager: their restaurants only)",
  tag: 'office',
  auth: 'staff',
  query: boardQuerySchema,
  responses: { 200: boardPageSchema },
  // 403 staff.forbidden: a restaurant the staff member may not open.
  errors: [403],
});

export const getBoardOrder = endpoint({
  method: 'GET',
  path: '/api/v1/office/orders/{orderId}',
  operationId: 'getBoardOrder',
  summary: 'One order of the chain with its timeline of statuses and staff writes',
  tag: 'office',
  auth: 'staff',
  params: z.strictObject({ orderId: pathIdSchema<number>() }),
  responses: { 200: boardOrderAnswerSchema },
  // 404 board.order-not-found: no such order, or one of a restaurant the staff member may not open.
  errors: [403, 404],
});

export const orderBoardEndpoints = [listBoardOrders, getBoardOrder] as const;
