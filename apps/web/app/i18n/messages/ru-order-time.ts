// Ordering for a time (issue 21) in Russian: 'Как можно скорее' or 'Ко времени', the day and the
// slot, the day-off dialog's offer. Part of ru.ts, apart to keep each file readable; the placed
// order's words (change for cash, when it comes) are in ru-order-placed.ts, not on the cart's first load.
export const ruOrderTime = {
  'orderTime.legend': 'Когда',
  'orderTime.asap': 'Как можно скорее',
  'orderTime.asapAt': 'Как можно скорее, около {time}',
  'orderTime.asapClosed': 'Как можно скорее — сейчас недоступно',
  'orderTime.scheduled': 'Ко времени',
  'orderTime.day': 'День',
  'orderTime.slot': 'Время',
  'orderTime.today': 'Сегодня',
  'orderTime.tomorrow': 'Завтра',
  'orderTime.dayOther': '{day}, {date}',
  'orderTime.full': '{time} — мест нет',
  'orderTime.none': 'Ближайшие дни заказ на время недоступен',
  'orderTime.when.today': 'к {time}',
  'orderTime.when.tomorrow': 'завтра к {time}',
  'orderTime.when.day': '{day}, {date}, к {time}',
  'orderTime.notSoldAt': 'Не продаётся в выбранное время: {hours}',
  'orderTime.requested': 'Ко времени: {time}',
} as const;
