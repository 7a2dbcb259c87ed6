// The restaurant's stop list (issue 25): its own system, with its API key as the bearer, marks
// dishes and modifier options sold out — until a time or until cleared — and reads the list
// with the record of its latest changes. Setting what is already set, or clearing what is not
// there, changes nothing and records nothing: each call can be repeated safely.
import { z } from './zod-setup';
import type { RestoId } from '@nori/domain';
import { endpoint } from './endpoint';
import { idSchema, pathIdSchema } from './primitives';

/** The path's word for each kind of entry. */
export const STOP_LIST_PATH_KINDS = { positions: 'position', modifiers: 'modifier' } as const;
const kindSchema = z.enum(['position', 'modifier']);

const bySchema = z
  .object({
    restoId: idSchema<RestoId>(),
    apiKey: z
      .string()
      .describe("The first 12 hex digits of the SHA-256 of the restaurant's key that made it"),
  })
  .describe('Who made the change: the restaurant, through which of its API keys');

export const stopListItemSchema = z.object({
  kind: kindSchema,
  id: z.int().positive().describe('The position (dish) or modifier (option) id'),
  name: z.string().describe('As the catalog names it; empty when the catalog no longer has it'),
  until: z.iso.datetime({ offset: true }).nullable().describe('Sold out until then; null: until cleared'),
  setAt: z.iso.datetime({ offset: true }),
  setBy: bySchema,
});

export const stopListChangeSchema = z.object({
  action: z.enum(['set', 'clear']),
  kind: kindSchema,
  id: z.int().positive(),
  until: z.iso.datetime({ offset: true }).nullable(),
  at: z.iso.datetime({ offset: true }),
  by: bySchema,
});

export const stopListSchema = z.object({
  restoId: idSchema<RestoId>(),
  items: z.array(stopListItemSchema).describe('What is sold out now; entries whose time has passed are gone'),
  changes: z.array(stopListChangeSchema).describe('The latest 50 changes, newest first'),
});

const params = z.strictObject({ restoId: pathIdSchema<RestoId>() });
const itemParams = params.extend({
  kind: z.enum(['positions', 'modifiers']),
  itemId: pathIdSchema<number>(),
});

export const getRestoStopList = endpoint({
  method: 'GET',
  path: '/api/v1/restos/{restoId}/stop-list',
  operationId: 'getRestoStopList',
  summary: "The restaurant's stop list now, with its latest changes (who, when)",
  tag: 'restaurant',
  auth: 'restoKey',
  params,
  responses: { 200: stopListSchema },
  errors: [401, 404],
});

export const setRestoStopListItem = endpoint({
  method: 'PUT',
  path: '/api/v1/restos/{restoId}/stop-list/{kind}/{itemId}',
  operationId: 'setRestoStopListItem',
  summary: 'Marks a dish (positions) or an option (modifiers) sold out, until a time or until cleared',
  tag: 'restaurant',
  auth: 'restoKey',
  params: itemParams,
  body: z.strictObject({
    until: z.iso
      .datetime({ offset: true })
      .nullable()
      .optional()
      .describe('ISO 8601 with offset, in the future; absent or null: until cleared'),
  }),
  responses: { 200: stopListSchema },
  // 400: 'until' is not ahead; 401 'resto.api-key-invalid'; 404: not on this restaurant's menus.
  errors: [401, 404],
});

export const clearRestoStopListItem = endpoint({
  method: 'DELETE',
  path: '/api/v1/restos/{restoId}/stop-list/{kind}/{itemId}',
  operationId: 'clearRestoStopListItem',
  summary: 'The dish or option is available again (nothing changes when it was not on the list)',
  tag: 'restaurant',
  auth: 'restoKey',
  params: itemParams,
  responses: { 200: stopListSchema },
  errors: [401, 404],
});

export const clearRestoStopList = endpoint({
  method: 'DELETE',
  path: '/api/v1/restos/{restoId}/stop-list',
  operationId: 'clearRestoStopList',
  summary: 'Everything on the stop list is available again',
  tag: 'restaurant',
  auth: 'restoKey',
  params,
  responses: { 200: stopListSchema },
  errors: [401, 404],
});

export const stopListEndpoints = [
  getRestoStopList,
  setRestoStopListItem,
  clearRestoStopListItem,
  clearRestoStopList,
] as const;

export type StopList = z.output<typeof stopListSchema>;
