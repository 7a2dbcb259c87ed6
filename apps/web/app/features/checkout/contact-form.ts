// The checkout's contact form (spec §3: name, email for receipt, phone, the place's details, order
// comment) checked by the domain's rules of spec §5. Pure, so the page only wires it up.
import {
  validateFreeText,
  validateName,
  validatePhone,
  validateReceiptEmail,
  type ValidationKey,
} from '@nori/domain';

export const PLACE_DETAILS = ['apartment', 'entrance', 'floor', 'intercom', 'comment'] as const;
export type PlaceDetail = (typeof PLACE_DETAILS)[number];

export interface ContactForm {
  name: string;
  email: string;
  phone: string;
  details: Record<PlaceDetail, string>;
  comment: string;
}

export type ContactField = 'name' | 'email' | 'phone' | 'comment' | `details.${PlaceDetail}`;

export const contactErrors = (form: ContactForm): Partial<Record<ContactField, ValidationKey>> => {
  const errors: Partial<Record<ContactField, ValidationKey>> = {};
  const add = (field: ContactField, error: ValidationKey | null) => {
    if (error) errors[field] = error;
  };
  add('name', validateName(form.name));
  add('email', validateReceiptEmail(form.email));
  add('phone', validatePhone(form.phone));
  add('comment', validateFreeText(form.comment));
  for (const detail of PLACE_DETAILS) add(`details.${detail}`, validateFreeText(form.details[detail]));
  return errors;
};
