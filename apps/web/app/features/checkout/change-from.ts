// 'Сдача с' for cash on receipt (issue 21): what the customer typed, in whole currency units
// ('5000' or '5 000,50'), as minor units; empty means no change is needed.
import {
  CHANGE_FROM_MAX,
  formatMoney,
  minorUnits,
  type Locale,
  type MessageRef,
  type MinorUnits,
} from '@nori/domain';
import { addRussianTexts } from '../../i18n';
import { validationMessagesRu } from '@nori/domain/messages/ru/validation';
import { ruOrderTime } from '../../i18n/messages/ru-order-time';

// The Russian texts this module shows, added as it loads: before any of them is shown (i18n/catalogues).
addRussianTexts(validationMessagesRu);
addRussianTexts(ruOrderTime);

export const parseChangeFrom = (text: string): MinorUnits | null | 'invalid' => {
  const cleaned = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (cleaned === '') return null;
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(cleaned)) return 'invalid';
  const amount = Math.round(Number(cleaned) * 100);
  return amount > CHANGE_FROM_MAX ? 'invalid' : minorUnits(amount);
};

/** A message when the amount cannot be taken: not a number, or less than the order total. */
export const changeFromError = (
  text: string,
  total: MinorUnits | null,
  currency: string,
  locale: Locale,
): MessageRef | null => {
  const amount = parseChangeFrom(text);
  if (amount === 'invalid') return { key: 'validation.rule.invalidFormat' };
  if (amount === null || total === null || amount >= total) return null;
  return { key: 'orderTime.changeTooSmall', params: { total: formatMoney(total, currency, locale) } };
};
