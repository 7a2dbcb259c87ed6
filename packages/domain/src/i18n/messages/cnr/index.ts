// Every text of the domain in one language; the storefront loads English and Montenegrin only
// when a visitor chooses them (their bundles stay out of every page's first load).
import type { Messages } from '../../types';
import { cartMessagesCnr } from './cart';
import { deliveryMessagesCnr } from './delivery';
import { errorMessagesCnr } from './errors';
import { orderMessagesCnr } from './orders';
import { scheduleMessagesCnr } from './schedule';
import { validationMessagesCnr } from './validation';

export const domainMessagesCnr: Messages = {
  ...cartMessagesCnr,
  ...deliveryMessagesCnr,
  ...errorMessagesCnr,
  ...orderMessagesCnr,
  ...scheduleMessagesCnr,
  ...validationMessagesCnr,
};
