// A Nori order as iiko's deliveries/create wants it: the lines at the prices Nori computed (what
// the customer pays per unit, discounts included), modifiers with their groups, guests, comment,
// the address with its coordinates, the requested time on the terminal's local clock, the
// payment (online ones as processed externally) and the delivery fee as its product. The iiko id
// is derived from Nori's order id, so every attempt names one and the same iiko order.
import { createHash } from 'node:crypto';
import { offsetMinutesAt } from '@nori/domain';
import type { IikoDeliveryOrder } from '../../../adapters/iiko/iiko-api';
import type { OrderRow } from '../../order-life/repositories/order-rows';
import type { IikoConnectionRow } from '../repositories/iiko-connections';
import type { IikoItemRow } from '../repositories/iiko-items';

/** A UUID (version 5 layout) from the tenant and Nori's order id: the same on every attempt and node. */
export function iikoOrderIdOf(tenantId: number, orderId: number): string {
  const bytes = createHash('sha256').update(`nori-order:${tenantId}:${orderId}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** iiko's local time without a zone: 'yyyy-MM-dd HH:mm:ss.fff'. */
export function terminalLocalTime(at: Date, timezone: string): string {
  const local = new Date(at.getTime() + offsetMinutesAt(timezone, at.getTime()) * 60_000);
  return local.toISOString().replace('T', ' ').replace('Z', '');
}

/** Minor units to iiko's decimal amounts (roubles, euros). */
const major = (minor: number) => Math.round(minor) / 100;

export class UnmappedItemError extends Error {
  constructor(kind: string, id: number) {
    super(`The ${kind} ${id} has no iiko product: import the menu from iiko (npm run iiko:connect)`);
    this.name = 'UnmappedItemError';
  }
}

export interface IikoOrderContext {
  connection: Pick<IikoConnectionRow, 'paymentTypes' | 'deliveryFeeProductId'>;
  positions: Map<number, IikoItemRow>;
  modifiers: Map<number, IikoItemRow>;
  timezone: string;
}

const splitKey = (key: string) => {
  const [productId, sizeId] = key.split('/');
  return { productId: productId!, ...(sizeId ? { productSizeId: sizeId } : {}) };
};

export function iikoDeliveryOrder(order: OrderRow, context: IikoOrderContext): IikoDeliveryOrder {
  const { connection, positions, modifiers, timezone } = context;
  const items: IikoDeliveryOrder['items'] = order.lines.map((line) => {
    const position = positions.get(line.id);
    if (!position) throw new UnmappedItemError('dish', line.id);
    const modifierLines = line.modifiers.map((modifier) => {
      const mapped = modifiers.get(modifier.id);
      if (!mapped) throw new UnmappedItemError('modifier', modifier.id);
      return {
        productId: mapped.iikoKey,
        ...(mapped.iikoGroupId ? { productGroupId: mapped.iikoGroupId } : {}),
        amount: modifier.count,
        price: major(modifier.price),
      };
    });
    const modifiersPerUnit = line.modifiers.reduce(
      (sum, modifier) => sum + modifier.price * modifier.count,
      0,
    );
    // What the customer pays for one unit after discounts, less its modifiers: iiko adds them back.
    const unitPrice = line.payableAmount / line.count - modifiersPerUnit;
    return {
      type: 'Product' as const,
      ...splitKey(position.iikoKey),
      amount: line.count,
      price: major(unitPrice),
      ...(modifierLines.length > 0 ? { modifiers: modifierLines } : {}),
    };
  });
  if (order.deliveryPrice > 0 && connection.deliveryFeeProductId)
    items.push({
      type: 'Product',
      productId: connection.deliveryFeeProductId,
      amount: 1,
      price: major(order.deliveryPrice),
    });

  const paymentType = connection.paymentTypes[order.payType];
  if (!paymentType) throw new Error(`No iiko payment type is set for ${order.payType}`);
  const place = order.place;
  const notes = [order.comment, order.changeFrom ? `Сдача с ${major(order.changeFrom)}` : null].filter(
    Boolean,
  );
  return {
    id: iikoOrderIdOf(order.tenantId, order.id),
    externalNumber: order.number,
    completeBefore: order.requestedAt ? terminalLocalTime(order.requestedAt, timezone) : null,
    phone: order.contact.phone,
    orderServiceType: order.deliveryType === 'DELIVERY' ? 'DeliveryByCourier' : 'DeliveryByClient',
    ...(order.deliveryType === 'DELIVERY' && place
      ? {
          deliveryPoint: {
            coordinates: { latitude: place.location.lat, longitude: place.location.lng },
            address: {
              type: 'legacy' as const,
              line1: place.address,
              ...(place.apartment ? { flat: place.apartment } : {}),
              ...(place.entrance ? { entrance: place.entrance } : {}),
              ...(place.floor ? { floor: place.floor } : {}),
              ...(place.intercom ? { doorphone: place.intercom } : {}),
            },
            ...(place.comment ? { comment: place.comment } : {}),
          },
        }
      : {}),
    ...(notes.length > 0 ? { comment: notes.join('\n') } : {}),
    customer: { type: 'one-time', name: order.contact.name },
    guests: { count: order.personCount },
    items,
    payments: [
      {
        paymentTypeKind: paymentType.kind,
        paymentTypeId: paymentType.id,
        sum: major(order.total),
        isProcessedExternally: order.payType === 'CARD_ONLINE',
      },
    ],
  };
}
