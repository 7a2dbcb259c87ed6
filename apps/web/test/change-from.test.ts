// 'Сдача с' (issue 21): what a customer types, as minor units, and when it cannot be taken.
import { describe, expect, it } from 'vitest';
import { minorUnits } from '@nori/domain';
import { changeFromError, parseChangeFrom } from '../app/features/checkout/change-from';

describe('change from', () => {
  it('reads whole and decimal amounts with spaces or a comma, and empty as none', () => {
    expect(parseChangeFrom('5000')).toBe(500_000);
    expect(parseChangeFrom(' 5 000,50 ')).toBe(500_050);
    expect(parseChangeFrom('')).toBeNull();
    expect(parseChangeFrom('5e3')).toBe('invalid');
    expect(parseChangeFrom('-10')).toBe('invalid');
  });

  it('refuses more than the API takes (1,000,000.00), which the order would refuse', () => {
    expect(parseChangeFrom('1000000')).toBe(100_000_000);
    expect(parseChangeFrom('1000000,01')).toBe('invalid');
    expect(parseChangeFrom('21474837')).toBe('invalid');
  });

  it('refuses less than the total, and takes the total or more', () => {
    const total = minorUnits(98_820);
    expect(changeFromError('500', total, 'RUB', 'ru')).toMatchObject({ key: 'orderTime.changeTooSmall' });
    expect(changeFromError('988,20', total, 'RUB', 'ru')).toBeNull();
    expect(changeFromError('1000', total, 'RUB', 'ru')).toBeNull();
    expect(changeFromError('abc', total, 'RUB', 'ru')).toMatchObject({
      key: 'validation.rule.invalidFormat',
    });
  });
});
