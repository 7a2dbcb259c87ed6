// The fields a customer types (spec §5), each checked by the domain's rule for that field. The API's
// request schemas are built of these, and so are the storefront's forms (./forms.ts): a value one
// refuses, the other refuses too, with the same rule (issue 22). A refusal's message is the rule's
// validation key, which a form translates and the API's 400 lists under the field's path.
import {
  COMMENT_MAX,
  EMAIL_MAX,
  EMAIL_PATTERN,
  NAME_MAX,
  NAME_PATTERN,
  SMS_CODE_LENGTH,
  validateFreeText,
  validateName,
  validateOrderEmail,
  validatePhone,
  validateReceiptEmail,
  validateSmsCode,
  VALIDATION_KEYS,
  type ValidationKey,
} from '@nori/domain';
import { z } from './zod-setup';
import { plainTextSchema } from './primitives';

type Rule = (value: string) => ValidationKey | null;

/** A failing rule becomes one issue, its message the rule's validation key. */
const checkedBy = (rule: Rule) => (value: string, context: z.core.$RefinementCtx<string>) => {
  const key = rule(value);
  if (key !== null) context.addIssue({ code: 'custom', message: key });
};

/** The document's form of a domain pattern that the server applies after trimming the text. */
const trimmedPattern = (pattern: RegExp) => String.raw`^\s*(?:${pattern.source.slice(1, -1)})\s*$`;

/** The contact person's name: letters joined by spaces, hyphens, apostrophes, dots; 50 at most. */
export const personNameSchema = plainTextSchema()
  .superRefine(checkedBy(validateName))
  .meta({ pattern: trimmedPattern(NAME_PATTERN), maxLength: NAME_MAX });

/** Where the fiscal receipt goes: required, an address, 100 characters at most. */
export const receiptEmailSchema = z
  .string()
  .trim()
  .superRefine(checkedBy(validateReceiptEmail))
  .meta({ pattern: trimmedPattern(EMAIL_PATTERN), maxLength: EMAIL_MAX });

/**
 * The contact's email on an order: empty, or an address of 100 characters at most. Paid online it
 * is required (orderEmailRule), since the payment's receipt is sent there.
 */
export const orderEmailSchema = z
  .string()
  .trim()
  .superRefine(checkedBy((value) => validateOrderEmail(value, false)))
  .meta({ pattern: String.raw`^\s*(?:${EMAIL_PATTERN.source.slice(1, -1)})?\s*$`, maxLength: EMAIL_MAX });

/** The JSON Schema of orderEmailRule, for the API's document: paid online, the email is not empty. */
export const ORDER_EMAIL_RULE_SCHEMA = {
  if: { properties: { payType: { const: 'CARD_ONLINE' } }, required: ['payType'] },
  then: {
    properties: {
      person: { type: 'object', properties: { email: { type: 'string', pattern: String.raw`\S` } } },
    },
  },
};

/** Paid online, the receipt needs an email: refused under person.email with the receipt's message. */
export const orderEmailRule = (
  value: { payType?: string | null; person: { email: string } },
  context: z.core.$RefinementCtx<unknown>,
): void => {
  if (
    validateOrderEmail(value.person.email, value.payType === 'CARD_ONLINE') !==
    VALIDATION_KEYS.receiptEmailRequired
  )
    return;
  context.addIssue({
    code: 'custom',
    path: ['person', 'email'],
    message: VALIDATION_KEYS.receiptEmailRequired,
  });
};

/** The address's details (apartment, entrance, floor, intercom, comment) and the order comment. */
export const shortTextSchema = plainTextSchema()
  .superRefine(checkedBy(validateFreeText))
  .meta({ maxLength: COMMENT_MAX });

/** A promo code as typed; the server decides whether it exists. */
export const promoCodeSchema = z
  .string()
  .trim()
  .superRefine(checkedBy(validateFreeText))
  .meta({ maxLength: COMMENT_MAX });

/** The code from the SMS: six digits. */
export const smsCodeSchema = z
  .string()
  .trim()
  .superRefine(checkedBy(validateSmsCode))
  .meta({ pattern: `^\\s*\\d{${SMS_CODE_LENGTH}}\\s*$` });

/**
 * A phone number as the customer types it ('8 (916) 123-45-01'), valid by libphonenumber's plans.
 * Forms only: requests carry the number in E.164 (primitives' phoneSchema), checked against the
 * same plans by the API with a 422, since no pattern in the document can say them.
 */
export const phoneAsTypedSchema = z.string().superRefine(checkedBy(validatePhone));
