// The cart's name and dish count, which every page's header and cart summary show: apart from
// cartMessagesRu, whose other texts only the cart and the checkout show.
export const cartTitleMessagesRu = {
  'cart.title': 'Корзина',
  'cart.positionsCount': '{count, plural, one {# блюдо} few {# блюда} many {# блюд} other {# блюда}}',
} satisfies Record<string, string>;
