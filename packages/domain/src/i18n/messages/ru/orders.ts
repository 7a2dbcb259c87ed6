// The order's statuses as the customer reads them, and the built-in test payment page (served by
// the API, so its texts live here next to the rules rather than in the storefront's catalogues).
export const orderMessagesRu = {
  'order.status.NEW': 'Заказ оформлен',
  'order.status.AWAITING_PAYMENT': 'Ожидает оплаты',
  'order.status.PAID': 'Оплачен',
  'order.status.PAYMENT_FAILED': 'Оплата не прошла',
  'order.status.ACCEPTED': 'Принят рестораном',
  'order.status.COOKING': 'Готовится',
  'order.status.ON_THE_WAY': 'Курьер в пути',
  'order.status.READY_FOR_PICKUP': 'Готов к выдаче',
  'order.status.DONE': 'Выполнен',
  'order.status.CANCELLED': 'Отменён',
  'payment.sandbox.title': 'Тестовая оплата',
  'payment.sandbox.notice': 'Это тестовая страница оплаты: деньги не списываются, данные карты не нужны.',
  'payment.sandbox.order': 'Заказ № {number}',
  'payment.sandbox.amount': 'К оплате',
  'payment.sandbox.approve': 'Оплатить',
  'payment.sandbox.decline': 'Отклонить платёж',
  'payment.sandbox.decided': 'Этот платёж уже обработан.',
  'payment.sandbox.back': 'Вернуться к заказу',
} satisfies Record<string, string>;
