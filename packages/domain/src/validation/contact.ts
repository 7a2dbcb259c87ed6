import { charCount, VALIDATION_KEYS, type ValidationKey } from './keys';
import { EMAIL_MAX, NAME_MAX, SMS_CODE_LENGTH } from './limits';

// Letters of any script (with their combining marks), joined by spaces, hyphens, apostrophes
// and dots: 'Анна-Мария', "O'Neil", 'Jr.', 'Đorđe'. Digits and other symbols are not a name.
// Exported for the API's document, which states the same rule as a pattern.
export const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u;

export const validateName = (raw: string): ValidationKey | null => {
  const name = raw.trim();
  if (name === '') return VALIDATION_KEYS.nameRequired;
  if (charCount(name) > NAME_MAX) return VALIDATION_KEYS.nameTooLong;
  return NAME_PATTERN.test(name) ? null : VALIDATION_KEYS.nameInvalid;
};

// Pragmatic, like the browser's type=email: one @, no spaces, a dot in the domain, a top-level
// label of two or more characters. The mail server has the last word. Characters that show
// nothing (controls, unpaired surrogates, bidi overrides and isolates) are no part of an address.
const UNSEEN = String.raw`\p{Cc}\p{Cs}\u202A-\u202E\u2066-\u2069`;
export const EMAIL_PATTERN = new RegExp(
  String.raw`^[^\s@${UNSEEN}]+@(?:[^\s@.${UNSEEN}]+\.)+[^\s@.${UNSEEN}]{2,}$`,
  'u',
);

export const isEmail = (raw: string): boolean => EMAIL_PATTERN.test(raw.trim());

/** The email a fiscal receipt is sent to: asked for with its own message. */
export const validateReceiptEmail = (raw: string): ValidationKey | null => {
  if (raw.trim() === '') return VALIDATION_KEYS.receiptEmailRequired;
  if (charCount(raw.trim()) > EMAIL_MAX) return VALIDATION_KEYS.textTooLong;
  return isEmail(raw) ? null : VALIDATION_KEYS.emailInvalid;
};

/**
 * The contact's email on an order: the receipt of an online payment goes there, so then it is
 * asked for ('Укажите email для получения чека'); paid on receipt it may stay empty (issue 34),
 * and one given must still be an address.
 */
export const validateOrderEmail = (raw: string, paidOnline: boolean): ValidationKey | null =>
  raw.trim() === '' && !paidOnline ? null : validateReceiptEmail(raw);

/** SMS codes are six digits. */
export const validateSmsCode = (raw: string): ValidationKey | null => {
  const code = raw.trim();
  if (code === '') return VALIDATION_KEYS.smsCodeRequired;
  if (!/^\d+$/.test(code)) return VALIDATION_KEYS.numbersOnly;
  if (code.length < SMS_CODE_LENGTH) return VALIDATION_KEYS.smsCodeTooShort;
  return code.length > SMS_CODE_LENGTH ? VALIDATION_KEYS.invalidLength : null;
};
