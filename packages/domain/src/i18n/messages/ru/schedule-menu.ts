// What a menu says of a dish not available now ("available from …"), with the short day names it
// uses: apart from scheduleMessagesRu, whose weekly-schedule texts only the restaurants' pages and
// the location dialog show.
export const scheduleMenuMessagesRu = {
  'schedule.day.short.MONDAY': 'Пн',
  'schedule.day.short.TUESDAY': 'Вт',
  'schedule.day.short.WEDNESDAY': 'Ср',
  'schedule.day.short.THURSDAY': 'Чт',
  'schedule.day.short.FRIDAY': 'Пт',
  'schedule.day.short.SATURDAY': 'Сб',
  'schedule.day.short.SUNDAY': 'Вс',
  'schedule.availableFrom.today': 'Доступно с {time}',
  'schedule.availableFrom.tomorrow': 'Доступно завтра с {time}',
  'schedule.availableFrom.day': 'Доступно с {time} ({day})',
} satisfies Record<string, string>;
