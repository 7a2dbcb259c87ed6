import type { Catalogues } from '../types';

// Russian texts are the spec's (§2, §4, §8) verbatim; {amount}, {price} and {min} take Money,
// {price} may also take the 'delivery.cost.free' message.
export const deliveryMessages = {
  ru: {
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
  },
  en: {
    'delivery.conditions.title': 'Delivery conditions',
    'delivery.conditions.row': 'From {min}: delivery {price}',
    'delivery.conditions.rowFree': 'From {min}: free delivery',
    'delivery.order.minimum': 'Minimum order amount',
    'delivery.order.maximum': 'Maximum order amount',
    'delivery.hint.untilFree': '{amount} more for free delivery',
    'delivery.hint.untilPrice': '{amount} more for delivery at {price}',
    'delivery.hint.untilMinimum': '{amount} more to reach the minimum order amount',
    'delivery.cost.free': 'Free',
    'delivery.time.minutes': '{minutes} min',
  },
  cnr: {
    'delivery.conditions.title': 'Uslovi dostave',
    'delivery.conditions.row': 'Od {min} — dostava {price}',
    'delivery.conditions.rowFree': 'Od {min} — besplatna dostava',
    'delivery.order.minimum': 'Minimalni iznos narudžbe',
    'delivery.order.maximum': 'Maksimalni iznos narudžbe',
    'delivery.hint.untilFree': 'Još {amount} do besplatne dostave',
    'delivery.hint.untilPrice': 'Još {amount} do dostave za {price}',
    'delivery.hint.untilMinimum': 'Još {amount} do minimalnog iznosa narudžbe',
    'delivery.cost.free': 'Besplatno',
    'delivery.time.minutes': '{minutes} min',
  },
} as const satisfies Catalogues;

export type DeliveryMessageKey = keyof (typeof deliveryMessages)['ru'];
