import { describe, expect, it } from 'vitest';
import { minorUnits } from '../../src/brand';
import { createTranslator, messageRef, type Catalogues } from '../../src/i18n';
import { money } from '../../src/money';

const NBSP = '\u00a0';
const dishes = '{count, plural, one {# блюдо} few {# блюда} many {# блюд} other {# блюда}}';

const catalogues: Catalogues = {
  ru: {
    'cart.count': dishes,
    hello: 'Привет, {name}!',
    'only.ru': 'Только по-русски: {count, plural, one {# раз} few {# раза} many {# раз} other {# раза}}',
    hint: 'Ещё {amount} до доставки за {price}',
    free: 'Бесплатно',
    empty: '{count, plural, =0 {Корзина пуста} other {В корзине #}}',
  },
  en: {
    'cart.count': '{count, plural, one {# dish} other {# dishes}}',
    hello: 'Hello, {name}!',
    hint: '{amount} more for delivery at {price}',
    free: 'Free',
  },
  cnr: {
    // Written CLDR-style, with no 'many' branch: 'many' falls back to 'other'.
    'cart.count': '{count, plural, one {# jelo} few {# jela} other {# jela}}',
  },
};

describe('createTranslator', () => {
  const ru = createTranslator(catalogues, 'ru');
  const en = createTranslator(catalogues, 'en');
  const cnr = createTranslator(catalogues, 'cnr');

  it('interpolates named parameters', () => {
    expect(ru('hello', { name: 'Анна' })).toBe('Привет, Анна!');
    expect(en('hello', { name: 'Anna' })).toBe('Hello, Anna!');
  });

  it('picks Russian plural forms, teens included', () => {
    const forms = [0, 1, 2, 5, 11, 14, 21, 22, 25, 101, 111].map((count) => ru('cart.count', { count }));
    expect(forms).toEqual([
      '0 блюд',
      '1 блюдо',
      '2 блюда',
      '5 блюд',
      '11 блюд',
      '14 блюд',
      '21 блюдо',
      '22 блюда',
      '25 блюд',
      '101 блюдо',
      '111 блюд',
    ]);
    expect(ru('cart.count', { count: 1.5 })).toBe('1,5 блюда');
  });

  it('picks English plural forms', () => {
    expect([0, 1, 2, 21].map((count) => en('cart.count', { count }))).toEqual([
      '0 dishes',
      '1 dish',
      '2 dishes',
      '21 dishes',
    ]);
  });

  it("falls back to 'other' when the category has no branch", () => {
    expect([1, 3, 5, 11].map((count) => cnr('cart.count', { count }))).toEqual([
      '1 jelo',
      '3 jela',
      '5 jela',
      '11 jela',
    ]);
  });

  it('prefers an exact =N branch', () => {
    expect(ru('empty', { count: 0 })).toBe('Корзина пуста');
    expect(ru('empty', { count: 3 })).toBe('В корзине 3');
  });

  it('formats numbers in the locale', () => {
    expect(ru('cart.count', { count: 1000 })).toBe(`1${NBSP}000 блюд`);
    expect(en('cart.count', { count: 1000 })).toBe('1,000 dishes');
  });

  it('formats Money parameters in the locale', () => {
    const params = { amount: money(minorUnits(50000), 'RUB'), price: money(minorUnits(9900), 'RUB') };
    expect(ru('hint', params)).toBe(`Ещё 500${NBSP}₽ до доставки за 99${NBSP}₽`);
    expect(en('hint', params)).toBe('₽500 more for delivery at ₽99');
  });

  it('translates a MessageRef given as a parameter, and a MessageRef as the whole message', () => {
    const ref = messageRef('hint', { amount: money(minorUnits(100), 'RUB'), price: messageRef('free') });
    expect(ru(ref)).toBe(`Ещё 1${NBSP}₽ до доставки за Бесплатно`);
    expect(en(ref)).toBe('₽1 more for delivery at Free');
  });

  it('falls back to Russian, with Russian plural rules, then to the key', () => {
    expect(en('only.ru', { count: 3 })).toBe('Только по-русски: 3 раза');
    expect(cnr('hello', { name: 'Ana' })).toBe('Привет, Ana!');
    expect(en('missing.key')).toBe('missing.key');
    expect(en('constructor')).toBe('constructor');
  });

  it('tells onMissing of a key no locale has, and reads texts added after it was made', () => {
    const texts: Catalogues = { ru: {}, en: {}, cnr: {} };
    const missing: string[] = [];
    const t = createTranslator(texts, 'en', (key) => missing.push(key));
    expect(t('later.text')).toBe('later.text');
    texts.ru['later.text'] = 'Позже';
    expect(t('later.text')).toBe('Позже');
    expect(missing).toEqual(['later.text']);
  });

  it('throws when a parameter is missing or a plural gets no number', () => {
    expect(() => ru('hello')).toThrow(/needs the parameter 'name'/);
    expect(() => ru('cart.count', { count: '3' })).toThrow(TypeError);
  });

  it('names the key of a message that cannot be parsed', () => {
    const broken = createTranslator({ ru: { 'bad.key': 'Привет, {name' }, en: {}, cnr: {} }, 'ru');
    expect(() => broken('bad.key', { name: 'x' })).toThrow(/'bad.key'/);
  });
});
