// Russian texts are the spec's (§2) verbatim where it gives them; the spec gives the
// cart-empty confirmation only in English, so its Russian here is ours.
export const cartMessagesRu = {
  'cart.title': 'Корзина',
  'cart.checkout.title': 'Оформить заказ',
  'cart.positionsCount': '{count, plural, one {# блюдо} few {# блюда} many {# блюд} other {# блюда}}',
  'cart.personCount': '{count, plural, one {# персона} few {# персоны} many {# персон} other {# персоны}}',
  'cart.clear.question': 'Очистить корзину?',
  'cart.clear.confirm': 'Очистить',
  'cart.clear.cancel': 'Отмена',
  'cart.clearForNewAddress.title': 'Упс!',
  'cart.clearForNewAddress.text':
    'Некоторые блюда не доставляются по новому адресу. Изменить адрес и очистить корзину?',
  'cart.clearForNewAddress.confirm': 'Ок',
  'cart.clearForNewAddress.cancel': 'Отмена',
} as const;
