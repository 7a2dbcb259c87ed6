// The order context both pricing tests share (order-checks, shown-order-time): a delivery to a zone
// of two tiers, one dish of any price, a preflight not asked yet and one answered.
import type { PreflightResult, Resto } from '@nori/contract';
import {
  buildThresholds,
  id,
  minorUnits,
  minutes,
  NOTHING_SOLD_OUT,
  type Cart,
  type DeliveryZone,
  type MenuId,
  type PositionId,
  type RestoId,
  type ZoneId,
} from '@nori/domain';
import type { OrderContext } from '../app/order/pricing/use-order-context';
import type { PreflightView } from '../app/order/pricing/use-preflight';

// 200 ₽ in 60 minutes from 1 000 ₽, free in 45 minutes from 2 000 ₽, nothing from 10 000 ₽.
export const ZONE: DeliveryZone = {
  id: id<ZoneId>(1),
  name: 'Центр',
  restoId: id<RestoId>(1),
  polygon: [],
  rules: [
    {
      deliveryPrice: minorUnits(20000),
      time: minutes(60),
      minOrderPrice: minorUnits(100000),
      maxOrderPrice: minorUnits(200000),
    },
    {
      deliveryPrice: minorUnits(0),
      time: minutes(45),
      minOrderPrice: minorUnits(200000),
      maxOrderPrice: minorUnits(1000000),
    },
  ],
};

export const DELIVERY_CONTEXT: OrderContext = {
  resto: { id: 1 } as Resto,
  currency: 'RUB',
  deliveryType: 'DELIVERY',
  place: {
    address: 'ул. Ленина, 10',
    location: { lat: 55.75, lng: 37.6 },
    apartment: '',
    entrance: '',
    floor: '',
    intercom: '',
    comment: '',
  },
  zone: ZONE,
  thresholds: buildThresholds(ZONE.rules),
  soldOut: NOTHING_SOLD_OUT,
};

/** One dish costing `total` minor units. */
export const cartOf = (total: number): Cart => ({
  positions: [
    {
      id: id<PositionId>(1),
      menuId: id<MenuId>(1),
      name: 'Сет',
      count: 1,
      price: minorUnits(total),
      modifiers: [],
    },
  ],
  personCount: 1,
  promoCode: null,
});

export const IDLE: PreflightView = {
  loading: false,
  result: null,
  problem: null,
  promoRefusal: null,
  last: null,
  failures: 0,
};

/** A server's answer with the amounts given (minor units); the lines do not matter here. */
export const answeredWith = (amounts: { deliveryPrice: number; tierAmount?: number }): PreflightView => ({
  ...IDLE,
  result: {
    positions: [],
    total: 0,
    discount: 0,
    deliveryTime: null,
    ...amounts,
  } as unknown as PreflightResult,
});
