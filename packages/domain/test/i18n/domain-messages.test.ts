import { describe, expect, it } from 'vitest';
import { createTranslator, domainMessages, ERROR_CATALOGUE, LOCALES } from '../../src';

describe('the domain message catalogue', () => {
  it('has an English and a Montenegrin text for every Russian message', () => {
    const russianKeys = Object.keys(domainMessages.ru).sort();
    for (const locale of LOCALES) expect(Object.keys(domainMessages[locale]).sort()).toEqual(russianKeys);
  });

  it('has a message for every error code of the catalogue', () => {
    for (const entry of Object.values(ERROR_CATALOGUE))
      expect(domainMessages.ru).toHaveProperty([entry.messageKey]);
  });

  it('translates a validation message with the spec text', () => {
    const t = createTranslator(domainMessages, 'ru');
    expect(t('validation.phone.required')).toBe('Введите номер телефона');
  });
});
