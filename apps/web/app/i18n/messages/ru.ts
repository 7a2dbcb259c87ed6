// The storefront's own texts in Russian, the default and fallback language (spec §9). The spec's
// texts are verbatim; the rest is ours. en.ts and cnr.ts must have exactly these keys and those of
// the features' Russian files (WebMessageKey): the shell's texts are here, in every page's first
// load; the features' are in ru-*.ts, added by the modules that show them.
import type { ruAge } from './ru-age';
import type { ruAuth } from './ru-auth';
import type { ruCart } from './ru-cart';
import type { ruCheckout } from './ru-checkout';
import type { ruDayOff } from './ru-day-off';
import type { ruHome } from './ru-home';
import type { ruLocation } from './ru-location';
import type { ruMenu } from './ru-menu';
import type { ruOrderPlaced } from './ru-order-placed';
import type { ruOrderTime } from './ru-order-time';
import type { ruOrders } from './ru-orders';
import type { ruRestos } from './ru-restos';
import type { ruSearch } from './ru-search';
import type { ruSeo } from './ru-seo';
import type { ruTerms } from './ru-terms';

export const ru = {
  'shell.skipToContent': 'Перейти к содержимому',
  'shell.home': 'На главную',
  'shell.openDrawer': 'Открыть меню',
  'shell.drawerTitle': 'Навигация',
  'shell.mainNav': 'Основная навигация',
  'shell.chooseAddress': 'Выберите адрес',
  'shell.pickupAt': 'Самовывоз: {address}',
  'shell.deliverTo': 'Адрес: {address}',
  'shell.cartButton': 'Корзина, {count, plural, one {# блюдо} few {# блюда} many {# блюд} other {# блюда}}',
  'shell.scrollToTop': 'Наверх',
  'shell.loading': 'Загрузка…',
  'shell.progress': 'Подождите, идёт загрузка',
  'nav.menu': 'Меню',
  'nav.promotions': 'Акции',
  'nav.restos': 'Заведения',
  'nav.delivery': 'Доставка',
  'nav.terms': 'Условия продажи',
  'locale.button': 'Язык: {name}',
  'locale.menu': 'Выбор языка',
  'locale.name.ru': 'Русский',
  'locale.name.en': 'English',
  'locale.name.cnr': 'Crnogorski',
  'footer.nav': 'Информация',
  'footer.customers': 'Покупателям',
  'footer.partners': 'Партнёрам',
  'footer.franchise': 'Франшиза',
  'footer.franchiseText': 'Откройте ресторан под нашим брендом',
  'footer.apps': 'Заказывайте в приложении',
  'footer.appStore': 'Загрузите в',
  'footer.googlePlay': 'Доступно в',
  'footer.support': 'Чат поддержки',
  'footer.supportText': 'Ответим в мессенджере с 10:00 до 23:00',
  'footer.infoLanguage': 'Информационные страницы — на русском языке',
  'footer.copyright': '© {year} {name}. Все права защищены.',
  'info.informaciya-dlya-klientov': 'Информация для клиентов',
  'info.unikalnye-preimushchestva': 'Уникальные преимущества',
  'info.pravila-prodazhi': 'Правила продажи',
  'info.postavshchikam': 'Поставщикам',
  'info.postavshchikam-uslug-i-produkcii': 'Поставщикам услуг и продукции',
  'info.sovmestnye-promo-akcii': 'Совместные промо-акции',
  'info.podarki-ot-partnerov': 'Подарки от партнёров',
  'info.dostavka': 'Доставка',
  'info.contents': 'Содержание',
  'info.russianOnly': 'Эта страница доступна только на русском языке.',
  'consent.text': 'Мы используем файлы cookie, чтобы сайт работал быстрее и удобнее.',
  'consent.label': 'Файлы cookie',
  'consent.accept': 'Принять',
  'consent.learnMore': 'Подробнее',
  'appBanner.title': 'Удобнее в приложении',
  'appBanner.text': 'Бонусы, история заказов и быстрый повтор',
  'appBanner.install': 'Установить',
  'appBanner.close': 'Скрыть баннер',
  'ui.close': 'Закрыть',
  'ui.confirm.headline': 'Подтвердить?',
  'ui.confirm.ok': 'Ок',
  'ui.confirm.cancel': 'Отмена',
  'ui.imageUnavailable': 'Изображение недоступно',
  'boot.errorTitle': 'Не удалось загрузить данные',
  'boot.errorServer': 'Сервер не смог ответить. Попробуйте ещё раз чуть позже.',
  'boot.errorStatus': 'Код ошибки: {status}',
  'boot.retry': 'Повторить',
  'error.title': 'Что-то пошло не так',
  'error.text': 'Страница не загрузилась. Попробуйте обновить её.',
  'error.retry': 'Обновить страницу',
  'error.home': 'На главную',
  'bootloader.title': 'Адрес',
  'bootloader.chooseCity': 'Выберите город',
  'bootloader.city': 'Город: {name}',
  'bootloader.pickupPoints': 'Точки самовывоза',
  'menu.title': 'Меню',
  'menu.emptyTitle': 'Меню готовится',
  'menu.emptyText': 'Скоро здесь появятся блюда, фото и цены выбранного заведения.',
  'auth.signIn': 'Войти',
  'auth.signOut': 'Выйти',
  'cartPage.emptyText': 'Добавьте блюда из меню — они появятся здесь.',
  'auth.myOrders': 'Мои заказы',
  // Menu, position cards and layer, cart summary, restaurant details (features/menu, cart, restos)
  'menu.inCartNamed': '«{name}» в корзине',
  'menu.decrease': 'Убрать одну порцию: {name}',
  'menu.increase': 'Добавить ещё: {name}',
  'search.open': 'Поиск',
  // The menu switch's alert (features/menu) shares the location dialog's words.
  'location.cartAlert.title': 'Упс!',
  'location.cartAlert.remove': 'Убрать и продолжить',
} as const;

export type WebMessageKey =
  | keyof typeof ru
  | keyof typeof ruAge
  | keyof typeof ruAuth
  | keyof typeof ruCart
  | keyof typeof ruCheckout
  | keyof typeof ruDayOff
  | keyof typeof ruHome
  | keyof typeof ruLocation
  | keyof typeof ruMenu
  | keyof typeof ruOrderTime
  | keyof typeof ruOrderPlaced
  | keyof typeof ruOrders
  | keyof typeof ruRestos
  | keyof typeof ruSearch
  | keyof typeof ruSeo
  | keyof typeof ruTerms;
