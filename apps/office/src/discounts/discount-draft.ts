// An automatic discount's form as typed, and the settings it becomes, checked with the rules the
// API applies (the value's rule is the promo codes': promoCodeProblems).
import { promoCodeProblems } from '@nori/domain';
import type { DiscountSettings, OfficeDiscount } from '@nori/contract';
import { amountText, parseAmount, type OfferDraft } from '../promo-codes/promo-code-draft';

export interface DiscountDraft extends OfferDraft {
  name: string;
}

export type DiscountErrors = Partial<Record<keyof DiscountDraft, string>>;

export const emptyDiscountDraft = (): DiscountDraft => ({
  name: '',
  active: true,
  kind: 'PERCENT',
  value: '',
  deliveryTypes: ['DELIVERY', 'TAKE_AWAY'],
  allRestos: true,
  restoIds: [],
  hoursFrom: '',
  hoursTo: '',
});

export const discountDraftOf = (discount: OfficeDiscount): DiscountDraft => ({
  name: discount.name,
  active: discount.active,
  kind: discount.kind,
  value: discount.kind === 'PERCENT' ? String(discount.value) : amountText(discount.value),
  deliveryTypes: discount.deliveryTypes,
  allRestos: discount.restoIds === null,
  restoIds: discount.restoIds ?? [],
  hoursFrom: discount.hours?.from.slice(0, 5) ?? '',
  hoursTo: discount.hours?.to.slice(0, 5) ?? '',
});

export function discountSettingsOf(
  draft: DiscountDraft,
): { settings: DiscountSettings; errors?: never } | { settings?: never; errors: DiscountErrors } {
  const errors: DiscountErrors = {};
  const name = draft.name.trim();
  if (name === '' || name.length > 120) errors.name = 'discount.error.name';
  const percent = /^\d{1,3}$/.test(draft.value.trim()) ? Number(draft.value.trim()) : undefined;
  const value =
    draft.kind === 'PERCENT'
      ? percent && percent > 0
        ? percent
        : undefined
      : parseAmount(draft.value) || undefined;
  if (value === undefined)
    errors.value = draft.kind === 'PERCENT' ? 'promo.error.percent' : 'promo.error.amount';
  else
    for (const problem of promoCodeProblems({ kind: draft.kind, value, startsAt: null, endsAt: null }))
      errors.value = `promo.rule.${problem.rule}`;
  if (draft.deliveryTypes.length === 0) errors.deliveryTypes = 'promo.error.delivery-types';
  if (!draft.allRestos && draft.restoIds.length === 0) errors.restoIds = 'promo.error.restos';
  const bothHours = draft.hoursFrom !== '' && draft.hoursTo !== '';
  if (!bothHours && (draft.hoursFrom !== '' || draft.hoursTo !== '')) errors.hoursTo = 'promo.error.hours';
  if (Object.keys(errors).length > 0 || value === undefined) return { errors };
  return {
    settings: {
      name,
      active: draft.active,
      kind: draft.kind,
      value,
      deliveryTypes: draft.deliveryTypes,
      restoIds: draft.allRestos ? null : (draft.restoIds as DiscountSettings['restoIds']),
      hours: bothHours ? { from: draft.hoursFrom, to: draft.hoursTo } : null,
    },
  };
}
