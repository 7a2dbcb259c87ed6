// 'к 19:30', 'завтра к 12:30', 'Чт, 26 ноября, к 12:30': a slot as words, on the restaurant's clock;
// and the hours a dish limited by time slots is sold, for the cart's mark.
import {
  DAY_LENGTH_SECONDS,
  dayOfWeekOf,
  formatDayAndMonth,
  formatTimeOfDay,
  isoDateOfDayNumber,
  isPositionAvailable,
  rangesForPosition,
  wallTimeAt,
  weekdayOfDayNumber,
  type Locale,
  type PositionId,
  type PositionTimeSlot,
  type Translate,
} from '@nori/domain';
import { addRussianTexts } from '../../i18n';
import { ruOrderTime } from '../../i18n/messages/ru-order-time';

// The Russian texts this module shows, added as it loads: before any of them is shown (i18n/catalogues).
addRussianTexts(ruOrderTime);

export const orderTimeWords = (
  t: Translate,
  locale: Locale,
  atMs: number,
  timezone: string,
  nowMs: number,
): string => {
  const at = wallTimeAt(timezone, atMs);
  const time = formatTimeOfDay(at.secondOfDay);
  const inDays = at.dayNumber - wallTimeAt(timezone, nowMs).dayNumber;
  if (inDays <= 0) return t('orderTime.when.today', { time });
  if (inDays === 1) return t('orderTime.when.tomorrow', { time });
  return t('orderTime.when.day', { time, ...dayParts(t, locale, at.dayNumber) });
};

/** 'Чт' and '26 ноября' of a day on the restaurant's calendar. */
export const dayParts = (t: Translate, locale: Locale, dayNumber: number) => ({
  day: t(`schedule.day.short.${dayOfWeekOf(weekdayOfDayNumber(dayNumber))}`),
  date: formatDayAndMonth(isoDateOfDayNumber(dayNumber), locale) ?? isoDateOfDayNumber(dayNumber),
});

/** '12:00–16:00' of the hours a dish limited by time slots is sold (its active ranges, once each). */
export const soldHoursText = (positionId: PositionId, timeSlots: readonly PositionTimeSlot[]): string => {
  const ranges = (rangesForPosition(positionId, timeSlots) ?? []).filter((range) => range.active);
  const texts = ranges.map(
    (range) =>
      `${formatTimeOfDay(range.start)}–${formatTimeOfDay(range.end % DAY_LENGTH_SECONDS || DAY_LENGTH_SECONDS)}`,
  );
  return [...new Set(texts)].join(', ');
};

/** The summary's line: 'Как можно скорее' or 'Ко времени: завтра к 12:30'. */
export const orderTimeSummary = (
  t: Translate,
  locale: Locale,
  view: { slot: { atMs: number } | null; timezone: string; nowMs: number },
): string =>
  view.slot === null
    ? t('orderTime.asap')
    : t('orderTime.requested', {
        time: orderTimeWords(t, locale, view.slot.atMs, view.timezone, view.nowMs),
      });

/** The cart's mark on a dish limited by time slots that is not sold at the chosen time; null when it is. */
export const notSoldAtText = (
  t: Translate,
  positionId: PositionId,
  timeSlots: readonly PositionTimeSlot[],
  view: { atMs: number; timezone: string } | null,
): string | null =>
  view === null || isPositionAvailable(positionId, timeSlots, view.atMs, view.timezone)
    ? null
    : t('orderTime.notSoldAt', { hours: soldHoursText(positionId, timeSlots) });
