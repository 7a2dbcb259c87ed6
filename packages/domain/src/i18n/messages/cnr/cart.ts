// The Montenegrin texts of cart.ts's area (its Russian in ../ru/cart.ts).
export const cartMessagesCnr = {
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
} satisfies Record<string, string>;
