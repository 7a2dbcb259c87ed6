// The restaurants' pages' texts in Russian (features/restos). Apart from ru.ts: they load with
// those pages' chunks, not with every page (issue 17).
export const ruRestos = {
  'restos.title': 'Заведения',
  'restos.emptyTitle': 'Список заведений загружается',
  'restos.emptyText': 'Выберите город, чтобы увидеть адреса и часы работы.',
  'resto.title': 'О заведении',
  'resto.emptyText': 'Адрес, фото и часы работы заведения скоро появятся здесь.',
  'resto.toList': 'Все заведения',
  'resto.schedule': 'Часы работы',
  'resto.averageCheck': 'Средний чек',
  'resto.phones': 'Телефоны',
  'resto.emails': 'Почта',
  'resto.links': 'Ссылки',
} as const;
