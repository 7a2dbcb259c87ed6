import { mergeCatalogues } from '../merge-catalogues';
import { cartMessages } from './cart';
import { deliveryMessages } from './delivery';
import { errorMessages } from './errors';
import { orderMessages } from './orders';
import { scheduleMessages } from './schedule';
import { validationMessages } from './validation';

/** Every message the domain's rules refer to, in ru, en and cnr; apps merge their own on top. */
export const domainMessages = mergeCatalogues(
  cartMessages,
  deliveryMessages,
  errorMessages,
  orderMessages,
  scheduleMessages,
  validationMessages,
);
