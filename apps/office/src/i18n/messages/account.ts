import { area } from '../area';

export const accountMessages = area(
  {
    'account.title': 'Мой профиль',
    'account.signed-in-as': '{name} · {email} · {role}',
    'totp.title': 'Вход по коду из приложения',
    'totp.enabled': 'Включён: при входе спрашиваем код из приложения.',
    'totp.disabled': 'Не настроен. С ним украденного пароля мало, чтобы войти.',
    'totp.start': 'Настроить',
    'totp.restart': 'Настроить заново',
    'totp.step-secret':
      'Добавьте аккаунт в приложение-аутентификатор (Google Authenticator, Яндекс Ключ, 1Password): введите ключ или откройте ссылку на этом устройстве.',
    'totp.secret': 'Ключ',
    'totp.link': 'Открыть в приложении',
    'totp.code': 'Код из приложения',
    'totp.confirm': 'Подтвердить',
    'totp.confirmed': 'Готово: теперь при входе спросим код',
    'totp.required-title': 'Настройте вход по коду из приложения',
    'totp.required-text':
      'Владелец требует для вашего аккаунта второй шаг входа. Без него кабинет не откроется.',
  },
  {
    'account.title': 'My account',
    'account.signed-in-as': '{name} · {email} · {role}',
    'totp.title': 'Sign-in codes from an app',
    'totp.enabled': 'On: sign-in asks for a code from your app.',
    'totp.disabled': 'Not set up. With it, a stolen password is not enough to sign in.',
    'totp.start': 'Set up',
    'totp.restart': 'Set up again',
    'totp.step-secret':
      'Add the account to an authenticator app (Google Authenticator, 1Password, …): type the key or open the link on this device.',
    'totp.secret': 'Key',
    'totp.link': 'Open in the app',
    'totp.code': 'Code from the app',
    'totp.confirm': 'Confirm',
    'totp.confirmed': 'Done: sign-in will ask for a code from now on',
    'totp.required-title': 'Set up sign-in codes from an app',
    'totp.required-text':
      'The owner requires a second sign-in step for your account. The office opens once it is set up.',
  },
  {
    'account.title': 'Moj profil',
    'account.signed-in-as': '{name} · {email} · {role}',
    'totp.title': 'Prijava kodom iz aplikacije',
    'totp.enabled': 'Uključeno: pri prijavi tražimo kod iz aplikacije.',
    'totp.disabled': 'Nije podešeno. Uz njega ukradena lozinka nije dovoljna za prijavu.',
    'totp.start': 'Podesi',
    'totp.restart': 'Podesi ponovo',
    'totp.step-secret':
      'Dodajte nalog u aplikaciju za autentifikaciju (Google Authenticator, 1Password …): unesite ključ ili otvorite link na ovom uređaju.',
    'totp.secret': 'Ključ',
    'totp.link': 'Otvori u aplikaciji',
    'totp.code': 'Kod iz aplikacije',
    'totp.confirm': 'Potvrdi',
    'totp.confirmed': 'Gotovo: od sada pri prijavi tražimo kod',
    'totp.required-title': 'Podesite prijavu kodom iz aplikacije',
    'totp.required-text':
      'Vlasnik zahtijeva drugi korak prijave za vaš nalog. Kancelarija se otvara kad ga podesite.',
  },
);
