// The rules a promo code's settings must keep beyond their fields' own types (issue 39): the
// catalog import and the office's editor check them with this one function, so both refuse the
// same things; the office shows each rule's text in the staff member's language.
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

/** The most codes one generation makes. */
export const PROMO_CODE_BATCH_MAX = 1000;

export interface PromoCodeRuleFacts {
  kind: 'PERCENT' | 'FIXED';
  value: number;
  startsAt: string | null;
  endsAt: string | null;
}

export type PromoCodeSettingRule = 'percent-at-most-100' | 'ends-after-start';

export interface PromoCodeProblem {
  field: 'value' | 'endsAt';
  rule: PromoCodeSettingRule;
  /** The English text the API and the import answer with. */
  message: string;
}

export function promoCodeProblems({ kind, value, startsAt, endsAt }: PromoCodeRuleFacts): PromoCodeProblem[] {
  const problems: PromoCodeProblem[] = [];
  if (kind === 'PERCENT' && value > 100)
    problems.push({ field: 'value', rule: 'percent-at-most-100', message: 'A percentage is at most 100' });
  if (startsAt && endsAt && Date.parse(endsAt) <= Date.parse(startsAt))
    problems.push({ field: 'endsAt', rule: 'ends-after-start', message: 'endsAt must be after startsAt' });
  return problems;
}
