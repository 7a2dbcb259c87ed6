// The closed restaurant's dialog in Russian (features/menu/day-off-dialog). Apart from ru.ts: it loads
// with the dialog's chunk, not with every page (issue 17).
export const ruDayOff = {
  'dayOff.title': 'Сейчас не принимаем заказы',
  'dayOff.text': '{name} сейчас не работает. Меню можно посмотреть, а заказать — в часы работы.',
  'dayOff.ok': 'Понятно',
  'dayOff.opens.today': 'Откроется сегодня в {time}.',
  'dayOff.opens.tomorrow': 'Откроется завтра в {time}.',
  'dayOff.opens.day': 'Откроется в {time} ({day}).',
  'dayOff.orderFor': 'Заказать {when}',
} as const;
