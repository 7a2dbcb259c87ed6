// Every text of the domain in one language; the storefront loads English and Montenegrin only
// when a visitor chooses them (their bundles stay out of every page's first load).
import type { Messages } from '../../types';
import { cartMessagesEn } from './cart';
import { deliveryMessagesEn } from './delivery';
import { errorMessagesEn } from './errors';
import { orderMessagesEn } from './orders';
import { scheduleMessagesEn } from './schedule';
import { validationMessagesEn } from './validation';

export const domainMessagesEn: Messages = {
  ...cartMessagesEn,
  ...deliveryMessagesEn,
  ...errorMessagesEn,
  ...orderMessagesEn,
  ...scheduleMessagesEn,
  ...validationMessagesEn,
};
