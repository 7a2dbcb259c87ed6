import { createTranslator } from '@nori/domain';
import { describe, expect, it } from 'vitest';
import { errorText } from '../app/features/auth/error-text';
import { currentCatalogues } from '../app/i18n';

const t = createTranslator(currentCatalogues(), 'ru');

describe('sign-in failures in the visitor’s language', () => {
  it('translates the SMS codes of the error catalogue (spec §8)', () => {
    const failure = Object.assign(new Error('Wrong code'), { code: 'sign-in.wrong-code', status: 400 });
    expect(errorText(failure, t)).toBe('Неверный код из СМС');
    expect(errorText({ code: 'sign-in.attempts-exhausted' }, t)).toBe(
      'Попытки исчерпаны. Повторите через час',
    );
  });

  it('shows the message of a failure without a known code', () => {
    expect(errorText(new Error('Номер уже привязан'), t)).toBe('Номер уже привязан');
  });

  it('says a network failure without a code in Russian, never the English of spec §8 (issue 34)', () => {
    const russian = 'Ошибка сети при попытке получить данные. Проверьте подключение к интернету';
    expect(errorText(new Error('Network error when attempting to fetch resource.'), t)).toBe(russian);
    expect(errorText(new TypeError('Failed to fetch'), t)).toBe(russian);
  });

  it('falls back to the general message', () => {
    expect(errorText(null, t)).toBe('Не удалось выполнить запрос');
  });
});
