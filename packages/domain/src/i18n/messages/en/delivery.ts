// The English texts of delivery.ts's area (its Russian in ../ru/delivery.ts).
export const deliveryMessagesEn = {
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
} satisfies Record<string, string>;
