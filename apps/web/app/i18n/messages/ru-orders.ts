// The orders' texts in Russian: an order's page and the history (features/orders). Apart from
// ru.ts: they load with those pages' chunks (issue 17).
export const ruOrders = {
  'orderPage.heading': 'Заказ',
  'orderPage.title': 'Заказ № {number}',
  'orderPage.status': 'Статус',
  'orderPage.pay': 'Оплатить {amount}',
  'orderPage.paymentFailed':
    'Оплата не прошла, деньги не списаны. Оплатите снова или выберите оплату при получении.',
  'orderPage.payAgain': 'Оплатить снова · {amount}',
  'orderPage.payOnReceipt': 'Оплатить при получении',
  'orderPage.lines': 'Состав заказа',
  'orderPage.where': 'Получение',
  'orderPage.pickup': 'Самовывоз',
  'orderPage.missing': 'Заказ не найден',
  'orderPage.signInTitle': 'Чтобы увидеть заказ, авторизуйтесь',
  'orderPage.signInText': 'Войдите по номеру телефона, с которым оформляли заказ.',
  'ordersPage.title': 'Мои заказы',
  'ordersPage.empty': 'Заказов пока нет',
  'ordersPage.emptyText': 'Здесь появятся ваши заказы, и любой из них можно будет повторить.',
  'ordersPage.more': 'Показать ещё',
  'ordersPage.again': 'Повторить',
  'ordersPage.changedTitle': 'Заказ изменился',
  'ordersPage.unavailable': 'Этого больше нет в меню, в корзину не добавлено: {names}.',
  'ordersPage.repriced': '{name}: цена изменилась, было {was}, теперь {now}',
  'ordersPage.nothingLeft': 'Ни одного блюда из этого заказа сейчас нет в меню.',
  'ordersPage.movedToTakeAway':
    'Заказ был с доставкой, а сейчас выбран самовывоз ({address}): блюда взяты из меню самовывоза.',
  'ordersPage.movedToDelivery':
    'Заказ был на самовывоз, а сейчас выбрана доставка: блюда взяты из меню доставки.',
  'ordersPage.toCart': 'Перейти в корзину',
  'ordersPage.close': 'Закрыть',
} as const;
