import { formatMoney, type Locale, type MinorUnits } from '@nori/domain';

/** 'HH:MM' on this device's clock: a kitchen tablet keeps the restaurant's time. */
export const clockTime = (at: string | number, intl: string): string =>
  new Date(at).toLocaleTimeString(intl, { hour: '2-digit', minute: '2-digit', hour12: false });

export const money = (amount: MinorUnits, currency: string, locale: Locale): string =>
  formatMoney(amount, currency, locale);
