// The checkout's texts in Russian (features/checkout), a few shared with the orders. Apart from
// ru.ts: they load with those pages' chunks (issue 17).
export const ruCheckout = {
  'checkout.signInText': 'Войдите по номеру телефона — мы вернём вас к оформлению заказа.',
  'checkout.signIn': 'Войти',
  'checkout.contacts': 'Контакты',
  'checkout.name': 'Имя',
  'checkout.email': 'Email для чека',
  'checkout.phone': 'Телефон',
  'checkout.address': 'Адрес',
  'checkout.payType': 'Способ оплаты',
  'checkout.payType.CARD_ONLINE': 'Картой онлайн',
  'checkout.payType.CARD_UPON_RECEIPT': 'Картой при получении',
  'checkout.payType.CASH_UPON_RECEIPT': 'Наличными при получении',
  'checkout.comment': 'Комментарий',
  'checkout.commentLabel': 'Комментарий к заказу',
  'checkout.placing': 'Оформляем заказ…',
  'checkout.toPayment': 'Переходим к оплате…',
  'checkout.success.follow': 'Следить за заказом',
  'checkout.success.title': 'Ваш заказ принят',
  'checkout.success.number': 'Заказ № {number}',
  'checkout.success.callDelivery': 'Мы позвоним, чтобы уточнить детали заказа и время доставки.',
  'checkout.success.callPickup':
    'Мы позвоним, чтобы уточнить детали заказа и время, когда его можно забрать.',
} as const;
