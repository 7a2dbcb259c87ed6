// Bonuses (issue 41): the person's account with the chain (balance, expiry, history) and what the
// preflight says about bonuses and a promo code. Every field the preflight and the order gained is
// optional, so clients written before bonuses keep working unchanged.
import { z } from './zod-setup';
import { LEDGER_KINDS, OFFER_CHOICES, type PersonId } from '@nori/domain';
import { endpoint } from './endpoint';
import { moneySchema, pathIdSchema, whiteLabelSchema } from './primitives';

const OFFER_TAKEN = ['NONE', 'PROMO_CODE', 'BONUSES', 'BOTH'] as const;

export const offerChoiceSchema = z
  .enum(OFFER_CHOICES)
  .describe(
    'Bonuses and a promo code: BEST takes what saves more under the chain rule, PROMO_CODE keeps the balance, BONUSES spends it; absent: no bonuses are spent',
  );

/** The preflight's word on bonuses, when the chain has a programme. */
export const loyaltyPreviewSchema = z.object({
  /** The person's available balance in bonuses (0 for a guest). */
  balance: z.int(),
  /** Minor units one bonus is worth. */
  bonusValue: z.int().positive(),
  /** The code's discount as an option, when it takes something off. */
  promoCodeOption: moneySchema.nullable(),
  /** The largest bonus spend allowed on this order, when there is one. */
  bonusOption: z.object({ bonuses: z.int().positive(), amount: moneySchema }).nullable(),
  recommended: z.enum(OFFER_TAKEN),
  taken: z.enum(OFFER_TAKEN),
  bonusesSpent: z.int().nonnegative(),
  bonusPayment: moneySchema,
  /** Bonuses the order earns once done (a guest: what it would earn signed in). */
  earns: z.int().nonnegative(),
});

export const bonusEntrySchema = z.object({
  kind: z.enum(LEDGER_KINDS),
  amount: z.int(),
  reason: z.string(),
  orderNumber: z.string().nullable(),
  at: z.iso.datetime({ offset: true }),
});

export const bonusAccountSchema = z.object({
  balance: z.int(),
  bonusValue: z.int().positive(),
  /** When the balance expires without another order; null: it does not. */
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
  /** The expiry is near: the customer is told. */
  expiryWarning: z.boolean(),
  /** The newest entries first. */
  history: z.array(bonusEntrySchema),
  /**
   * The person's birth date, 'YYYY-MM-DD', once given (setPersonBirthday); null: not yet. Absent
   * from servers before the birthday bonus.
   */
  birthDate: z.iso.date().nullable().optional(),
  /** Bonuses the chain credits on the birthday, once a year; 0: none. Absent from older servers. */
  birthdayBonus: z.int().nonnegative().optional(),
});

export const getPersonBonuses = endpoint({
  method: 'GET',
  path: '/api/v1/persons/{personId}/bonuses',
  operationId: 'getPersonBonuses',
  summary: "A person's bonus account with the chain: balance, expiry and history",
  tag: 'orders',
  auth: 'access',
  params: z.strictObject({ personId: pathIdSchema<PersonId>() }),
  query: z.strictObject({ whiteLabel: whiteLabelSchema }),
  // 404: the chain has no bonus programme (or is unknown).
  responses: { 200: bonusAccountSchema },
  errors: [401, 403, 404],
});

export const birthdayInputSchema = z.strictObject({
  /** A real calendar day: not in the future, from 1900 on, at least 14 years before the chain's today. */
  birthDate: z.iso.date().describe("The person's birth date, YYYY-MM-DD"),
});

export const setPersonBirthday = endpoint({
  method: 'PUT',
  path: '/api/v1/persons/{personId}/birthday',
  operationId: 'setPersonBirthday',
  summary: "Gives the person's birth date for the chain's birthday bonus, once; answers the bonus account",
  tag: 'orders',
  auth: 'access',
  params: z.strictObject({ personId: pathIdSchema<PersonId>() }),
  query: z.strictObject({ whiteLabel: whiteLabelSchema }),
  body: birthdayInputSchema,
  // 404: the chain has no bonus programme; 409 'bonuses.birth-date-already-set': another date was
  // given before (the same date again answers 200); 422 'bonuses.birth-date-invalid'.
  responses: { 200: bonusAccountSchema },
  errors: [401, 403, 404, 409, 422],
});

export const loyaltyEndpoints = [getPersonBonuses, setPersonBirthday] as const;

export type OfferChoiceInput = z.input<typeof offerChoiceSchema>;
export type LoyaltyPreview = z.output<typeof loyaltyPreviewSchema>;
export type BonusAccount = z.output<typeof bonusAccountSchema>;
export type BonusEntry = z.output<typeof bonusEntrySchema>;
export type BirthdayInput = z.input<typeof birthdayInputSchema>;
