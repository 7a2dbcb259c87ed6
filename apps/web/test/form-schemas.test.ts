import type { PhoneFormValues, PromoCodeFormValues, SmsCodeFormValues } from '@nori/contract/forms';
import { describe, expect, it } from 'vitest';
import { formResolver } from '../app/platform/forms/form-resolver';

const options = { fields: {}, shouldUseNativeValidation: false };

// The sign-in and promo forms (issue 22): what react-hook-form gets from the contract's schemas —
// a refused field's message is the domain's validation key, an accepted value the schema's output.
describe('the form resolver of the contract’s schemas', () => {
  it('keeps the phone as typed and refuses one no one can have', async () => {
    const phone = formResolver<PhoneFormValues>('phoneFormSchema');
    expect(await phone({ phone: '8 (916) 123-45-01' }, undefined, options)).toEqual({
      values: { phone: '8 (916) 123-45-01' },
      errors: {},
    });
    const empty = await phone({ phone: '' }, undefined, options);
    expect(empty.errors.phone?.message).toBe('validation.phone.required');
    const short = await phone({ phone: '+7 900 12' }, undefined, options);
    expect(short.errors.phone?.message).toBe('validation.phone.invalid');
  });

  it('trims the SMS code and asks for six digits', async () => {
    const code = formResolver<SmsCodeFormValues>('smsCodeFormSchema');
    expect((await code({ code: ' 123456 ' }, undefined, options)).values).toEqual({ code: '123456' });
    const short = await code({ code: '123' }, undefined, options);
    expect(short.errors.code?.message).toBe('validation.smsCode.tooShort');
  });

  it('trims the promo code and refuses one over 100 characters', async () => {
    const promo = formResolver<PromoCodeFormValues>('promoCodeFormSchema');
    const longest = 'P'.repeat(100);
    expect((await promo({ code: `  ${longest} ` }, undefined, options)).values).toEqual({ code: longest });
    const tooLong = await promo({ code: `${longest}P` }, undefined, options);
    expect(tooLong.errors.code?.message).toBe('validation.text.tooLong');
  });
});
