import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../src/i18n';
import { scheduleMessages } from '../../src/i18n/messages/schedule';
import { weeklySchedule } from '../../src/schedule';
import { availableFromMessage } from '../../src/time-slots';
import { LOCALES } from '../../src/types';
import { at, everyDay } from './fixtures';

describe('scheduleMessages', () => {
  it('has the same keys in every locale', () => {
    const russianKeys = Object.keys(scheduleMessages.ru).sort();
    for (const locale of LOCALES)
      expect(Object.keys(scheduleMessages[locale]).sort(), locale).toEqual(russianKeys);
  });

  it('names every day and label the weekly schedule asks for', () => {
    const rows = weeklySchedule(everyDay('00:00', '00:00', ['SUNDAY']), at('2024-01-01T12:00:00+03:00'));
    const keys = rows.flatMap((row) => [
      row.shortNameKey,
      row.longNameKey,
      ...(row.label.kind === 'hours' ? [] : [row.label.messageKey]),
    ]);
    for (const key of keys) expect(Object.hasOwn(scheduleMessages.ru, key), key).toBe(true);
    const t = createTranslator(scheduleMessages, 'ru');
    expect(t(rows[6]?.longNameKey ?? '')).toBe('Воскресенье');
    expect(t('schedule.roundTheClock')).toBe('Круглосуточно');
  });

  it('words "available from" with the time and the day', () => {
    const next = { weekday: 3, dayOfWeek: 'WEDNESDAY', start: '12:00', atMs: 0, daysAhead: 2 } as const;
    expect(createTranslator(scheduleMessages, 'ru')(availableFromMessage(next))).toBe(
      'Доступно с 12:00 (Ср)',
    );
    expect(createTranslator(scheduleMessages, 'en')(availableFromMessage(next))).toBe(
      'Available from 12:00 (Wed)',
    );
  });
});
