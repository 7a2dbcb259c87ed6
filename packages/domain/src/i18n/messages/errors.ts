import type { Catalogues } from '../types';

// One message per error code of spec §8, under the catalogue's message keys (src/errors).
// The general Russian texts are the spec's; it gives 'Invalid token specified' in English only.
export const errorMessages = {
  ru: {
    'error.code.delivery.order-sum-not-enough.range': 'Сумма заказа меньше минимальной',
    'error.code.delivery.order-sum-too-much.range':
      'Сумма заказа превышает максимальную. Разделите заказ на несколько',
    'error.code.delivery.address-out-of-zone': 'Адрес не входит в зону доставки',
    'error.code.person-order.position-not-found-in-resto': 'Блюдо не найдено в выбранном заведении',
    'error.code.person-order.position-not-available': 'Блюдо сейчас недоступно для заказа',
    'error.code.person-order.modifier-invalid': 'Выбраны недопустимые добавки к блюду',
    'error.code.person-order.idempotency-key-reused':
      'Этот заказ уже оформлен с другим составом. Обновите страницу',
    'error.code.person-order.in-progress': 'Заказ уже оформляется. Подождите несколько секунд',
    'error.code.order.invalid-transition': 'Заказ нельзя перевести в этот статус',
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
    'error.code.resto.not-taking-orders': 'Заведение сейчас не принимает заказы',
    'error.code.resto.api-key-invalid': 'Неверный ключ API заведения',
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
    'error.code.common.network': 'Ошибка сети при попытке получить данные. Проверьте подключение к интернету',
  },
  en: {
    'error.code.delivery.order-sum-not-enough.range': 'The order total is below the minimum',
    'error.code.delivery.order-sum-too-much.range':
      'The order total is above the maximum. Please split the order',
    'error.code.delivery.address-out-of-zone': 'The address is outside the delivery area',
    'error.code.person-order.position-not-found-in-resto':
      'The dish is not on the menu of the chosen restaurant',
    'error.code.person-order.position-not-available': 'The dish cannot be ordered right now',
    'error.code.person-order.modifier-invalid': 'Some of the chosen extras are not allowed for the dish',
    'error.code.person-order.idempotency-key-reused':
      'This checkout was already placed with a different cart. Please reload the page',
    'error.code.person-order.in-progress': 'The order is already being placed. Please wait a few seconds',
    'error.code.order.invalid-transition': 'The order cannot move to that status',
    'error.code.person-order.too-large':
      'The order is too large for one delivery: split it into several, or call the restaurant',
    'error.code.payment.unavailable':
      'Online payment is unavailable right now. Try again or choose another way to pay',
    'error.code.doesnt-support-delivery-online-pay':
      'The restaurant does not accept online payment for delivery',
    'error.code.doesnt-support-delivery-card-pay':
      'The restaurant does not accept card payment to the courier',
    'error.code.doesnt-support-delivery-cash-pay':
      'The restaurant does not accept cash payment to the courier',
    'error.code.doesnt-support-takeaway-online': 'The restaurant does not accept online payment for takeaway',
    'error.code.doesnt-support-takeaway-card-pay': 'The restaurant does not accept card payment for takeaway',
    'error.code.doesnt-support-takeaway-cash-pay': 'The restaurant does not accept cash payment for takeaway',
    'error.code.promo_code.not-found': 'Promo code not found',
    'error.code.promo_code.not-found-for-resto':
      'The promo code is not valid at the chosen restaurant. Please check the conditions',
    'error.code.promo_code.limit-exceed': 'The promo code has already been used',
    'error.code.promo_code.person-limit-exceed': 'You have used this promo code the maximum number of times',
    'error.code.promo_code.before-start': 'The promo code is not active yet',
    'error.code.promo_code.after-finish': 'The promo code has expired',
    'error.code.promo_code.invalid-delivery-type': 'The promo code is not valid for the chosen order type',
    'error.code.promo_code.not-active': 'The promo code is no longer valid',
    'error.code.promo_code.hour-not-active':
      'The promo code is unavailable at this hour. You can apply it later — check the schedule',
    'error.code.resto.not-taking-orders': 'The restaurant is not taking orders right now',
    'error.code.resto.api-key-invalid': "The restaurant's API key is invalid",
    'error.code.sign-in.code-already-sent':
      'The code has already been sent. A new code can be requested once every 90 seconds',
    'error.code.sign-in.wrong-code': 'Wrong SMS code',
    'error.code.sign-in.attempts-exhausted': 'No attempts left. Please try again in an hour',
    'error.code.sign-in.code-not-found': 'No code was found for this number. Please request a new one',
    'error.code.sign-in.sending-failed': 'Could not send the SMS. Please try again later',
    'error.code.token.invalid': 'Invalid token specified',
    'error.code.token.expired': 'Your session has expired. Please sign in again',
    'error.code.auth.forbidden': 'Access denied',
    'error.code.common.request-failed': 'The request failed',
    'error.code.common.unknown': 'Unknown error',
    'error.code.common.not-found': 'Not found',
    'error.code.common.bad-request': 'Bad request',
    'error.code.common.unavailable': 'The service is temporarily unavailable. Please try again later',
    'error.code.common.network': 'Network error when attempting to fetch resource.',
  },
  cnr: {
    'error.code.delivery.order-sum-not-enough.range': 'Iznos narudžbe je manji od minimalnog',
    'error.code.delivery.order-sum-too-much.range':
      'Iznos narudžbe je veći od maksimalnog. Podijelite narudžbu',
    'error.code.delivery.address-out-of-zone': 'Adresa nije u zoni dostave',
    'error.code.person-order.position-not-found-in-resto': 'Jelo nije pronađeno u izabranom restoranu',
    'error.code.person-order.position-not-available': 'Jelo trenutno nije dostupno za narudžbu',
    'error.code.person-order.modifier-invalid': 'Izabrani dodaci nijesu dozvoljeni za ovo jelo',
    'error.code.person-order.idempotency-key-reused':
      'Ova narudžba je već poslata s drugačijim sadržajem. Osvježite stranicu',
    'error.code.person-order.in-progress': 'Narudžba se već šalje. Sačekajte nekoliko sekundi',
    'error.code.order.invalid-transition': 'Narudžba ne može preći u taj status',
    'error.code.person-order.too-large':
      'Narudžba je prevelika za jednu dostavu: podijelite je na više njih ili pozovite restoran',
    'error.code.payment.unavailable':
      'Online plaćanje trenutno nije dostupno. Pokušajte ponovo ili izaberite drugi način plaćanja',
    'error.code.doesnt-support-delivery-online-pay': 'Restoran ne prima online plaćanje za dostavu',
    'error.code.doesnt-support-delivery-card-pay': 'Restoran ne prima plaćanje karticom dostavljaču',
    'error.code.doesnt-support-delivery-cash-pay': 'Restoran ne prima plaćanje gotovinom dostavljaču',
    'error.code.doesnt-support-takeaway-online': 'Restoran ne prima online plaćanje za preuzimanje',
    'error.code.doesnt-support-takeaway-card-pay': 'Restoran ne prima plaćanje karticom pri preuzimanju',
    'error.code.doesnt-support-takeaway-cash-pay': 'Restoran ne prima plaćanje gotovinom pri preuzimanju',
    'error.code.promo_code.not-found': 'Promo kod nije pronađen',
    'error.code.promo_code.not-found-for-resto': 'Promo kod ne važi u izabranom restoranu. Provjerite uslove',
    'error.code.promo_code.limit-exceed': 'Promo kod je već iskorišćen',
    'error.code.promo_code.person-limit-exceed':
      'Iskoristili ste ovaj promo kod najveći dozvoljeni broj puta',
    'error.code.promo_code.before-start': 'Promo kod još nije aktivan',
    'error.code.promo_code.after-finish': 'Promo kod je istekao',
    'error.code.promo_code.invalid-delivery-type': 'Promo kod ne važi za izabrani način preuzimanja',
    'error.code.promo_code.not-active': 'Promo kod više ne važi',
    'error.code.promo_code.hour-not-active':
      'Promo kod nije dostupan u ovo vrijeme. Možete ga primijeniti kasnije — provjerite raspored',
    'error.code.resto.not-taking-orders': 'Restoran trenutno ne prima narudžbe',
    'error.code.resto.api-key-invalid': 'API ključ restorana nije ispravan',
    'error.code.sign-in.code-already-sent':
      'Kod je već poslat. Novi kod možete zatražiti jednom u 90 sekundi',
    'error.code.sign-in.wrong-code': 'Pogrešan SMS kod',
    'error.code.sign-in.attempts-exhausted': 'Pokušaji su iskorišćeni. Pokušajte ponovo za sat vremena',
    'error.code.sign-in.code-not-found': 'Kod za ovaj broj nije pronađen. Zatražite novi kod',
    'error.code.sign-in.sending-failed': 'Slanje SMS-a nije uspjelo. Pokušajte kasnije',
    'error.code.token.invalid': 'Naveden je nevažeći token',
    'error.code.token.expired': 'Sesija je istekla. Prijavite se ponovo',
    'error.code.auth.forbidden': 'Pristup odbijen',
    'error.code.common.request-failed': 'Zahtjev nije uspio',
    'error.code.common.unknown': 'Nepoznata greška',
    'error.code.common.not-found': 'Nije pronađeno',
    'error.code.common.bad-request': 'Neispravan zahtjev',
    'error.code.common.unavailable': 'Servis je privremeno nedostupan. Pokušajte kasnije',
    'error.code.common.network': 'Greška mreže pri pokušaju preuzimanja podataka. Provjerite internet vezu',
  },
} satisfies Catalogues;
