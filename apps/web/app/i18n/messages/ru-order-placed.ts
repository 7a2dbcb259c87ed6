// The placed order's words in Russian: change for cash (the checkout and the order's page) and when
// the order comes (the success dialog). Apart from ru-order-time.ts, which the cart loads first.
export const ruOrderPlaced = {
  'orderTime.changeFrom': 'Сдача с',
  'orderTime.changeFromHint': 'Оставьте пустым, если сдача не нужна',
  'orderTime.changeTooSmall': 'Сумма меньше суммы заказа ({total})',
  'orderTime.changeShown': 'Сдача с {amount}',
  'checkout.success.atDelivery': 'Привезём {when}.',
  'checkout.success.atPickup': 'Заказ будет готов {when}.',
} as const;
