import { describe, expect, it } from 'vitest';
import {
  chooseAtLeastOne,
  excludedCharacters,
  firstIssue,
  integersOnly,
  lengthOneOf,
  matchesFormat,
  maxLength,
  minLength,
  numbersOnly,
  required,
  uppercaseOnly,
  validEmail,
} from '../../src/validation';

describe('generic rules', () => {
  it('required refuses empty, blank and missing values', () => {
    for (const value of ['', '  ', null, undefined]) {
      expect(required(value)).toEqual({ key: 'validation.required' });
    }
    expect(required('x')).toBeNull();
  });

  it('format rules pass an empty value and judge the rest', () => {
    expect(validEmail('')).toBeNull();
    expect(validEmail('a@b')).toEqual({ key: 'validation.email.invalid' });
    expect(numbersOnly('0123')).toBeNull();
    expect(numbersOnly('12.5')).toEqual({ key: 'validation.rule.numbersOnly' });
    expect(integersOnly('-42')).toBeNull();
    expect(integersOnly('4.2')).toEqual({ key: 'validation.rule.integersOnly' });
    expect(uppercaseOnly('ABC-1Д')).toBeNull();
    expect(uppercaseOnly('ABc')).toEqual({ key: 'validation.rule.uppercaseOnly' });
  });

  it('length rules carry the limit as parameter {0}', () => {
    expect(maxLength(5)('12345')).toBeNull();
    expect(maxLength(5)('123456')).toEqual({ key: 'validation.rule.maxLength', params: { 0: 5 } });
    expect(minLength(3)('12')).toEqual({ key: 'validation.rule.minLength', params: { 0: 3 } });
    expect(minLength(3)('')).toBeNull();
    expect(lengthOneOf(4, 6)('12345')).toEqual({ key: 'validation.rule.invalidLength' });
    expect(lengthOneOf(4, 6)('123456')).toBeNull();
  });

  it('names the excluded character found', () => {
    expect(excludedCharacters('<>')('a<b>')).toEqual({
      key: 'validation.rule.excludedCharacter',
      params: { 0: '<' },
    });
    expect(excludedCharacters('<>')('ab')).toBeNull();
  });

  it('checks a format the same way on every call, even with a global pattern', () => {
    const postcode = matchesFormat(/^\d{6}$/g);
    expect(postcode('190000')).toBeNull();
    expect(postcode('190000')).toBeNull();
    expect(postcode('19000')).toEqual({ key: 'validation.rule.invalidFormat' });
  });

  it('asks to choose at least one', () => {
    expect(chooseAtLeastOne([])).toEqual({ key: 'validation.rule.chooseAtLeastOne' });
    expect(chooseAtLeastOne(['a'])).toBeNull();
  });

  it('firstIssue reports the first failing rule in order', () => {
    expect(firstIssue('', [required, maxLength(2)])).toEqual({ key: 'validation.required' });
    expect(firstIssue('abc', [required, maxLength(2), uppercaseOnly])).toMatchObject({
      key: 'validation.rule.maxLength',
    });
    expect(firstIssue('AB', [required, maxLength(2), uppercaseOnly])).toBeNull();
  });
});
