// The installed storefront's texts in English (their Russian in ru-pwa.ts).
import type { PwaMessageKey } from './ru-pwa';

export const enPwa: Record<PwaMessageKey, string> = {
  'pwa.offline': 'No connection. The menu and the cart work; the order goes once you are back online.',
  'pwa.updateReady': 'A new version of the site is out',
  'pwa.update': 'Update',
};
