import type { Catalogues } from '../types';
import { scheduleMessagesCnr } from './cnr/schedule';
import { scheduleMessagesEn } from './en/schedule';
import { scheduleMessagesRu } from './ru/schedule';

export const scheduleMessages = {
  ru: scheduleMessagesRu,
  en: scheduleMessagesEn,
  cnr: scheduleMessagesCnr,
} satisfies Catalogues;
