// The error texts the cart states itself, from its own checks before the server is asked (a sum
// above the maximum, dishes the restaurant does not have): apart from errorMessagesRu, whose other
// texts load with the first failure a page shows (issue 17: the cart's first load).
export const cartCheckErrorMessagesRu = {
  'error.code.delivery.order-sum-too-much.range':
    'Сумма заказа превышает максимальную. Разделите заказ на несколько',
  'error.code.person-order.position-not-found-in-resto': 'Блюдо не найдено в выбранном заведении',
} satisfies Record<string, string>;
