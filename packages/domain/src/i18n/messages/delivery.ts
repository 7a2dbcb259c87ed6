import type { Catalogues } from '../types';
import { deliveryMessagesCnr } from './cnr/delivery';
import { deliveryMessagesEn } from './en/delivery';
import { deliveryMessagesRu } from './ru/delivery';

export const deliveryMessages = {
  ru: deliveryMessagesRu,
  en: deliveryMessagesEn,
  cnr: deliveryMessagesCnr,
} satisfies Catalogues;

export type DeliveryMessageKey = keyof typeof deliveryMessagesRu;
