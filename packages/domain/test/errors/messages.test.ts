import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '../../src/errors';
import { createTranslator } from '../../src/i18n';
import { errorMessages } from '../../src/i18n/messages/errors';
import { LOCALES } from '../../src/types';

describe('errorMessages', () => {
  const keys = Object.values(ERROR_CATALOGUE).map((entry) => entry.messageKey);

  it('has a message for every catalogued code in every locale, and no strays', () => {
    for (const locale of LOCALES) {
      expect(Object.keys(errorMessages[locale]).sort(), locale).toEqual([...keys].sort());
    }
  });

  it("uses the spec's texts", () => {
    const ru = createTranslator(errorMessages, 'ru');
    expect(ru('error.code.common.request-failed')).toBe('Не удалось выполнить запрос');
    expect(ru('error.code.common.unknown')).toBe('Неизвестная ошибка');
    expect(ru('error.code.delivery.address-out-of-zone')).toBe('Адрес не входит в зону доставки');
    expect(createTranslator(errorMessages, 'en')('error.code.token.invalid')).toBe('Invalid token specified');
  });

  it('formats every message in every locale', () => {
    // The only parameter an error message takes: the sold-out dish, which the error item names.
    const params = { name: 'Unagi maki' };
    for (const locale of LOCALES) {
      const t = createTranslator(errorMessages, locale);
      for (const key of keys) expect(t(key, params), `${locale} ${key}`).not.toBe(key);
    }
    expect(createTranslator(errorMessages, 'ru')('error.code.person-order.sold-out', params)).toBe(
      'Нет в наличии: Unagi maki. Уберите его из корзины',
    );
  });
});
