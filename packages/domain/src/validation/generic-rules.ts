import type { MessageRef } from '../i18n/types';
import { isEmail } from './contact';
import { charCount, VALIDATION_KEYS } from './keys';

/**
 * The generic rule set of spec §5. A rule answers null or a message to show. Every rule but
 * `required` and `chooseAtLeastOne` passes an empty value, so rules compose: [required, maxLength(5)].
 */
export type Rule<T = string> = (value: T) => MessageRef | null;

const issue = (key: string, param?: string | number): MessageRef =>
  param === undefined ? { key } : { key, params: { 0: param } };
const check =
  (valid: (value: string) => boolean, key: string): Rule =>
  (value) =>
    value === '' || valid(value) ? null : issue(key);

export const required: Rule<string | null | undefined> = (value) =>
  value === null || value === undefined || value.trim() === '' ? issue(VALIDATION_KEYS.required) : null;

export const validEmail = check(isEmail, VALIDATION_KEYS.emailInvalid);
export const numbersOnly = check((value) => /^\d+$/.test(value), VALIDATION_KEYS.numbersOnly);
export const integersOnly = check((value) => /^[-+]?\d+$/.test(value), VALIDATION_KEYS.integersOnly);
export const uppercaseOnly = check((value) => !/\p{Ll}/u.test(value), VALIDATION_KEYS.uppercaseOnly);

export const maxLength =
  (max: number): Rule =>
  (value) =>
    charCount(value) > max ? issue(VALIDATION_KEYS.maxLength, max) : null;

export const minLength =
  (min: number): Rule =>
  (value) =>
    value !== '' && charCount(value) < min ? issue(VALIDATION_KEYS.minLength, min) : null;

/** The value must have one of these lengths (a card's 16 or 19 digits, an SMS code's 6). */
export const lengthOneOf =
  (...lengths: number[]): Rule =>
  (value) =>
    value !== '' && !lengths.includes(charCount(value)) ? issue(VALIDATION_KEYS.invalidLength) : null;

/** Names the first forbidden character found. */
export const excludedCharacters =
  (forbidden: string): Rule =>
  (value) => {
    const found = [...value].find((char) => forbidden.includes(char));
    return found === undefined ? null : issue(VALIDATION_KEYS.excludedCharacter, found);
  };

export const matchesFormat = (pattern: RegExp): Rule => {
  // A global or sticky pattern remembers lastIndex between test() calls; drop those flags.
  const stateless = new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
  return check((value) => stateless.test(value), VALIDATION_KEYS.invalidFormat);
};

export const chooseAtLeastOne: Rule<readonly unknown[]> = (values) =>
  values.length === 0 ? issue(VALIDATION_KEYS.chooseAtLeastOne) : null;

/** The first message of the rules that fail, in order, or null when the value passes them all. */
export const firstIssue = <T>(value: T, rules: readonly Rule<T>[]): MessageRef | null => {
  for (const rule of rules) {
    const found = rule(value);
    if (found !== null) return found;
  }
  return null;
};
