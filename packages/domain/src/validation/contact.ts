import { charCount, VALIDATION_KEYS, type ValidationKey } from './keys';
import { NAME_MAX, SMS_CODE_LENGTH } from './limits';

// Letters of any script (with their combining marks), joined by spaces, hyphens, apostrophes
// and dots: 'Анна-Мария', "O'Neil", 'Jr.', 'Đorđe'. Digits and other symbols are not a name.
const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u;

export const validateName = (raw: string): ValidationKey | null => {
  const name = raw.trim();
  if (name === '') return VALIDATION_KEYS.nameRequired;
  if (charCount(name) > NAME_MAX) return VALIDATION_KEYS.nameTooLong;
  return NAME_PATTERN.test(name) ? null : VALIDATION_KEYS.nameInvalid;
};

// Pragmatic, like the browser's type=email: one @, no spaces, a dot in the domain, a top-level
// label of two or more characters. The mail server has the last word.
const EMAIL_PATTERN = /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]{2,}$/u;

export const isEmail = (raw: string): boolean => EMAIL_PATTERN.test(raw.trim());

export const validateEmail = (raw: string): ValidationKey | null => {
  if (raw.trim() === '') return VALIDATION_KEYS.emailRequired;
  return isEmail(raw) ? null : VALIDATION_KEYS.emailInvalid;
};

/** The email a fiscal receipt is sent to: asked for with its own message. */
export const validateReceiptEmail = (raw: string): ValidationKey | null => {
  if (raw.trim() === '') return VALIDATION_KEYS.receiptEmailRequired;
  return isEmail(raw) ? null : VALIDATION_KEYS.emailInvalid;
};

/** SMS codes are six digits. */
export const validateSmsCode = (raw: string): ValidationKey | null => {
  const code = raw.trim();
  if (code === '') return VALIDATION_KEYS.smsCodeRequired;
  if (!/^\d+$/.test(code)) return VALIDATION_KEYS.numbersOnly;
  if (code.length < SMS_CODE_LENGTH) return VALIDATION_KEYS.smsCodeTooShort;
  return code.length > SMS_CODE_LENGTH ? VALIDATION_KEYS.invalidLength : null;
};
