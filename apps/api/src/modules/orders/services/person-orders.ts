// The signed-in person's order calls: place one (idempotently), list them, read one. A CARD_ONLINE
// order's payment is started once the order is written; if the engine cannot be reached the call
// answers 503 and a retry with the same Idempotency-Key finds the order and starts it again
// (the engine's idempotence key makes that the same payment).
import { pageInfo, type PageQuery } from '@nori/contract';
import type { Locale } from '@nori/domain';
import type { Database } from '../../../db/client';
import { notFound } from '../../../errors';
import { findOrderById, findPersonOrder } from '../../order-life/repositories/order-rows';
import { pagePersonOrders } from '../repositories/orders';
import type { OnlinePayments } from '../../payments/services/online-payments';
import { claimCheckout, keepCheckoutClaimed, releaseCheckout, requestHash } from './idempotency';
import { oneOrderDto, orderDto, orderDtos, type OrderDto } from '../../order-life/services/order-dto';
import type { OrderLimits } from './order-limits';
import { placeOrder, type OrderDraftBody } from './place-order';
import type { RestoCatalogs } from '../../catalog/services/resto-catalog';
import type { OrderChangeHooks } from '../../order-life/services/order-change-hooks';

export interface PersonOrdersOptions {
  now: () => Date;
  payments: OnlinePayments;
  /** Orders per person and client address, and open orders paid on receipt (issue 20). */
  limits: OrderLimits;
  /** What other modules write with every new order (order-life's change hooks). */
  changeHooks: Pick<OrderChangeHooks, 'run'>;
}

export function createPersonOrders(
  db: Database,
  catalogs: RestoCatalogs,
  { now, payments, limits, changeHooks }: PersonOrdersOptions,
) {
  const answer = async (placed: Awaited<ReturnType<typeof placeOrder>>) =>
    oneOrderDto(db, await payments.start(placed));
  /**
   * The answer to an order just placed. Paid on receipt, its one status so far is the one it was
   * placed with, so its history is not read back; an online payment's start moves it, and then it is.
   */
  const answerPlaced = async (placed: Awaited<ReturnType<typeof placeOrder>>) => {
    const started = await payments.start(placed);
    // An auto-accepting restaurant has accepted it already: its history is read back then too.
    return started === placed && placed.status === 'NEW'
      ? orderDto(placed, [{ status: placed.status, at: placed.createdAt }])
      : oneOrderDto(db, started);
  };

  const replay = async (orderId: number): Promise<OrderDto> => {
    const row = await findOrderById(db, orderId);
    if (!row) throw new Error(`Idempotency claim points at missing order ${orderId}`);
    return answer(row);
  };

  return {
    /**
     * rawBody is the body as sent: the Idempotency-Key is bound to exactly that request. client is
     * the caller's address; a retry that answers its placed order counts against no limit.
     */
    async create(
      personId: number,
      body: OrderDraftBody,
      rawBody: unknown,
      key: string | null,
      client: string,
    ): Promise<OrderDto> {
      const at = now();
      const attempt = { personId, client, restoId: body.restoId, payType: body.payType };
      const writing = {
        beforeWrite: (tx: Database) => limits.holdOpenOrders(tx, attempt),
        afterWrite: changeHooks.run,
      };
      if (key === null) {
        await limits.admit(attempt);
        return answerPlaced(
          await placeOrder(db, catalogs, body, personId, at, { ...writing, idempotencyKey: null }),
        );
      }
      const claim = await claimCheckout(db, personId, key, requestHash(rawBody), at);
      if (claim.kind === 'replay') return replay(claim.orderId);
      let placed;
      const stopRenewing = keepCheckoutClaimed(db, personId, key, now);
      try {
        await limits.admit(attempt);
        placed = await placeOrder(db, catalogs, body, personId, at, { ...writing, idempotencyKey: key });
      } catch (error) {
        // Refused or failed: nothing was written, so the key may be used again for a fixed cart.
        await releaseCheckout(db, personId, key);
        throw error;
      } finally {
        stopRenewing();
      }
      return answerPlaced(placed);
    },

    /** `locale`: the language the dishes are named in (the catalog's, where it has one). */
    async list(personId: number, page: PageQuery, locale?: Locale) {
      const { rows, total } = await pagePersonOrders(db, personId, page.page, page.size);
      return { content: await orderDtos(db, rows, locale), page: pageInfo(page, total) };
    },

    async get(personId: number, orderId: number, locale?: Locale): Promise<OrderDto> {
      const row = await findPersonOrder(db, personId, orderId);
      if (!row) throw notFound(`Order ${orderId} not found`);
      return oneOrderDto(db, row, locale);
    },
  };
}

export type PersonOrders = ReturnType<typeof createPersonOrders>;
