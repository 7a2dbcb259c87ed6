import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../src/i18n';
import { validationMessages } from '../../src/i18n/messages/validation';
import { LOCALES } from '../../src/types';
import { VALIDATION_KEYS } from '../../src/validation';

describe('validationMessages', () => {
  const keys = Object.values(VALIDATION_KEYS);

  it('has every key in every locale, and no strays', () => {
    for (const locale of LOCALES) {
      expect(Object.keys(validationMessages[locale]).sort(), locale).toEqual([...keys].sort());
    }
  });

  it('words the Russian messages as spec §5 does', () => {
    const t = createTranslator(validationMessages, 'ru');
    expect(t(VALIDATION_KEYS.phoneRequired)).toBe('Введите номер телефона');
    expect(t(VALIDATION_KEYS.phoneInvalid)).toBe('Укажите корректный номер');
    expect(t(VALIDATION_KEYS.smsCodeRequired)).toBe('Введите код из СМС');
    expect(t(VALIDATION_KEYS.smsCodeTooShort)).toBe('Слишком короткий SMS-код');
    expect(t(VALIDATION_KEYS.nameRequired)).toBe('Введите ваше имя');
    expect(t(VALIDATION_KEYS.nameTooLong)).toBe('Имя не должно превышать 50 символов');
    expect(t(VALIDATION_KEYS.nameInvalid)).toBe('Имя указано не корректно');
    expect(t(VALIDATION_KEYS.emailRequired)).toBe('Введите email');
    expect(t(VALIDATION_KEYS.emailInvalid)).toBe('Укажите корректный email');
    expect(t(VALIDATION_KEYS.receiptEmailRequired)).toBe('Укажите email для получения чека');
    expect(t(VALIDATION_KEYS.required)).toBe('Обязательное поле');
    expect(t(VALIDATION_KEYS.textTooLong)).toBe('Максимальная длина 100 символов');
    expect(t(VALIDATION_KEYS.addressChooseFromList)).toBe(
      'Выберите адрес из списка или укажите точку на карте',
    );
    expect(t(VALIDATION_KEYS.addressRequired)).toBe('Укажите адрес доставки');
    expect(t(VALIDATION_KEYS.addressOutOfZone)).toBe('Адрес не входит в зону доставки');
    expect(t(VALIDATION_KEYS.addressOutsideZone)).toBe('Указанный адрес находится вне зоны доставки');
    expect(t(VALIDATION_KEYS.addressNotFound)).toBe('Адрес не найден');
    expect(t(VALIDATION_KEYS.pickupPointRequired)).toBe('Выберите точку самовывоза');
    expect(t(VALIDATION_KEYS.pickupPointsNone)).toBe('Нет доступных пунктов самовывоза');
    expect(t(VALIDATION_KEYS.checkoutSignInRequired)).toBe('Чтобы оформить заказ, авторизуйтесь');
    expect(t(VALIDATION_KEYS.dishesNotDeliverable)).toBe(
      'Доставка выбранных блюд по указанному адресу не осуществляется',
    );
  });

  it("gives the ISO date message in the spec's English", () => {
    expect(createTranslator(validationMessages, 'en')(VALIDATION_KEYS.isoDate)).toBe(
      'Non ISO 8601 compliant date',
    );
  });

  it('fills the limit of a generic rule into {0} in every locale', () => {
    const issue = { key: VALIDATION_KEYS.maxLength, params: { 0: 20 } };
    expect(createTranslator(validationMessages, 'ru')(issue)).toBe('Максимальное количество символов: 20');
    expect(createTranslator(validationMessages, 'en')(issue)).toBe('Maximum length is 20');
    expect(createTranslator(validationMessages, 'cnr')(issue)).toBe('Najveći broj karaktera: 20');
  });
});
