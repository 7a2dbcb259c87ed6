import { describe, expect, it } from 'vitest';
import { localizedText, localizeEntity, negotiateLocale } from '../../src/i18n/catalog-texts';

describe('catalog texts in the visitor language', () => {
  const dish = {
    id: 7,
    name: 'Филадельфия',
    description: 'Лосось, сыр',
    i18n: { en: { name: 'Philadelphia' }, cnr: { name: 'Filadelfija', description: 'Losos, sir' } },
  };

  it('translates field by field and falls back to Russian for a missing field', () => {
    expect(localizeEntity(dish, ['name', 'description'], 'en')).toEqual({
      id: 7,
      name: 'Philadelphia',
      description: 'Лосось, сыр',
    });
    expect(localizeEntity(dish, ['name', 'description'], 'cnr')).toEqual({
      id: 7,
      name: 'Filadelfija',
      description: 'Losos, sir',
    });
  });

  it('answers Russian, without the i18n map, in Russian or with no translations', () => {
    expect(localizeEntity(dish, ['name'], 'ru')).toEqual({
      id: 7,
      name: 'Филадельфия',
      description: 'Лосось, сыр',
    });
    expect(localizeEntity({ name: 'Роллы', i18n: null }, ['name'], 'en')).toEqual({ name: 'Роллы' });
    expect(localizedText('Роллы', { cnr: { name: 'Rolnice' } }, 'name', 'en')).toBe('Роллы');
    expect(localizedText('Роллы', { cnr: { name: 'Rolnice' } }, 'name', 'cnr')).toBe('Rolnice');
  });

  it('negotiates Accept-Language by primary subtag and weight, Russian otherwise', () => {
    expect(negotiateLocale('en-GB,en;q=0.9')).toBe('en');
    expect(negotiateLocale('de-DE, cnr;q=0.4, en;q=0.3')).toBe('cnr');
    expect(negotiateLocale('fr, de;q=0.5')).toBe('ru');
    expect(negotiateLocale('en;q=0, ru;q=0.1')).toBe('ru');
    expect(negotiateLocale(undefined)).toBe('ru');
    expect(negotiateLocale('EN')).toBe('en');
  });
});
