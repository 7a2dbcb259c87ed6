// The one error body every failed call answers with (spec §8): {"errors":[{"code","message"}]}.
// The storefront reads the first item; the code picks a message from the domain's catalogue.
import { z } from './zod-setup';

export const apiErrorItemSchema = z.object({
  code: z.string().min(1),
  message: z.string(),
  nextSlotAt: z.iso
    .datetime({ offset: true })
    .optional()
    .describe('order-time.* refusals: the next slot with room, to offer instead'),
  // 'person-order.sold-out' names what is sold out, so the storefront can say it and flag the line.
  positionId: z.int().positive().optional().describe('person-order.sold-out: the dish'),
  modifierId: z
    .int()
    .positive()
    .optional()
    .describe('person-order.sold-out: the option, when it is the option'),
  name: z
    .string()
    .optional()
    .describe('person-order.sold-out: the dish (and option) as the catalog names it'),
});

export const errorBodySchema = z
  .object({ errors: z.array(apiErrorItemSchema).min(1) })
  .describe('Every failed call answers with this body; read the first error.');

export type ApiErrorItem = z.infer<typeof apiErrorItemSchema>;
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Builds the error body for one error, e.g. errorBody('resto.not-found', 'Resto not found'). */
export const errorBody = (code: string, message: string): ErrorBody => ({ errors: [{ code, message }] });
