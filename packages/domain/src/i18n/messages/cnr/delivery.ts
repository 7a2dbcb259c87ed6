// The Montenegrin texts of delivery.ts's area (its Russian in ../ru/delivery.ts).
export const deliveryMessagesCnr = {
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
} satisfies Record<string, string>;
