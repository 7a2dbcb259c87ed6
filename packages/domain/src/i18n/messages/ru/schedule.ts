// Restaurant schedule and position availability texts (spec §3, §4). Keys are used by
// src/schedule (day names, labels) and by the storefront's "available from …" hints.
import { scheduleMenuMessagesRu } from './schedule-menu';

export const scheduleMessagesRu = {
  'schedule.day.long.MONDAY': 'Понедельник',
  'schedule.day.long.TUESDAY': 'Вторник',
  'schedule.day.long.WEDNESDAY': 'Среда',
  'schedule.day.long.THURSDAY': 'Четверг',
  'schedule.day.long.FRIDAY': 'Пятница',
  'schedule.day.long.SATURDAY': 'Суббота',
  'schedule.day.long.SUNDAY': 'Воскресенье',
  'schedule.roundTheClock': 'Круглосуточно',
  'schedule.dayOff': 'Выходной',
  'schedule.open': 'Открыто',
  'schedule.closed': 'Закрыто',
  'schedule.notTakingOrders': 'Сейчас заведение не принимает заказы',
  ...scheduleMenuMessagesRu,
} satisfies Record<string, string>;
