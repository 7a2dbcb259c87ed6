// The menu page's and the dish layer's texts in Russian (features/menu, the cart's summary bar
// under the menu). Apart from ru.ts: they load with the menu's chunk (vite.config.ts), not with
// every page (issue 17: the cart's first load).
export const ruMenu = {
  'menu.toHome': 'На главную',
  'position.title': 'Блюдо',
  'position.emptyText': 'Описание, состав и добавки блюда скоро появятся здесь.',
  'menu.otherGroup': 'Прочее',
  'menu.switchAlert': 'Нет в меню «{menu}»: {dishes}. Убрать их из корзины и перейти?',
  'menu.menusNav': 'Меню заведения',
  'menu.groupsNav': 'Разделы меню',
  'menu.add': 'Добавить',
  'menu.addNamed': 'Добавить «{name}» в корзину',
  'menu.addLater.today': 'К {time}',
  'menu.addLater.tomorrow': 'На завтра к {time}',
  'menu.addLater.day': 'На {day} к {time}',
  'menu.choose': 'Выбрать',
  'menu.chooseMore': 'Ещё · в корзине {count}',
  'menu.unit.g': '{value} г',
  'menu.unit.pc': '{value} шт',
  'menu.unit.ml': '{value} мл',
  'menu.unit.cm': '{value} см',
  'menu.cookingLonger': 'Готовится дольше, 1,5 часа',
  'menu.unavailable': 'Сейчас недоступно',
  'menu.soldOut': 'Нет в наличии',
  'position.modifiers.exactly': 'выберите {count}',
  'position.modifiers.between': 'от {min} до {max}',
  'position.modifiers.upTo': 'до {count}',
  'position.modifiers.missing': 'Выберите: {groups}',
  'position.addFor': 'Добавить за {price}',
  'cartSummary.count':
    '{count, plural, =0 {Пока пусто} one {# блюдо} few {# блюда} many {# блюд} other {# блюда}}',
  'cartSummary.toCart': 'Перейти в корзину',
} as const;
