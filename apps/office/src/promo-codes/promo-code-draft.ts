// A promo code's form as typed (strings, as the inputs hold them) and the settings it becomes.
// Checked here with the same rules the API and the catalog import apply (promoCodeProblems), so
// a refusal is shown beside its field in the staff member's language before anything is sent.
import { PROMO_CODE_BATCH_MAX, PROMO_CODE_PATTERN, promoCodeProblems, type DeliveryType } from '@nori/domain';
import type { OfficePromoCode, PromoCodeSettings } from '@nori/contract';

/** What a promo code and an automatic discount share, as typed. */
export interface OfferDraft {
  active: boolean;
  /** Every restaurant of the chain (restoIds null), or those chosen. */
  allRestos: boolean;
  restoIds: number[];
  deliveryTypes: DeliveryType[];
  kind: 'PERCENT' | 'FIXED';
  /** Percent as a whole number, or an amount like '150' or '99,50'. */
  value: string;
  hoursFrom: string;
  hoursTo: string;
}

export interface PromoCodeDraft extends OfferDraft {
  minOrderAmount: string;
  maxDiscountAmount: string;
  /** <input type="datetime-local">'s value, on this device's clock; '' for none. */
  startsAt: string;
  endsAt: string;
  usageLimit: string;
  perPersonLimit: string;
}

export type DraftField = keyof PromoCodeDraft | 'code' | 'prefix' | 'count';
/** A message key for each field with a problem. */
export type DraftErrors = Partial<Record<DraftField, string>>;

export const emptyDraft = (): PromoCodeDraft => ({
  active: true,
  allRestos: true,
  restoIds: [],
  deliveryTypes: ['DELIVERY', 'TAKE_AWAY'],
  kind: 'PERCENT',
  value: '',
  minOrderAmount: '',
  maxDiscountAmount: '',
  startsAt: '',
  endsAt: '',
  hoursFrom: '',
  hoursTo: '',
  usageLimit: '',
  perPersonLimit: '',
});

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as datetime-local's value on this device's clock. */
const localInput = (iso: string | null): string => {
  if (!iso) return '';
  const at = new Date(iso);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
};
/** Minor units as the amount a person types: '150', '99,50' (the locale's decimal mark is accepted either way). */
export const amountText = (minor: number | null): string =>
  minor === null ? '' : minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2);

export const draftOf = (code: OfficePromoCode): PromoCodeDraft => ({
  active: code.active,
  allRestos: code.restoIds === null,
  restoIds: code.restoIds ?? [],
  deliveryTypes: code.deliveryTypes,
  kind: code.kind,
  value: code.kind === 'PERCENT' ? String(code.value) : amountText(code.value),
  minOrderAmount: amountText(code.minOrderAmount),
  maxDiscountAmount: amountText(code.maxDiscountAmount),
  startsAt: localInput(code.startsAt),
  endsAt: localInput(code.endsAt),
  hoursFrom: code.hours?.from.slice(0, 5) ?? '',
  hoursTo: code.hours?.to.slice(0, 5) ?? '',
  usageLimit: code.usageLimit === null ? '' : String(code.usageLimit),
  perPersonLimit: code.perPersonLimit === null ? '' : String(code.perPersonLimit),
});

const MAX_INT = 2_147_483_647;
const AMOUNT = /^\d{1,8}(?:[.,]\d{1,2})?$/;

/** '99,50' → 9950; undefined when it is not an amount. */
export const parseAmount = (text: string): number | undefined => {
  const trimmed = text.trim().replace(/\s/g, '');
  if (!AMOUNT.test(trimmed)) return undefined;
  const [whole, fraction = ''] = trimmed.split(/[.,]/);
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

const parseCount = (text: string): number | undefined => {
  const trimmed = text.trim();
  if (!/^\d{1,10}$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value >= 1 && value <= MAX_INT ? value : undefined;
};

export type DraftResult =
  { settings: PromoCodeSettings; errors?: never } | { settings?: never; errors: DraftErrors };

/** The settings the draft says, or the message key of each field that is wrong. */
export function settingsOfDraft(draft: PromoCodeDraft): DraftResult {
  const errors: DraftErrors = {};
  const optional = (
    field: DraftField,
    text: string,
    parse: (text: string) => number | undefined,
    key: string,
  ) => {
    if (text.trim() === '') return null;
    const value = parse(text);
    if (value === undefined) errors[field] = key;
    return value ?? null;
  };

  const value = draft.kind === 'PERCENT' ? parseCount(draft.value) : parseAmount(draft.value) || undefined;
  if (value === undefined)
    errors.value = draft.kind === 'PERCENT' ? 'promo.error.percent' : 'promo.error.amount';
  const minOrderAmount = optional('minOrderAmount', draft.minOrderAmount, parseAmount, 'promo.error.amount');
  const maxDiscountAmount = optional(
    'maxDiscountAmount',
    draft.maxDiscountAmount,
    parseAmount,
    'promo.error.amount',
  );
  const usageLimit = optional('usageLimit', draft.usageLimit, parseCount, 'promo.error.count');
  const perPersonLimit = optional('perPersonLimit', draft.perPersonLimit, parseCount, 'promo.error.count');
  if (draft.deliveryTypes.length === 0) errors.deliveryTypes = 'promo.error.delivery-types';
  if (!draft.allRestos && draft.restoIds.length === 0) errors.restoIds = 'promo.error.restos';
  const bothHours = draft.hoursFrom !== '' && draft.hoursTo !== '';
  if (!bothHours && (draft.hoursFrom !== '' || draft.hoursTo !== '')) errors.hoursTo = 'promo.error.hours';
  const startsAt = draft.startsAt ? new Date(draft.startsAt).toISOString() : null;
  const endsAt = draft.endsAt ? new Date(draft.endsAt).toISOString() : null;

  const settings: PromoCodeSettings = {
    active: draft.active,
    restoIds: draft.allRestos ? null : (draft.restoIds as PromoCodeSettings['restoIds']),
    deliveryTypes: draft.deliveryTypes,
    kind: draft.kind,
    value: value ?? 0,
    minOrderAmount,
    maxDiscountAmount,
    startsAt,
    endsAt,
    hours: bothHours ? { from: draft.hoursFrom, to: draft.hoursTo } : null,
    usageLimit,
    perPersonLimit,
  };
  if (value !== undefined)
    for (const problem of promoCodeProblems(settings)) errors[problem.field] ??= `promo.rule.${problem.rule}`;
  return Object.keys(errors).length > 0 ? { errors } : { settings };
}

/** The code's own problem: a message key, or null. */
export const codeProblem = (code: string): string | null =>
  PROMO_CODE_PATTERN.test(code.trim()) ? null : 'promo.error.code';

export const prefixProblem = (prefix: string): string | null =>
  /^[A-Za-z0-9_-]{0,20}$/.test(prefix.trim()) ? null : 'promo.error.prefix';

export const batchCountProblem = (text: string): string | null => {
  const count = parseCount(text);
  return count !== undefined && count <= PROMO_CODE_BATCH_MAX ? null : 'promo.error.batch-count';
};
