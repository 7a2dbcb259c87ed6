// The board's filters in the address become the API's query; a value the API would refuse (an
// unknown status, a resto that is not a number) is left out rather than sent.
import { describe, expect, it } from 'vitest';
import { boardQuerySchema } from '@nori/contract';
import { boardQueryOf, filtersOf } from '../src/orders/board-filters';

const query = (search: string) => boardQueryOf(filtersOf(new URLSearchParams(search)));

describe('boardQueryOf', () => {
  it('passes the known filters and the device calendar day as an interval', () => {
    const asked = query('resto=201&status=NEW&type=TAKE_AWAY&pay=CASH_UPON_RECEIPT&day=2026-12-07&q=%2B79');
    expect(asked).toEqual({
      restoId: 201,
      status: 'NEW',
      deliveryType: 'TAKE_AWAY',
      payType: 'CASH_UPON_RECEIPT',
      from: new Date(2026, 11, 7).toISOString(),
      to: new Date(2026, 11, 8).toISOString(),
      q: '+79',
    });
    expect(boardQuerySchema.safeParse(asked).success).toBe(true);
  });

  it('drops what the API would refuse', () => {
    expect(query('resto=abc&status=LOST&type=BOAT&pay=GOLD&day=yesterday&q=%20%20')).toEqual({});
    expect(query(`q=${'9'.repeat(60)}`).q).toHaveLength(40);
  });
});
