import type { Catalogues } from '../types';
import { cartMessagesCnr } from './cnr/cart';
import { cartMessagesEn } from './en/cart';
import { cartMessagesRu } from './ru/cart';

export const cartMessages = {
  ru: cartMessagesRu,
  en: cartMessagesEn,
  cnr: cartMessagesCnr,
} satisfies Catalogues;

export type CartMessageKey = keyof typeof cartMessagesRu;
