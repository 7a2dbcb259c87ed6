// The vocabulary of the specification (spec §3, §4) shared by every other module.
export const DELIVERY_TYPES = ['DELIVERY', 'TAKE_AWAY'] as const;
/** The order types a customer can choose. ONLINE and TABLE exist only as menu flags. */
export type DeliveryType = (typeof DELIVERY_TYPES)[number];
/** For values read back from storage or a request. */
export const isDeliveryType = (value: unknown): value is DeliveryType =>
  DELIVERY_TYPES.some((type) => type === value);

export const PAY_TYPES = ['CARD_ONLINE', 'CARD_UPON_RECEIPT', 'CASH_UPON_RECEIPT'] as const;
export type PayType = (typeof PAY_TYPES)[number];

export const DAYS_OF_WEEK = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
] as const;
export type DayOfWeek = (typeof DAYS_OF_WEEK)[number];

export const MEASURE_UNITS = ['g', 'pc', 'ml', 'cm'] as const;
export type MeasureUnit = (typeof MEASURE_UNITS)[number];

export const LOCALES = ['ru', 'en', 'cnr'] as const;
export type Locale = (typeof LOCALES)[number];

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
export const DEFAULT_LOCALE: Locale = 'ru';

export const SIGN_IN_SOURCES = ['PHONE', 'APPLE', 'GOOGLE', 'VK'] as const;
export type SignInSource = (typeof SIGN_IN_SOURCES)[number];

export interface LatLng {
  lat: number;
  lng: number;
}

/** Per delivery mode: cardOnline is enabled when it is a non-empty string (the engine's account). */
export interface PayModeConfig {
  cardOnline: string;
  cardUponReceipt: boolean;
  cashUponReceipt: boolean;
}
export interface PayConfig {
  delivery: PayModeConfig;
  takeAway: PayModeConfig;
}

export interface MenuFlags {
  isDelivery: boolean;
  isOnline: boolean;
  isTable: boolean;
  isTakeAway: boolean;
}

/** One day of a restaurant's opening hours; open/close are 'HH:MM' or 'HH:MM:SS' local time. */
export interface OpeningHours {
  dayOfWeek: DayOfWeek;
  active: boolean;
  open: string;
  close: string;
}

export const DEFAULT_CURRENCY = 'RUB';
export const DEFAULT_TIMEZONE = '+03:00';
