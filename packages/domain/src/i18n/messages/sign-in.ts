import type { Catalogues } from '../types';
import { signInMessagesCnr } from './cnr/sign-in';
import { signInMessagesEn } from './en/sign-in';
import { signInMessagesRu } from './ru/sign-in';

/** The API's own texts of signing in (the SMS): apart from domainMessages, which apps show. */
export const signInMessages = {
  ru: signInMessagesRu,
  en: signInMessagesEn,
  cnr: signInMessagesCnr,
} satisfies Catalogues;
