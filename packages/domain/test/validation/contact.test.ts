import { describe, expect, it } from 'vitest';
import {
  NAME_MAX,
  SMS_CODE_LENGTH,
  validateName,
  validateOrderEmail,
  validateReceiptEmail,
  validateSmsCode,
  VALIDATION_KEYS,
} from '../../src/validation';

describe('validateName', () => {
  it('accepts letters of any script with spaces, hyphens, apostrophes and dots', () => {
    for (const name of [
      'Анна',
      'Анна-Мария',
      "D'Artagnan",
      'O’Neil',
      'John Jr.',
      'Đorđe Vučić',
      'Zoë',
      '李小龙',
    ]) {
      expect(validateName(name), name).toBeNull();
    }
  });

  it('asks for a name when it is empty', () => {
    expect(validateName('')).toBe('validation.name.required');
    expect(validateName('   ')).toBe('validation.name.required');
  });

  it('allows 50 characters and refuses 51', () => {
    expect(NAME_MAX).toBe(50);
    expect(validateName('Я'.repeat(50))).toBeNull();
    expect(validateName('Я'.repeat(51))).toBe('validation.name.tooLong');
  });

  it('refuses digits, symbols and names that start with punctuation', () => {
    for (const name of ['Анна2', 'anna@mail', '<b>', '-Анна', '.', 'Анна 😀']) {
      expect(validateName(name), name).toBe('validation.name.invalid');
    }
  });
});

describe('validateReceiptEmail', () => {
  it('accepts ordinary addresses', () => {
    expect(validateReceiptEmail('ivan.petrov+food@mail.example.ru')).toBeNull();
    expect(validateReceiptEmail(' anna@почта.рф ')).toBeNull();
  });

  it('refuses addresses without one @, a domain dot, with spaces or with characters that show nothing', () => {
    for (const email of [
      'ivan',
      'ivan@',
      '@mail.ru',
      'ivan@mail',
      'ivan@@mail.ru',
      'iv an@mail.ru',
      'ivan@mail.r',
      'iv\u202Ean@mail.ru',
      'ivan\u0000@mail.ru',
    ]) {
      expect(validateReceiptEmail(email), email).toBe('validation.email.invalid');
    }
  });

  it('asks for the receipt email when empty, and refuses one over 100 characters', () => {
    expect(validateReceiptEmail(' ')).toBe('validation.email.receiptRequired');
    expect(validateReceiptEmail(`${'a'.repeat(93)}@mail.ru`)).toBe('validation.text.tooLong');
    expect(validateReceiptEmail('ivan@mail')).toBe('validation.email.invalid');
    expect(validateReceiptEmail('ivan@mail.ru')).toBeNull();
  });
});

describe('validateSmsCode', () => {
  it('takes six digits', () => {
    expect(SMS_CODE_LENGTH).toBe(6);
    expect(validateSmsCode('123456')).toBeNull();
  });

  it('asks for the code, says when it is too short, too long or not digits', () => {
    expect(validateSmsCode('')).toBe('validation.smsCode.required');
    expect(validateSmsCode('12345')).toBe('validation.smsCode.tooShort');
    expect(validateSmsCode('1234567')).toBe('validation.rule.invalidLength');
    expect(validateSmsCode('12a456')).toBe('validation.rule.numbersOnly');
  });
});

describe('validateOrderEmail', () => {
  it('asks for the email only when the receipt of an online payment goes there', () => {
    expect(validateOrderEmail(' ', true)).toBe(VALIDATION_KEYS.receiptEmailRequired);
    expect(validateOrderEmail('', false)).toBeNull();
    expect(validateOrderEmail('  ', false)).toBeNull();
  });

  it('refuses a given email that is no address, however the order is paid', () => {
    expect(validateOrderEmail('anna@', false)).toBe(VALIDATION_KEYS.emailInvalid);
    expect(validateOrderEmail('anna@example.com', false)).toBeNull();
    expect(validateOrderEmail('anna@example.com', true)).toBeNull();
  });
});
