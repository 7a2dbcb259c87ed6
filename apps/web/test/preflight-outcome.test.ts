// Issue 17: the cart's first load carries no error catalogue. A preflight that fails loads the
// reader of failures with its Russian texts before its outcome is shown, so the customer reads
// the message, never its key; a refused promo code is shown beside the field and the cart is
// priced again without it.
import { ApiError, type PreflightRequest, type PreflightResult } from '@nori/contract';
import { createTranslator } from '@nori/domain';
import { describe, expect, it } from 'vitest';
import { noticeText, runPreflight } from '../app/order/pricing/preflight-outcome';
import { currentCatalogues } from '../app/i18n';

const REQUEST: PreflightRequest = {
  deliveryType: 'TAKE_AWAY',
  restoId: 201,
  positions: [{ id: 201001, count: 1, name: 'Филадельфия', price: 64900, sum: 64900, modifiers: [] }],
};

const refused = (code: string, status = 422) =>
  new ApiError({ kind: 'http', message: code, code, status, statusText: 'Unprocessable Entity', data: {} });

const PRICED = { total: 64900 } as unknown as PreflightResult;

describe('runPreflight', () => {
  it('prices the cart without loading the error catalogue', async () => {
    const outcome = await runPreflight(async () => PRICED, REQUEST);
    expect(outcome).toEqual({ result: PRICED, problem: null, promoRefusal: null });
    const ru = createTranslator(currentCatalogues(), 'ru');
    expect(ru('error.code.person-order.position-not-available')).toBe(
      'error.code.person-order.position-not-available',
    );
  });

  it('shows a refusal in Russian: its texts arrive with the failure', async () => {
    const outcome = await runPreflight(async () => {
      throw refused('person-order.position-not-available');
    }, REQUEST);
    expect(outcome.result).toBeNull();
    expect(outcome.problem).toMatchObject({ kind: 'message', retryable: false });
    const ru = createTranslator(currentCatalogues(), 'ru');
    const problem = outcome.problem?.kind === 'message' ? outcome.problem.message : '';
    expect(noticeText(ru, problem)).toBe('Блюдо сейчас недоступно для заказа');
  });

  it('shows a refused promo code beside the field and prices the cart without it', async () => {
    const asked: PreflightRequest[] = [];
    const outcome = await runPreflight(
      async (request) => {
        asked.push(request);
        if (request.promoCode) throw refused('promo-code.not-found');
        return PRICED;
      },
      { ...REQUEST, promoCode: 'NOPE' },
    );
    expect(asked.map((request) => request.promoCode)).toEqual(['NOPE', undefined]);
    expect(outcome.result).toBe(PRICED);
    expect(outcome.promoRefusal).toMatchObject({ code: 'NOPE', clearsCode: false });
    const ru = createTranslator(currentCatalogues(), 'ru');
    expect(noticeText(ru, outcome.promoRefusal?.message ?? '')).toBe('Промокод не найден');
  });

  it('says a server fault may pass, and retries it', async () => {
    const outcome = await runPreflight(async () => {
      throw refused('common.unavailable', 503);
    }, REQUEST);
    expect(outcome.problem).toMatchObject({ kind: 'message', retryable: true });
  });
});
