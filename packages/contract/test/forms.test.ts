import { describe, expect, it } from 'vitest';
import { VALIDATION_KEYS } from '@nori/domain';
import { orderDraftSchema } from '../src';
import {
  checkoutFormSchema,
  deliveryDetailsFormSchema,
  phoneFormSchema,
  promoCodeFormSchema,
  smsCodeFormSchema,
} from '../src/forms';

const details = { apartment: '12', comment: '', entrance: '', floor: '', intercom: '' };
const checkout = {
  person: { name: 'Анна', email: 'anna@example.com', phone: '8 (916) 123-45-01' },
  details,
  comment: '',
  payType: 'CARD_ONLINE',
};

/** Each refused field's path with its message: the validation key the form translates. */
const refusals = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

// Issue 22: a form refuses exactly what the API refuses, by the same rule, so what the customer
// is told is the rule's own message and no field passes the form to fail at the server.
describe("the storefront's forms, on the API's schemas", () => {
  it('the checkout: the order’s contact person (phone as typed), the place’s details, the comment', () => {
    expect(checkoutFormSchema.safeParse(checkout).success).toBe(true);
    const refused = checkoutFormSchema.safeParse({
      person: { name: 'Анна 2', email: ' ', phone: '+7 (000) 000-00-00' },
      details: { ...details, intercom: '1'.repeat(101) },
      comment: 'к'.repeat(101),
      payType: 'CARD_ONLINE',
    });
    expect(refusals(refused)).toEqual({
      'person.name': VALIDATION_KEYS.nameInvalid,
      'person.email': VALIDATION_KEYS.receiptEmailRequired,
      'person.phone': VALIDATION_KEYS.phoneInvalid,
      'details.intercom': VALIDATION_KEYS.textTooLong,
      comment: VALIDATION_KEYS.textTooLong,
    });
  });

  it('the checkout asks for the email only when paid online, and checks one given however paid', () => {
    const paid = (payType: string, email: string) =>
      refusals(checkoutFormSchema.safeParse({ ...checkout, payType, person: { ...checkout.person, email } }));
    expect(paid('CARD_ONLINE', ' ')).toEqual({ 'person.email': VALIDATION_KEYS.receiptEmailRequired });
    expect(paid('CASH_UPON_RECEIPT', '')).toEqual({});
    expect(paid('CARD_UPON_RECEIPT', ' ')).toEqual({});
    expect(paid('CARD_UPON_RECEIPT', 'anna@')).toEqual({ 'person.email': VALIDATION_KEYS.emailInvalid });
  });

  it('the order asks for the email only when paid online, as the checkout does', () => {
    const draft = {
      deliveryType: 'TAKE_AWAY',
      restoId: 1,
      positions: [{ id: 1, count: 1, name: 'Ролл', price: 100, sum: 100 }],
      person: { ...checkout.person, email: '', phone: '+79161234501' },
    };
    expect(refusals(orderDraftSchema.safeParse({ ...draft, payType: 'CARD_ONLINE' }))).toEqual({
      'person.email': VALIDATION_KEYS.receiptEmailRequired,
    });
    expect(orderDraftSchema.safeParse({ ...draft, payType: 'CASH_UPON_RECEIPT' }).success).toBe(true);
    expect(orderDraftSchema.safeParse({ ...draft, payType: 'CARD_UPON_RECEIPT' }).success).toBe(true);
  });

  it('what the checkout form takes, the order takes (the phone in E.164, as the form sends it)', () => {
    const draft = {
      deliveryType: 'TAKE_AWAY',
      restoId: 1,
      payType: 'CASH_UPON_RECEIPT',
      positions: [{ id: 1, count: 1, name: 'Ролл', price: 100, sum: 100 }],
      person: { ...checkout.person, phone: '+79161234501' },
    };
    expect(orderDraftSchema.safeParse(draft).success).toBe(true);
    const named = (name: string) => ({ ...draft, person: { ...draft.person, name } });
    expect(refusals(orderDraftSchema.safeParse(named('Анна 2')))).toEqual({
      'person.name': VALIDATION_KEYS.nameInvalid,
    });
    expect(refusals(orderDraftSchema.safeParse({ ...draft, personCount: 100 }))).toHaveProperty(
      'personCount',
    );
  });

  it('the delivery details, the phone, the SMS code and the promo code', () => {
    expect(deliveryDetailsFormSchema.safeParse({ details }).success).toBe(true);
    expect(refusals(phoneFormSchema.safeParse({ phone: '' }))).toEqual({
      phone: VALIDATION_KEYS.phoneRequired,
    });
    expect(phoneFormSchema.safeParse({ phone: '+7 916 123-45-01' }).success).toBe(true);
    expect(refusals(smsCodeFormSchema.safeParse({ code: '12a' }))).toEqual({
      code: VALIDATION_KEYS.numbersOnly,
    });
    expect(refusals(smsCodeFormSchema.safeParse({ code: '12345' }))).toEqual({
      code: VALIDATION_KEYS.smsCodeTooShort,
    });
    expect(smsCodeFormSchema.parse({ code: ' 123456 ' })).toEqual({ code: '123456' });
    expect(promoCodeFormSchema.parse({ code: ' SUSHI ' })).toEqual({ code: 'SUSHI' });
    expect(refusals(promoCodeFormSchema.safeParse({ code: 'P'.repeat(101) }))).toEqual({
      code: VALIDATION_KEYS.textTooLong,
    });
  });
});
