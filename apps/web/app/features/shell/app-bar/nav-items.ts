import type { WebMessageKey } from '../../../i18n';

/** The main navigation, shared by the app bar's toolbar and the navigation drawer. */
export const NAV_ITEMS: ReadonlyArray<{ to: string; label: WebMessageKey; end?: boolean }> = [
  { to: '/', label: 'nav.menu', end: true },
  { to: '/promotions', label: 'nav.promotions' },
  { to: '/restos', label: 'nav.restos' },
  { to: '/dostavka', label: 'nav.delivery' },
];
