// The menu search's texts in Russian (features/menu/search-popup); its button's label stays in ru.ts.
// Apart from ru.ts: they load with the search's chunk, not with every page (issue 17).
export const ruSearch = {
  'search.title': 'Поиск по меню',
  'search.placeholder': 'Поиск',
  'search.back': 'Назад',
  'search.results': 'Найденные блюда',
  'search.hint': 'Начните вводить название блюда или ингредиент',
  'search.empty': 'Ничего не нашлось. Попробуйте другое слово',
} as const;
