// The installed storefront's texts in Montenegrin (their Russian in ru-pwa.ts).
import type { PwaMessageKey } from './ru-pwa';

export const cnrPwa: Record<PwaMessageKey, string> = {
  'pwa.offline': 'Nema mreže. Meni i korpa rade; narudžbu šaljemo kad se veza vrati.',
  'pwa.updateReady': 'Izašla je nova verzija sajta',
  'pwa.update': 'Osvježi',
};
