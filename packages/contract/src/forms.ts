// The storefront's forms (spec §5), each a schema built of the API's own: the checkout's contacts
// are the order's contact person, the delivery form's details the order's place, the sign-in
// fields those of the sign-in calls. The storefront loads this entry when a form first checks a
// value (platform/forms), so zod stays out of every page's first load.
import { z } from './zod-setup';
import { PAY_TYPES } from '@nori/domain';
import {
  orderEmailRule,
  phoneAsTypedSchema,
  promoCodeSchema,
  shortTextSchema,
  smsCodeSchema,
} from './customer-fields';
import { contactPersonSchema, placeDetailsSchema } from './order-draft-schemas';

/**
 * The checkout (spec §3): the contact person with the phone as typed, the place's details, the
 * comment, and the pay type chosen beside them, which decides whether the email is required.
 */
export const checkoutFormSchema = z
  .object({
    person: contactPersonSchema.extend({ phone: phoneAsTypedSchema }),
    details: placeDetailsSchema,
    comment: shortTextSchema,
    payType: z.enum(PAY_TYPES).nullable(),
  })
  .superRefine(orderEmailRule);

/** The delivery tab of the location dialog: the address's details (the address itself is picked). */
export const deliveryDetailsFormSchema = z.object({ details: placeDetailsSchema });

export const phoneFormSchema = z.object({ phone: phoneAsTypedSchema });
export const smsCodeFormSchema = z.object({ code: smsCodeSchema });
export const promoCodeFormSchema = z.object({ code: promoCodeSchema });

export type CheckoutFormValues = z.input<typeof checkoutFormSchema>;
export type DeliveryDetailsFormValues = z.input<typeof deliveryDetailsFormSchema>;
export type PhoneFormValues = z.input<typeof phoneFormSchema>;
export type SmsCodeFormValues = z.input<typeof smsCodeFormSchema>;
export type PromoCodeFormValues = z.input<typeof promoCodeFormSchema>;
