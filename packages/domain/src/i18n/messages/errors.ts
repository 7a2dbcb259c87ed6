import type { Catalogues } from '../types';
import { errorMessagesCnr } from './cnr/errors';
import { errorMessagesEn } from './en/errors';
import { errorMessagesRu } from './ru/errors';

export const errorMessages = {
  ru: errorMessagesRu,
  en: errorMessagesEn,
  cnr: errorMessagesCnr,
} satisfies Catalogues;
