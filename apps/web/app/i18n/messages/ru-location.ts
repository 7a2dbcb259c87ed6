// The location dialog's texts in Russian: delivery or take-away, the address, the zone
// (features/location). Part of ru.ts, apart to keep each file readable.
export const ruLocation = {
  'location.type': 'Способ получения',
  'location.delivery': 'Доставка',
  'location.takeAway': 'Самовывоз',
  'location.address': 'Адрес доставки',
  'location.apartment': 'Квартира/офис',
  'location.entrance': 'Подъезд',
  'location.floor': 'Этаж',
  'location.intercom': 'Домофон',
  'location.comment': 'Комментарий к адресу',
  'location.searchFailed': 'Не удалось найти адрес. Попробуйте ещё раз',
  'location.deliversFrom': 'Доставит {name}',
  'location.save': 'Сохранить',
  'location.noRestos': 'Нет привязанных заведений',
  'location.noMenus': 'В заведениях выбранного города нет меню',
  'location.noZones': 'Нет зон доставки',
  'location.deliveryUnpaid': 'Доставка сейчас недоступна: заведения не принимают за неё оплату.',
  'location.takeAwayUnpaid': 'Самовывоз сейчас недоступен: заведения не принимают за него оплату.',
  'location.houseConfirm.title': 'Подтвердите адрес',
  'location.houseConfirm.text':
    'Уточните номер дома для доставки. Если его нет на карте, уточните его в комментарии к заказу.',
  'location.houseConfirm.edit': 'Уточнить данные',
  'location.houseConfirm.continue': 'Продолжить без номера',
  'location.cartAlert.text':
    'Некоторые блюда не доставляются по новому адресу. Изменить адрес и очистить корзину?',
  'location.cartAlert.delivery':
    'Не доставляются по новому адресу: {dishes}. Убрать их из корзины и изменить адрес?',
  'location.cartAlert.takeAway':
    'Нет в самовывозе ({point}): {dishes}. Убрать их из корзины и выбрать этот пункт?',
  'location.opensAt': 'Закрыто, откроется в {time}',
  'location.opensOn': 'Закрыто, откроется {day} в {time}',
  'location.conditions.sum': 'Сумма заказа',
  'location.conditions.price': 'Доставка',
  'location.conditions.time': 'Время',
  'location.conditions.from': 'от {min}',
  'location.conditions.range': '{min} – {max}',
  'location.conditions.cost': '{cost}',
  'location.map.open': 'Выбрать на карте',
  'location.map.title': 'Карта',
  'location.map.confirm': 'Подтвердить',
  'location.map.pickHint': 'Выберите точку самовывоза на карте',
  'location.map.zoomIn': 'Приблизить',
  'location.map.zoomOut': 'Отдалить',
  'location.map.loadFailed': 'Не удалось загрузить карту. Попробуйте позже',
  'location.map.legend': 'Условные обозначения',
  'location.map.legendZone': 'Зона доставки',
  'location.map.legendResto': 'Заведение',
  'location.map.legendPoint': 'Выбранная точка',
} as const;

export type LocationMessageKey = keyof typeof ruLocation;
