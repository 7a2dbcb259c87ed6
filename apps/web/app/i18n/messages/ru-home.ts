// The home page's and the promotions' texts in Russian (features/home, promotions, the menus' cards).
// Apart from ru.ts: they load with the home chunk (vite.config.ts), not with every page (issue 17).
export const ruHome = {
  'home.title': 'Главная',
  'home.greeting': 'Свежие роллы рядом с вами',
  'home.lead': 'Готовим из охлаждённой рыбы и привозим горячим. Выберите, с чего начать.',
  'home.menusTitle': 'Меню',
  'home.promotionsTitle': 'Акции',
  'home.carouselPause': 'Пауза',
  'home.carouselPlay': 'Листать',
  'home.viewAll': 'Смотреть все',
  'home.restosLink': 'Наши заведения',
  'promotions.title': 'Акции',
  'promotions.emptyTitle': 'Акций пока нет',
  'promotions.emptyText': 'Загляните позже — мы регулярно придумываем новые предложения.',
  'promotions.until': 'До {date}',
  'promotion.title': 'Акция',
  'promotion.viewAll': 'Все акции',
  'promotion.emptyText': 'Подробности акции скоро появятся здесь.',
} as const;
