import type { Catalogues } from '../types';

// Russian texts are the spec's (§2) verbatim where it gives them; the spec gives the
// cart-empty confirmation only in English, so its Russian here is ours.
export const cartMessages = {
  ru: {
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
  },
  en: {
    'cart.title': 'Cart',
    'cart.checkout.title': 'Checkout',
    'cart.positionsCount': '{count, plural, one {# dish} other {# dishes}}',
    'cart.personCount': '{count, plural, one {# person} other {# people}}',
    'cart.clear.question': 'Do you want to empty the cart?',
    'cart.clear.confirm': 'Empty',
    'cart.clear.cancel': 'Cancel',
    'cart.clearForNewAddress.title': 'Oops!',
    'cart.clearForNewAddress.text':
      'Some dishes are not delivered to the new address. Change the address and empty the cart?',
    'cart.clearForNewAddress.confirm': 'OK',
    'cart.clearForNewAddress.cancel': 'Cancel',
  },
  cnr: {
    'cart.title': 'Korpa',
    'cart.checkout.title': 'Završite narudžbu',
    'cart.positionsCount': '{count, plural, one {# jelo} few {# jela} many {# jela} other {# jela}}',
    'cart.personCount': '{count, plural, one {# osoba} few {# osobe} many {# osoba} other {# osobe}}',
    'cart.clear.question': 'Želite li da ispraznite korpu?',
    'cart.clear.confirm': 'Isprazni',
    'cart.clear.cancel': 'Otkaži',
    'cart.clearForNewAddress.title': 'Ups!',
    'cart.clearForNewAddress.text':
      'Neka jela se ne dostavljaju na novu adresu. Promijeniti adresu i isprazniti korpu?',
    'cart.clearForNewAddress.confirm': 'U redu',
    'cart.clearForNewAddress.cancel': 'Otkaži',
  },
} as const satisfies Catalogues;

export type CartMessageKey = keyof (typeof cartMessages)['ru'];
