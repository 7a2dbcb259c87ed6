// The figures' periods on the device's calendar, and the office's CSV files.
import { describe, expect, it } from 'vitest';
import { periodRange } from '../src/figures/figures-period';
import { csvOf } from '../src/ui/csv';

const NOW = new Date(2026, 11, 7, 15, 30); // 7 December, 15:30 on this machine's clock

describe('periodRange', () => {
  it('covers whole days up to the end of today', () => {
    expect(periodRange('today', NOW)).toEqual({
      from: new Date(2026, 11, 7).toISOString(),
      to: new Date(2026, 11, 8).toISOString(),
    });
    expect(periodRange('yesterday', NOW)).toEqual({
      from: new Date(2026, 11, 6).toISOString(),
      to: new Date(2026, 11, 7).toISOString(),
    });
    expect(periodRange('week', NOW).from).toBe(new Date(2026, 11, 1).toISOString());
    expect(periodRange('month', NOW).from).toBe(new Date(2026, 11, 1).toISOString());
    expect(periodRange('month', new Date(2026, 0, 1, 0, 5)).from).toBe(new Date(2026, 0, 1).toISOString());
  });
});

describe('csvOf', () => {
  it('quotes what would break a cell and ends lines with CRLF', () => {
    expect(
      csvOf(
        ['Блюдо', 'Порций'],
        [
          ['Ролл "Дракон", острый', 3],
          ['Мисо', 12],
        ],
      ),
    ).toBe('Блюдо,Порций\r\n"Ролл ""Дракон"", острый",3\r\nМисо,12\r\n');
  });
});
