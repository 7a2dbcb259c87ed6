// The order desk (issue 37): a restaurant's staff see its orders live, accept them with a
// ready-by time, reject them with a reason (an order paid online is refunded), move them on, set
// auto-accept, the alarm and busy mode, and mark dishes sold out. Every call needs a staff session
// (the `nori_staff` cookie): owners and operators for any restaurant, managers for theirs.
import { z } from '../zod-setup';
import { DELIVERY_TYPES, REJECT_REASONS, type RestoId } from '@nori/domain';
import { endpoint } from '../endpoint';
import { pathIdSchema, queryIntSchema } from '../primitives';
import { stopListSchema } from '../stop-list';
import { deskOrderSchema, deskSettingsSchema, deskViewSchema } from './desk-schemas';

export * from './desk-schemas';

const DESK = '/api/v1/office/restos/{restoId}/desk';
const restoParams = z.strictObject({ restoId: pathIdSchema<RestoId>() });
const orderParams = restoParams.extend({ orderId: pathIdSchema<number>() });
// 401 staff.unauthenticated, 403 staff.forbidden (role or restaurant), 403 staff.origin-mismatch.
const STAFF_ERRORS = [401, 403] as const;

/** Moves the desk makes after accepting; acceptance and rejection have calls of their own. */
export const DESK_MOVES = ['COOKING', 'READY_FOR_PICKUP', 'ON_THE_WAY', 'DONE'] as const;
/** The finished orders a desk lists after the open ones, unless it asks for another number. */
export const DESK_FINISHED_DEFAULT = 20;
/** The most finished orders a desk may ask for. */
export const DESK_FINISHED_MAX = 100;

export const getDesk = endpoint({
  method: 'GET',
  path: `${DESK}/orders`,
  operationId: 'getDesk',
  summary: "The restaurant's open orders, the latest finished ones and the desk's settings",
  tag: 'office',
  auth: 'staff',
  params: restoParams,
  query: z.strictObject({
    finished: queryIntSchema
      .pipe(z.int().min(0).max(DESK_FINISHED_MAX))
      .optional()
      .describe('How many finished orders (20)'),
  }),
  responses: { 200: deskViewSchema },
  errors: [...STAFF_ERRORS, 404],
});

export const acceptDeskOrder = endpoint({
  method: 'POST',
  path: `${DESK}/orders/{orderId}/accept`,
  operationId: 'acceptDeskOrder',
  summary: 'Accepts a new order, ready by a time (presets are the desk’s); the customer sees it at once',
  tag: 'office',
  auth: 'staff',
  params: orderParams,
  body: z.strictObject({ readyAt: z.iso.datetime({ offset: true }) }),
  responses: { 200: deskOrderSchema },
  // 409 order.invalid-transition: already accepted or rejected (by another desk); 422 desk.ready-at-invalid.
  errors: [...STAFF_ERRORS, 404, 409, 422],
});

export const rejectDeskOrder = endpoint({
  method: 'POST',
  path: `${DESK}/orders/{orderId}/reject`,
  operationId: 'rejectDeskOrder',
  summary: 'Rejects an order with a reason the customer reads; an order paid online is refunded',
  tag: 'office',
  auth: 'staff',
  params: orderParams,
  body: z.strictObject({
    reason: z.enum(REJECT_REASONS),
    note: z.string().trim().min(1).max(500).optional(),
  }),
  responses: { 200: deskOrderSchema },
  errors: [...STAFF_ERRORS, 404, 409],
});

export const moveDeskOrder = endpoint({
  method: 'POST',
  path: `${DESK}/orders/{orderId}/status`,
  operationId: 'moveDeskOrder',
  summary: 'Moves an accepted order: cooking, ready for pickup or on the way, done',
  tag: 'office',
  auth: 'staff',
  params: orderParams,
  body: z.strictObject({ status: z.enum(DESK_MOVES) }),
  responses: { 200: deskOrderSchema },
  errors: [...STAFF_ERRORS, 404, 409],
});

export const getDeskSettings = endpoint({
  method: 'GET',
  path: `${DESK}/settings`,
  operationId: 'getDeskSettings',
  summary: "The desk's auto-accept, alarm and busy mode",
  tag: 'office',
  auth: 'staff',
  params: restoParams,
  responses: { 200: deskSettingsSchema },
  errors: [...STAFF_ERRORS, 404],
});

export const saveDeskSettings = endpoint({
  method: 'PUT',
  path: `${DESK}/settings`,
  operationId: 'saveDeskSettings',
  summary: 'Sets auto-accept (minutes to ready, or null) and the alarm',
  tag: 'office',
  auth: 'staff',
  params: restoParams,
  body: deskSettingsSchema.pick({ autoAcceptMinutes: true, alarmAfterMinutes: true }).strict(),
  responses: { 200: deskSettingsSchema },
  errors: [...STAFF_ERRORS, 404],
});

export const setDeskBusyMode = endpoint({
  method: 'PUT',
  path: `${DESK}/busy`,
  operationId: 'setDeskBusyMode',
  summary: "Pauses 'as soon as possible' for an order type until a time, or adds minutes to its estimates",
  tag: 'office',
  auth: 'staff',
  params: restoParams,
  body: z.strictObject({
    orderType: z.enum(DELIVERY_TYPES),
    pausedUntil: z.iso.datetime({ offset: true }).nullable().optional().describe('null: no pause'),
    extraMinutes: z.int().min(0).max(240).optional(),
  }),
  responses: { 200: deskSettingsSchema },
  // 422 desk.ready-at-invalid: the pause does not end in the future (within three days).
  errors: [...STAFF_ERRORS, 404, 422],
});

const stopItemParams = restoParams.extend({
  kind: z.enum(['positions', 'modifiers']),
  itemId: pathIdSchema<number>(),
});

export const getDeskStopList = endpoint({
  method: 'GET',
  path: `${DESK}/stop-list`,
  operationId: 'getDeskStopList',
  summary: "The restaurant's stop list, as its API shows it",
  tag: 'office',
  auth: 'staff',
  params: restoParams,
  responses: { 200: stopListSchema },
  errors: [...STAFF_ERRORS, 404],
});

export const setDeskStopListItem = endpoint({
  method: 'PUT',
  path: `${DESK}/stop-list/{kind}/{itemId}`,
  operationId: 'setDeskStopListItem',
  summary: "Marks a dish or an option sold out until the end of the day, until 'HH:MM', or until cleared",
  tag: 'office',
  auth: 'staff',
  params: stopItemParams,
  body: z.strictObject({
    until: z
      .union([z.literal('end-of-day'), z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected HH:MM')])
      .nullable()
      .describe(
        "On the restaurant's clock: the next midnight, or the next time it shows HH:MM; null: until cleared",
      ),
  }),
  responses: { 200: stopListSchema },
  errors: [...STAFF_ERRORS, 404],
});

export const clearDeskStopListItem = endpoint({
  method: 'DELETE',
  path: `${DESK}/stop-list/{kind}/{itemId}`,
  operationId: 'clearDeskStopListItem',
  summary: 'Makes a dish or an option available again',
  tag: 'office',
  auth: 'staff',
  params: stopItemParams,
  responses: { 200: stopListSchema },
  errors: [...STAFF_ERRORS, 404],
});

export const streamDeskEvents = endpoint({
  method: 'GET',
  path: `${DESK}/events`,
  operationId: 'streamDeskEvents',
  summary:
    "Server-sent events: event 'order' (the desk view of one order) after each change, each with a database id; Last-Event-ID or ?after= replays what was missed",
  tag: 'office',
  auth: 'staff',
  stream: true,
  params: restoParams,
  query: z.strictObject({
    after: queryIntSchema.optional().describe('The last event id seen (as Last-Event-ID)'),
  }),
  responses: { 200: deskOrderSchema },
  errors: [...STAFF_ERRORS, 404],
});

export const deskEndpoints = [
  getDesk,
  acceptDeskOrder,
  rejectDeskOrder,
  moveDeskOrder,
  getDeskSettings,
  saveDeskSettings,
  setDeskBusyMode,
  getDeskStopList,
  setDeskStopListItem,
  clearDeskStopListItem,
  streamDeskEvents,
] as const;
