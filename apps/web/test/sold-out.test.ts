// Issue 25 in the storefront: the sold-out refusal names the dish in the visitor's language, and
// the catalog's soldOut flags say which cart lines cannot be ordered.
import { ApiError, type Position, type PositionModifiers } from '@nori/contract';
import { createTranslator, soldOutLines } from '@nori/domain';
import { describe, expect, it } from 'vitest';
import { soldOutOf } from '../app/catalog/sold-out';
import { failureMessage } from '../app/order/failure/failure-notice';
import { noticeText } from '../app/order/pricing/preflight-outcome';
// Its texts: what the cart loads with its first failure.
import '../app/order/failure/preflight-failure';
import { currentCatalogues } from '../app/i18n';

const refusal = (item: Record<string, unknown>) =>
  new ApiError({
    kind: 'http',
    message: String(item.message),
    code: 'person-order.sold-out',
    status: 422,
    statusText: 'Unprocessable Entity',
    data: { errors: [item] },
  });

describe('the sold-out refusal', () => {
  it('names the dish, or the dish and its option, in the visitor’s language', () => {
    const ru = createTranslator(currentCatalogues(), 'ru');
    const dish = refusal({
      code: 'person-order.sold-out',
      message: 'Sold out: Канада',
      positionId: 201005,
      name: 'Канада',
    });
    expect(noticeText(ru, failureMessage(dish))).toBe('Нет в наличии: Канада. Уберите его из корзины');
    const option = refusal({ code: 'person-order.sold-out', message: 'x', name: 'Удон (Поострее)' });
    expect(noticeText(ru, failureMessage(option))).toBe(
      'Нет в наличии: Удон (Поострее). Уберите его из корзины',
    );
  });

  it('says the dish cannot be ordered when the server does not name it', () => {
    const ru = createTranslator(currentCatalogues(), 'ru');
    expect(noticeText(ru, failureMessage(refusal({ code: 'person-order.sold-out', message: 'x' })))).toBe(
      'Блюдо сейчас недоступно для заказа',
    );
  });
});

describe('sold-out cart lines from the catalog', () => {
  const position = (id: number, soldOut?: true) =>
    ({ id, menu: { id: 201 }, ...(soldOut && { soldOut }) }) as Position;
  const modifiers = [
    { positionId: 3, groups: [{ modifiers: [{ id: 31 }, { id: 32, soldOut: true }] }] },
  ] as unknown as PositionModifiers[];
  const soldOut = soldOutOf({
    menus: [{ menu: {} as never, groups: [], positions: [position(1, true), position(2)] }],
    modifiers,
  });

  it('flags a line of a sold-out dish and a line with a sold-out option, not the others', () => {
    const lines = [
      { id: 1, modifiers: [] },
      { id: 2, modifiers: [] },
      { id: 3, modifiers: [{ id: 31 }] },
      { id: 3, modifiers: [{ id: 32 }] },
    ];
    expect(soldOutLines(lines, soldOut)).toEqual([lines[0], lines[3]]);
  });
});
