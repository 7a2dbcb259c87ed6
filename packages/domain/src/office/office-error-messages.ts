// The texts of the office's error codes in ru, en and cnr (office-errors.ts); the office app
// merges them into its catalogue, the API answers with the English ones.
import type { Catalogues } from '../i18n/types';

const ru = {
  'error.code.staff.unauthenticated': 'Войдите, чтобы продолжить',
  'error.code.staff.forbidden': 'Недостаточно прав',
  'error.code.staff.origin-mismatch': 'Запрос отклонён: он пришёл не со страницы кабинета',
  'error.code.staff.credentials-invalid': 'Неверная почта или пароль',
  'error.code.staff.totp-required': 'Введите код из приложения-аутентификатора',
  'error.code.staff.totp-invalid': 'Неверный код из приложения-аутентификатора',
  'error.code.staff.too-many-attempts': 'Слишком много неудачных попыток. Попробуйте позже',
  'error.code.staff.password-change-required': 'Сначала смените одноразовый пароль',
  'error.code.staff.totp-setup-required': 'Сначала настройте вход по коду из приложения',
  'error.code.staff.password-wrong': 'Текущий пароль указан неверно',
  'error.code.staff.totp-not-started': 'Сначала начните настройку кода',
  'error.code.staff.email-taken': 'Сотрудник с такой почтой уже есть',
  'error.code.staff.last-owner': 'Должен остаться хотя бы один активный владелец',
  'error.code.staff.resto-unknown': 'Такого ресторана нет в сети',
  'error.code.staff.not-found': 'Сотрудник не найден',
  'error.code.desk.ready-at-invalid': 'Время должно быть в будущем и не дальше трёх суток',
  'error.code.promo.code-taken': 'Такой промокод уже есть (регистр букв не важен)',
  'error.code.promo.not-found': 'Промокод не найден',
  'error.code.board.order-not-found': 'Заказ не найден',
  'error.code.discount.not-found': 'Скидка не найдена',
};

const en: Record<keyof typeof ru, string> = {
  'error.code.staff.unauthenticated': 'Please sign in to continue',
  'error.code.staff.forbidden': 'You do not have access to this',
  'error.code.staff.origin-mismatch': 'Request refused: it did not come from the office page',
  'error.code.staff.credentials-invalid': 'Wrong email or password',
  'error.code.staff.totp-required': 'Enter the code from your authenticator app',
  'error.code.staff.totp-invalid': 'Wrong code from the authenticator app',
  'error.code.staff.too-many-attempts': 'Too many failed attempts. Please try again later',
  'error.code.staff.password-change-required': 'Change your one-time password first',
  'error.code.staff.totp-setup-required': 'Set up sign-in codes from an authenticator app first',
  'error.code.staff.password-wrong': 'The current password is wrong',
  'error.code.staff.totp-not-started': 'Start setting up the code first',
  'error.code.staff.email-taken': 'A staff member with this email already exists',
  'error.code.staff.last-owner': 'At least one active owner must remain',
  'error.code.staff.resto-unknown': 'No such restaurant in the chain',
  'error.code.staff.not-found': 'Staff member not found',
  'error.code.desk.ready-at-invalid': 'The time must be in the future and at most three days ahead',
  'error.code.promo.code-taken': 'This promo code already exists (letter case does not matter)',
  'error.code.promo.not-found': 'Promo code not found',
  'error.code.board.order-not-found': 'Order not found',
  'error.code.discount.not-found': 'Discount not found',
};

const cnr: Record<keyof typeof ru, string> = {
  'error.code.staff.unauthenticated': 'Prijavite se da biste nastavili',
  'error.code.staff.forbidden': 'Nemate pristup ovome',
  'error.code.staff.origin-mismatch': 'Zahtjev je odbijen: nije došao sa stranice kancelarije',
  'error.code.staff.credentials-invalid': 'Pogrešna e-pošta ili lozinka',
  'error.code.staff.totp-required': 'Unesite kod iz aplikacije za autentifikaciju',
  'error.code.staff.totp-invalid': 'Pogrešan kod iz aplikacije za autentifikaciju',
  'error.code.staff.too-many-attempts': 'Previše neuspješnih pokušaja. Pokušajte kasnije',
  'error.code.staff.password-change-required': 'Prvo promijenite jednokratnu lozinku',
  'error.code.staff.totp-setup-required': 'Prvo podesite prijavu kodom iz aplikacije',
  'error.code.staff.password-wrong': 'Trenutna lozinka nije tačna',
  'error.code.staff.totp-not-started': 'Prvo započnite podešavanje koda',
  'error.code.staff.email-taken': 'Zaposleni sa ovom e-poštom već postoji',
  'error.code.staff.last-owner': 'Mora ostati bar jedan aktivni vlasnik',
  'error.code.staff.resto-unknown': 'Takav restoran ne postoji u lancu',
  'error.code.staff.not-found': 'Zaposleni nije pronađen',
  'error.code.desk.ready-at-invalid': 'Vrijeme mora biti u budućnosti i najviše tri dana unaprijed',
  'error.code.promo.code-taken': 'Ovaj promo kod već postoji (velika i mala slova se ne razlikuju)',
  'error.code.promo.not-found': 'Promo kod nije pronađen',
  'error.code.board.order-not-found': 'Narudžba nije pronađena',
  'error.code.discount.not-found': 'Popust nije pronađen',
};

export const officeErrorMessages = { ru, en, cnr } satisfies Catalogues;
