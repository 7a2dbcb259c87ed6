// The signed-in person's order calls: place one (idempotently), list them, read one.
import { pageInfo, type PageQuery } from '@nori/contract';
import type { Database } from '../../db/client';
import { notFound } from '../../errors';
import { findOrderById, findPersonOrder, pagePersonOrders } from '../../repositories/orders';
import { claimCheckout, releaseCheckout, requestHash } from './idempotency';
import { orderDto, type OrderDto } from './order-dto';
import { placeOrder, type OrderDraftBody } from './place-order';
import type { RestoCatalogs } from './resto-catalog';

export interface PersonOrdersOptions {
  now: () => Date;
}

export function createPersonOrders(db: Database, catalogs: RestoCatalogs, { now }: PersonOrdersOptions) {
  const replay = async (orderId: number): Promise<OrderDto> => {
    const row = await findOrderById(db, orderId);
    if (!row) throw new Error(`Idempotency claim points at missing order ${orderId}`);
    return orderDto(row);
  };

  return {
    /** rawBody is the body as sent: the Idempotency-Key is bound to exactly that request. */
    async create(
      personId: number,
      body: OrderDraftBody,
      rawBody: unknown,
      key: string | null,
    ): Promise<OrderDto> {
      const at = now();
      if (key === null) return orderDto(await placeOrder(db, catalogs, body, personId, at, null));
      const claim = await claimCheckout(db, personId, key, requestHash(rawBody), at);
      if (claim.kind === 'replay') return replay(claim.orderId);
      try {
        return orderDto(await placeOrder(db, catalogs, body, personId, at, key));
      } catch (error) {
        // Refused or failed: nothing was written, so the key may be used again for a fixed cart.
        await releaseCheckout(db, personId, key);
        throw error;
      }
    },

    async list(personId: number, page: PageQuery) {
      const { rows, total } = await pagePersonOrders(db, personId, page.page, page.size);
      return { content: rows.map(orderDto), page: pageInfo(page, total) };
    },

    async get(personId: number, orderId: number): Promise<OrderDto> {
      const row = await findPersonOrder(db, personId, orderId);
      if (!row) throw notFound(`Order ${orderId} not found`);
      return orderDto(row);
    },
  };
}

export type PersonOrders = ReturnType<typeof createPersonOrders>;
