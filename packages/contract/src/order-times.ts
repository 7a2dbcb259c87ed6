// Ordering for a time (issue 21). The storefront computes a restaurant's slots with the domain's
// rules from its hours and orderTimes; this call adds what only the server knows: which slots
// already hold as many orders as the kitchen takes. Not cached: every order changes it.
import { z } from './zod-setup';
import type { RestoId } from '@nori/domain';
import { endpoint } from './endpoint';
import { pathIdSchema } from './primitives';

export const fullSlotsSchema = z.object({
  fullSlots: z
    .array(z.iso.datetime({ offset: true }))
    .describe('Slots from now to the end of the horizon that take no more orders; empty without a capacity'),
});

export const listFullSlots = endpoint({
  method: 'GET',
  path: '/1/restos/{restoId}/full-slots',
  operationId: 'listFullSlots',
  summary: "The restaurant's order slots that are full",
  tag: 'orders',
  auth: 'none',
  params: z.strictObject({ restoId: pathIdSchema<RestoId>() }),
  responses: { 200: fullSlotsSchema },
  errors: [404],
});

export const orderTimeEndpoints = [listFullSlots] as const;
export type FullSlots = z.output<typeof fullSlotsSchema>;
