import type { Catalogues } from '../types';
import { orderMessagesCnr } from './cnr/orders';
import { orderMessagesEn } from './en/orders';
import { orderMessagesRu } from './ru/orders';

export const orderMessages = {
  ru: orderMessagesRu,
  en: orderMessagesEn,
  cnr: orderMessagesCnr,
} satisfies Catalogues;
