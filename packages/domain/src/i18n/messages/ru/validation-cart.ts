// The validation texts the cart shows from its own checks (an address missing or out of every
// zone, dishes that cannot be delivered): apart from validationMessagesRu, whose other texts (the
// forms' rules) load with the forms (issue 17: the cart's first load).
export const cartValidationMessagesRu = {
  'validation.address.required': 'Укажите адрес доставки',
  'validation.address.outOfZone': 'Адрес не входит в зону доставки',
  'validation.cart.dishesNotDeliverable': 'Доставка выбранных блюд по указанному адресу не осуществляется',
} satisfies Record<string, string>;
