// Placing an order (POST /api/v1/persons/{personId}/orders): the preflight's checks and prices,
// then in one transaction the promo code's use taken, the order written with its lines at today's
// prices, its first status in the history, its outbox row for the restaurant (unless it waits
// for online payment), the Idempotency-Key pointed at it and the delivery saved to the person's
// deliveries.
import type { z } from 'zod';
import type { orderDraftSchema } from '@nori/contract';
import { ERROR_CODES, normalisePhone, type PromoCodeRule } from '@nori/domain';
import type { Database } from '../../../db/client';
import type { OrderLineRecord } from '../../../db/schema';
import { catalogueError } from '../../../errors';
import { takePromoCodeUse } from '../../catalog/repositories/order-catalog';
import { completeOrderRequest } from '../repositories/order-requests';
import { countPersonPromoCodeUses, insertOrder, type NewOrderRow } from '../repositories/orders';
import { orderHistory, recordFirstStatus } from '../../order-life/repositories/order-status';
import type { OrderChangeHook } from '../../order-life/services/order-change-hooks';
import { savePersonDelivery } from '../../sign-in/repositories/person-deliveries';
import { queueOrderForResto } from '../../order-life/services/order-outbox-events';
import { pricingInput } from './order-input';
import { priceOrder, type PricedOrder } from './order-pricing';
import { lockedStopList } from './sold-out-check';
import type { RestoCatalogs } from '../../catalog/services/resto-catalog';

export type OrderDraftBody = z.output<typeof orderDraftSchema>;

/**
 * Takes one use of the code for this person. The usage row is locked by the update until the
 * order commits, so the person's uses counted after it include every order that took the code
 * before: two concurrent checkouts cannot both take a person's last use.
 */
async function usePromoCode(tx: Database, tenantId: number, personId: number, rule: PromoCodeRule) {
  if (!(await takePromoCodeUse(tx, tenantId, rule.code)))
    throw catalogueError(ERROR_CODES.promoCodeLimitExceed);
  if (rule.perPersonLimit === null) return;
  const uses = await countPersonPromoCodeUses(tx, personId, tenantId, rule.code);
  if (uses >= rule.perPersonLimit) throw catalogueError(ERROR_CODES.promoCodePersonLimitExceed);
}

function orderRow(body: OrderDraftBody, priced: PricedOrder, personId: number, now: Date): NewOrderRow {
  const { resto, lines, pricing, delivery, promoCode } = priced;
  const records = lines.map((line, index): OrderLineRecord => {
    const amounts = pricing.lines[index];
    if (!amounts) throw new Error(`Pricing lost line ${index}`);
    const { id, menuId, name, count, price, modifiers } = line.position;
    return { id, menuId, name, count, price, modifiers, ...amounts, promoCodeDiscount: amounts.promoCode };
  });
  return {
    tenantId: resto.tenantId,
    personId,
    status: 'NEW',
    restoId: resto.id,
    deliveryType: body.deliveryType,
    payType: body.payType,
    currency: resto.currency,
    lines: records,
    subtotal: pricing.subtotal,
    discount: pricing.discount,
    promoCode: pricing.promoCodeApplied && promoCode ? promoCode.code : null,
    promoCodeDiscount: pricing.promoCodeDiscount,
    bonusesSpent: priced.bonuses?.decision.bonusesSpent ?? 0,
    bonusPayment: priced.bonuses?.decision.bonusPayment ?? 0,
    deliveryPrice: pricing.deliveryCost,
    deliveryTime: delivery?.time ?? null,
    total: pricing.total,
    place: body.deliveryType === 'DELIVERY' ? (body.place ?? null) : null,
    // Paid on receipt the email may be empty (no receipt is sent by mail): kept as none.
    contact: { email: body.person.email || null, name: body.person.name, phone: body.person.phone },
    personCount: body.personCount,
    comment: body.comment ?? null,
    createdAt: now,
    requestedAt: priced.time.requestedAt,
    slotAt: priced.time.slotAt,
    changeFrom: body.payType === 'CASH_UPON_RECEIPT' ? (body.changeFrom ?? null) : null,
  };
}

export interface PlaceOrderOptions {
  idempotencyKey: string | null;
  /** Checks that must hold in the order's own transaction (the person's open orders). */
  beforeWrite?: (tx: Database) => Promise<void>;
  /** What other modules write with the order (order-life's change hooks: the desks' event). */
  afterWrite?: OrderChangeHook;
}

export async function placeOrder(
  db: Database,
  catalogs: RestoCatalogs,
  body: OrderDraftBody,
  personId: number,
  now: Date,
  {
    idempotencyKey,
    beforeWrite = async () => {},
    afterWrite = async (_tx, order) => order,
  }: PlaceOrderOptions,
) {
  // The document's form, but no number anyone can have (the checkout form's rule): a 422.
  if (normalisePhone(body.person.phone) === null) throw catalogueError(ERROR_CODES.orderPhoneInvalid);
  const catalog = await catalogs.get(body.restoId);
  return db.transaction(async (tx) => {
    const priced = await priceOrder(
      tx,
      catalog,
      pricingInput(body, body.place?.location),
      { now, personId, placing: true },
      lockedStopList(tx),
    );
    const row = orderRow(body, priced, personId, now);
    if (row.changeFrom !== null && row.changeFrom !== undefined && row.changeFrom < row.total)
      throw catalogueError(ERROR_CODES.changeBelowTotal);
    if (row.promoCode !== null && priced.promoCode)
      await usePromoCode(tx, row.tenantId, personId, priced.promoCode);
    // As late as it can be: what it locks is held until the commit.
    await beforeWrite(tx);
    const inserted = await insertOrder(tx, row);
    const first = await recordFirstStatus(tx, {
      orderId: inserted.id,
      status: inserted.status,
      source: 'checkout',
      at: now,
    });
    // The restaurant's desks hear of it (and an auto-accepting one accepts it) as it commits.
    const order = await afterWrite(tx, inserted, now);
    const history = order.status === inserted.status ? [first] : await orderHistory(tx, order.id);
    // Paid on receipt: the kitchen may start now, told of the rows just written. Paid online: once
    // paid (order-status-changes.ts).
    if (order.payType !== 'CARD_ONLINE') await queueOrderForResto(tx, order, history, now);
    if (idempotencyKey !== null) await completeOrderRequest(tx, personId, idempotencyKey, order.id);
    await savePersonDelivery(tx, {
      personId,
      tenantId: order.tenantId,
      address: order.place?.address ?? '',
      place: order.place,
      email: order.contact.email,
      personName: order.contact.name,
      phone: order.contact.phone,
      updatedAt: now,
    });
    return order;
  });
}
