import { DEFAULT_LOCALE, type Locale } from '../types';
import { formatNodes } from './format-message';
import { parseMessage, type MessageNode } from './parse-message';
import type { Catalogues, MessageParams, MessageRef } from './types';

export interface Translate {
  (key: string, params?: MessageParams): string;
  (ref: MessageRef): string;
}

// Messages are parsed once per distinct text, whatever translator or locale asks.
const parsed = new Map<string, MessageNode[]>();
const parseCached = (key: string, text: string): MessageNode[] => {
  let nodes = parsed.get(text);
  if (nodes === undefined) {
    try {
      nodes = parseMessage(text);
    } catch (error) {
      throw new Error(`Message '${key}' cannot be parsed`, { cause: error });
    }
    parsed.set(text, nodes);
  }
  return nodes;
};

/**
 * t(key, params) in `locale`. A key missing from the locale falls back to Russian (written in
 * Russian, so formatted with Russian plural rules), then to the key itself, which onMissing hears of.
 */
export const createTranslator = (
  catalogues: Catalogues,
  locale: Locale,
  onMissing?: (key: string) => void,
): Translate => {
  const lookup = (key: string): { text: string; locale: Locale } | null => {
    // hasOwn: a key like 'constructor' must not find Object.prototype's.
    if (Object.hasOwn(catalogues[locale], key)) return { text: catalogues[locale][key] ?? key, locale };
    const fallback = catalogues[DEFAULT_LOCALE];
    return Object.hasOwn(fallback, key) ? { text: fallback[key] ?? key, locale: DEFAULT_LOCALE } : null;
  };

  const translate = (key: string, params: MessageParams = {}): string => {
    const found = lookup(key);
    if (found === null) {
      onMissing?.(key);
      return key;
    }
    return formatNodes(parseCached(key, found.text), {
      locale: found.locale,
      key,
      params,
      translate: (ref) => translate(ref.key, ref.params),
    });
  };

  function t(key: string, params?: MessageParams): string;
  function t(ref: MessageRef): string;
  function t(keyOrRef: string | MessageRef, params?: MessageParams): string {
    return typeof keyOrRef === 'string'
      ? translate(keyOrRef, params)
      : translate(keyOrRef.key, keyOrRef.params);
  }
  return t;
};
