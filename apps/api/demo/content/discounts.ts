// Automatic discounts, applied without a code: take-away everywhere, happy hours in Kazan, and one
// switched off so the demo shows that an inactive discount is ignored.
import type { Discount } from '../../src/modules/catalog/catalog-file/schema';
import { BAUMANA, CHISTOPOLSKAYA } from './restos';

export const DEMO_DISCOUNTS: Discount[] = [
  {
    id: 201,
    name: 'Самовывоз −10%',
    kind: 'PERCENT',
    value: 10,
    deliveryTypes: ['TAKE_AWAY'],
    restoIds: null,
    hours: null,
    active: true,
  },
  {
    id: 202,
    name: 'Счастливые часы −20%',
    kind: 'PERCENT',
    value: 20,
    deliveryTypes: ['DELIVERY', 'TAKE_AWAY'],
    restoIds: [BAUMANA.id, CHISTOPOLSKAYA.id],
    hours: { from: '15:00', to: '17:00' },
    active: true,
  },
  {
    id: 203,
    name: 'Ранняя пташка −15%',
    kind: 'PERCENT',
    value: 15,
    deliveryTypes: ['DELIVERY'],
    restoIds: null,
    hours: { from: '07:00', to: '10:00' },
    active: false,
  },
];
