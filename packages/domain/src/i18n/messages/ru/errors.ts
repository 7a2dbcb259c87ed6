// One message per error code of spec §8, under the catalogue's message keys (src/errors).
// The general Russian texts are the spec's; it gives 'Invalid token specified' in English only.
import { cartCheckErrorMessagesRu } from './errors-cart-checks';
import { networkErrorMessagesRu } from './errors-network';

export const errorMessagesRu = {
  'error.code.delivery.order-sum-not-enough.range': 'Сумма заказа меньше минимальной',
  'error.code.delivery.address-out-of-zone': 'Адрес не входит в зону доставки',
  'error.code.person-order.position-not-available': 'Блюдо сейчас недоступно для заказа',
  'error.code.person-order.modifier-invalid': 'Выбраны недопустимые добавки к блюду',
  'error.code.person-order.sold-out': 'Нет в наличии: {name}. Уберите его из корзины',
  'error.code.person-order.idempotency-key-reused':
    'Этот заказ уже оформлен с другим составом. Обновите страницу',
  'error.code.person-order.in-progress': 'Заказ уже оформляется. Подождите несколько секунд',
  'error.code.person-order.phone-invalid': 'Такого номера телефона не бывает. Проверьте его',
  'error.code.person-order.too-many-open':
    'В этом ресторане уже ждут оплаты при получении несколько ваших заказов. Дождитесь их или оплатите онлайн',
  'error.code.order.invalid-transition': 'Заказ нельзя перевести в этот статус',
  'error.code.bonuses.not-enough':
    'Бонусов на счёте меньше, чем списывает заказ: их уже потратил другой заказ. Проверьте корзину ещё раз.',
  'error.code.bonuses.birth-date-already-set':
    'День рождения уже указан. Чтобы изменить его, обратитесь в поддержку',
  'error.code.bonuses.birth-date-invalid':
    'Проверьте дату рождения: она не может быть в будущем, раньше 1900 года или меньше 14 лет назад',
  'error.code.person-order.too-large':
    'Слишком большой заказ для одной доставки: разделите его на несколько или позвоните в ресторан',
  'error.code.payment.unavailable':
    'Онлайн-оплата сейчас недоступна. Попробуйте ещё раз или выберите другой способ оплаты',
  'error.code.doesnt-support-delivery-online-pay': 'Заведение не принимает онлайн-оплату при доставке',
  'error.code.doesnt-support-delivery-card-pay': 'Заведение не принимает оплату картой курьеру',
  'error.code.doesnt-support-delivery-cash-pay': 'Заведение не принимает оплату наличными курьеру',
  'error.code.doesnt-support-takeaway-online': 'Заведение не принимает онлайн-оплату при самовывозе',
  'error.code.doesnt-support-takeaway-card-pay': 'Заведение не принимает оплату картой при самовывозе',
  'error.code.doesnt-support-takeaway-cash-pay': 'Заведение не принимает оплату наличными при самовывозе',
  'error.code.promo_code.not-found': 'Промокод не найден',
  'error.code.promo_code.not-found-for-resto':
    'Промокод не действует в выбранном заведении. Проверьте условия акции',
  'error.code.promo_code.limit-exceed': 'Промокод уже использован',
  'error.code.promo_code.person-limit-exceed': 'Вы уже использовали этот промокод максимальное число раз',
  'error.code.promo_code.before-start': 'Промокод ещё не действует',
  'error.code.promo_code.after-finish': 'Срок действия промокода истёк',
  'error.code.promo_code.invalid-delivery-type': 'Промокод не действует для выбранного способа получения',
  'error.code.promo_code.not-active': 'Промокод больше не действует',
  'error.code.promo_code.hour-not-active':
    'Промокод недоступен в это время. Его можно применить позже — проверьте расписание акции',
  'error.code.order-time.past':
    'Это время уже прошло или наступит раньше, чем мы успеем приготовить заказ. Выберите время позже',
  'error.code.order-time.outside-hours': 'В это время заведение не принимает заказы. Выберите другое время',
  'error.code.order-time.beyond-horizon': 'На этот день заказ пока нельзя оформить',
  'error.code.order-time.slot-full': 'На это время заказов уже слишком много. Выберите другое время',
  'error.code.person-order.change-below-total': 'Сумма, с которой нужна сдача, меньше суммы заказа',
  'error.code.resto.not-taking-orders': 'Заведение сейчас не принимает заказы',
  'error.code.resto.api-key-invalid': 'Неверный ключ API заведения',
  'error.code.resto.paused': 'Заведение сейчас очень загружено: закажите на более позднее время',
  'error.code.sign-in.phone-invalid': 'Такого номера телефона не бывает. Проверьте его',
  'error.code.sign-in.code-already-sent': 'Код уже отправлен. Новый код можно запросить раз в 90 секунд',
  'error.code.sign-in.wrong-code': 'Неверный код из СМС',
  'error.code.sign-in.attempts-exhausted': 'Попытки исчерпаны. Повторите через час',
  'error.code.sign-in.code-not-found': 'Код для этого номера не найден. Запросите новый код',
  'error.code.sign-in.sending-failed': 'Не удалось отправить СМС. Попробуйте позже',
  'error.code.token.invalid': 'Указан недействительный токен',
  'error.code.token.expired': 'Сессия истекла. Войдите снова',
  'error.code.auth.forbidden': 'Доступ запрещён',
  'error.code.common.request-failed': 'Не удалось выполнить запрос',
  'error.code.common.unknown': 'Неизвестная ошибка',
  'error.code.common.not-found': 'Не найдено',
  'error.code.common.bad-request': 'Некорректный запрос',
  'error.code.common.unavailable': 'Сервис временно недоступен. Попробуйте позже',
  'error.code.common.too-many-requests': 'Слишком много запросов. Попробуйте чуть позже',
  ...cartCheckErrorMessagesRu,
  ...networkErrorMessagesRu,
} satisfies Record<string, string>;
