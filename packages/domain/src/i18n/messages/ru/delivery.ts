// Russian texts are the spec's (§2, §4, §8) verbatim; {amount}, {price} and {min} take Money,
// {price} may also take the 'delivery.cost.free' message.
export const deliveryMessagesRu = {
  'delivery.conditions.title': 'Условия доставки',
  'delivery.conditions.row': 'От {min} — доставка {price}',
  'delivery.conditions.rowFree': 'От {min} — доставка бесплатно',
  'delivery.order.minimum': 'Минимальная сумма заказа',
  'delivery.order.maximum': 'Максимальная сумма заказа',
  'delivery.hint.untilFree': 'Ещё {amount} до бесплатной доставки',
  'delivery.hint.untilPrice': 'Ещё {amount} до доставки за {price}',
  'delivery.hint.untilMinimum': 'Ещё {amount} до минимальной суммы заказа',
  'delivery.cost.free': 'Бесплатно',
  'delivery.time.minutes': '{minutes} мин',
} as const;
