import { formatMoneyValue, formatWholeNumber, INTL_LOCALES, isMoney } from '../money';
import type { Locale } from '../types';
import type { MessageNode } from './parse-message';
import { pluralCategory } from './plural';
import { isMessageRef, type MessageParam, type MessageParams, type MessageRef } from './types';

export interface FormatContext {
  /** The locale the message text is written in: it picks plural forms and number formats. */
  locale: Locale;
  /** The message key, for error messages. */
  key: string;
  params: MessageParams;
  /** Translates a MessageRef given as a parameter. */
  translate: (ref: MessageRef) => string;
}

const numberFormats = new Map<Locale, Intl.NumberFormat>();
const formatNumber = (value: number, locale: Locale): string => {
  const whole = formatWholeNumber(value, locale);
  if (whole !== null) return whole;
  let format = numberFormats.get(locale);
  if (format === undefined) {
    format = new Intl.NumberFormat(INTL_LOCALES[locale]);
    numberFormats.set(locale, format);
  }
  return format.format(value);
};

// Like FormatJS, a missing parameter throws: printing '{amount}' to a customer hides the bug.
const param = (name: string, context: FormatContext): MessageParam => {
  const value = context.params[name];
  if (value === undefined) throw new Error(`Message '${context.key}' needs the parameter '${name}'`);
  return value;
};

const formatParam = (value: MessageParam, context: FormatContext): string => {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return formatNumber(value, context.locale);
  if (isMoney(value)) return formatMoneyValue(value, context.locale);
  if (isMessageRef(value)) return context.translate(value);
  throw new TypeError(`Message '${context.key}' got a parameter it cannot format`);
};

const selectBranch = (
  branches: ReadonlyMap<string, MessageNode[]>,
  count: number,
  locale: Locale,
): MessageNode[] =>
  branches.get(`=${count}`) ?? branches.get(pluralCategory(locale, count)) ?? branches.get('other') ?? [];

export const formatNodes = (nodes: readonly MessageNode[], context: FormatContext, pound?: string): string =>
  nodes
    .map((node) => {
      switch (node.kind) {
        case 'text':
          return node.text;
        case 'pound':
          return pound ?? '#';
        case 'argument':
          return formatParam(param(node.name, context), context);
        case 'plural': {
          const count = param(node.name, context);
          if (typeof count !== 'number') {
            throw new TypeError(`Message '${context.key}' needs a number for '${node.name}'`);
          }
          const branch = selectBranch(node.branches, count, context.locale);
          return formatNodes(branch, context, formatNumber(count, context.locale));
        }
      }
    })
    .join('');
