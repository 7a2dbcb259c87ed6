// The English texts of cart.ts's area (its Russian in ../ru/cart.ts).
export const cartMessagesEn = {
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
} satisfies Record<string, string>;
