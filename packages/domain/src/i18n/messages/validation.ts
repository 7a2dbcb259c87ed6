import type { Catalogues } from '../types';
import { validationMessagesCnr } from './cnr/validation';
import { validationMessagesEn } from './en/validation';
import { validationMessagesRu } from './ru/forms/validation';

export const validationMessages = {
  ru: validationMessagesRu,
  en: validationMessagesEn,
  cnr: validationMessagesCnr,
} satisfies Catalogues;
