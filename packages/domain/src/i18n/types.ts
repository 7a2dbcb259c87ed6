import type { Money } from '../money';
import type { Locale } from '../types';

/** One locale's messages: dot-separated key → ICU-style message text. */
export type Messages = Record<string, string>;
export type Catalogues = Record<Locale, Messages>;

/**
 * A message to show, not yet translated: what domain functions return instead of text, so
 * the text and its money formatting are chosen at the edge, in the reader's locale.
 */
export interface MessageRef {
  key: string;
  params?: MessageParams;
}

/** Money is formatted in the translator's locale; a MessageRef is translated and inserted. */
export type MessageParam = string | number | Money | MessageRef;
export type MessageParams = Record<string, MessageParam>;

export const messageRef = (key: string, params?: MessageParams): MessageRef =>
  params === undefined ? { key } : { key, params };

export const isMessageRef = (value: unknown): value is MessageRef =>
  typeof value === 'object' && value !== null && typeof (value as Partial<MessageRef>).key === 'string';
