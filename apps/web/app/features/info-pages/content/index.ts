import type { InfoPageContent, InfoSlug } from '../info-page-types';
import { dostavka, informaciyaDlyaKlientov, pravilaProdazhi, unikalnyePreimushchestva } from './customers';
import {
  podarkiOtPartnerov,
  postavshchikam,
  postavshchikamUslugIProdukcii,
  sovmestnyePromoAkcii,
} from './partners';

export const INFO_CONTENT: Readonly<Record<InfoSlug, InfoPageContent>> = {
  'informaciya-dlya-klientov': informaciyaDlyaKlientov,
  'unikalnye-preimushchestva': unikalnyePreimushchestva,
  'pravila-prodazhi': pravilaProdazhi,
  dostavka,
  postavshchikam,
  'postavshchikam-uslug-i-produkcii': postavshchikamUslugIProdukcii,
  'sovmestnye-promo-akcii': sovmestnyePromoAkcii,
  'podarki-ot-partnerov': podarkiOtPartnerov,
};
