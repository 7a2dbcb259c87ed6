import type { MessageRef } from '../i18n/types';
import type { NextAvailability } from './availability';

/** "Available from 12:00", "… tomorrow from 12:00" or "… from 12:00 (Mon)", not yet translated. */
export const availableFromMessage = (next: NextAvailability): MessageRef => {
  if (next.daysAhead === 0) return { key: 'schedule.availableFrom.today', params: { time: next.start } };
  if (next.daysAhead === 1) return { key: 'schedule.availableFrom.tomorrow', params: { time: next.start } };
  return {
    key: 'schedule.availableFrom.day',
    params: { time: next.start, day: { key: `schedule.day.short.${next.dayOfWeek}` } },
  };
};
