// Russian texts are the spec's (§2) verbatim where it gives them; the spec gives the
// cart-empty confirmation only in English, so its Russian here is ours.
import { cartTitleMessagesRu } from './cart-title';

export const cartMessagesRu = {
  'cart.checkout.title': 'Оформить заказ',
  'cart.personCount': '{count, plural, one {# персона} few {# персоны} many {# персон} other {# персоны}}',
  'cart.clear.question': 'Очистить корзину?',
  'cart.clear.confirm': 'Очистить',
  'cart.clear.cancel': 'Отмена',
  'cart.clearForNewAddress.title': 'Упс!',
  'cart.clearForNewAddress.text':
    'Некоторые блюда не доставляются по новому адресу. Изменить адрес и очистить корзину?',
  'cart.clearForNewAddress.confirm': 'Ок',
  'cart.clearForNewAddress.cancel': 'Отмена',
  ...cartTitleMessagesRu,
} as const;
