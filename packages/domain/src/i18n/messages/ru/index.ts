// Every text of the domain in one language; the storefront loads English and Montenegrin only
// when a visitor chooses them (their bundles stay out of every page's first load).
import type { Messages } from '../../types';
import { cartMessagesRu } from './cart';
import { deliveryMessagesRu } from './delivery';
import { errorMessagesRu } from './errors';
import { orderMessagesRu } from './orders';
import { scheduleMessagesRu } from './schedule';
import { validationMessagesRu } from './forms/validation';

export const domainMessagesRu: Messages = {
  ...cartMessagesRu,
  ...deliveryMessagesRu,
  ...errorMessagesRu,
  ...orderMessagesRu,
  ...scheduleMessagesRu,
  ...validationMessagesRu,
};
