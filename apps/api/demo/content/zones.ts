// Delivery zones drawn along the real city shapes: in Kazan the Kazanka river splits the centre
// (Баумана) from Ново-Савиновский (Чистопольская); in Budva the coast runs from Mogren to
// Rafailovići and the two zones meet above Slovenska plaža. Tiers cover min ≤ sum < max.
import type { DemoZone, DemoZoneTier } from '../model';
import { BAUMANA, BECICI, CHISTOPOLSKAYA, STARI_GRAD } from './restos';

const tier = (deliveryPrice: number, minutes: number, min: number, max: number | null): DemoZoneTier => ({
  deliveryPrice,
  minutes,
  minOrderPrice: min,
  maxOrderPrice: max,
});

const ring = (points: [number, number][]) => points.map(([lat, lng]) => ({ lat, lng }));

export const DEMO_ZONES: DemoZone[] = [
  {
    id: 201,
    restoId: BAUMANA.id,
    name: 'Центр и Вахитовский район',
    ring: ring([
      [55.8012, 49.0905],
      [55.8036, 49.1062],
      [55.8028, 49.1236],
      [55.799, 49.142],
      [55.7905, 49.1585],
      [55.776, 49.164],
      [55.7625, 49.154],
      [55.753, 49.133],
      [55.756, 49.108],
      [55.766, 49.093],
      [55.779, 49.086],
      [55.7905, 49.084],
    ]),
    // 700 ₽ minimum, free from 3 000 ₽, at most 30 000 ₽ per order.
    tiers: [
      tier(199_00, 60, 700_00, 1500_00),
      tier(99_00, 50, 1500_00, 3000_00),
      tier(0, 45, 3000_00, 30_000_00),
    ],
  },
  {
    id: 202,
    restoId: CHISTOPOLSKAYA.id,
    name: 'Ново-Савиновский район',
    ring: ring([
      [55.8075, 49.101],
      [55.817, 49.093],
      [55.83, 49.0935],
      [55.841, 49.104],
      [55.8475, 49.122],
      [55.844, 49.145],
      [55.835, 49.164],
      [55.822, 49.173],
      [55.811, 49.165],
      [55.805, 49.148],
      [55.8058, 49.125],
    ]),
    // Two tiers and no upper limit: the last tier's maximum is open.
    tiers: [tier(149_00, 60, 800_00, 2000_00), tier(0, 50, 2000_00, null)],
  },
  {
    id: 203,
    restoId: STARI_GRAD.id,
    name: 'Будва: Старый город, Подкошлюн, Лази',
    ring: ring([
      [42.2768, 18.834],
      [42.2752, 18.8275],
      [42.282, 18.8235],
      [42.29, 18.8265],
      [42.2965, 18.8345],
      [42.2985, 18.845],
      [42.295, 18.854],
      [42.288, 18.858],
      [42.2842, 18.8565],
      [42.2815, 18.85],
      [42.2798, 18.843],
      [42.2783, 18.8385],
    ]),
    tiers: [tier(3_00, 50, 15_00, 30_00), tier(1_50, 40, 30_00, 60_00), tier(0, 35, 60_00, 500_00)],
  },
  {
    id: 204,
    restoId: BECICI.id,
    name: 'Бечичи и Рафаиловичи',
    ring: ring([
      [42.2838, 18.858],
      [42.2815, 18.866],
      [42.2795, 18.8745],
      [42.2772, 18.883],
      [42.2752, 18.889],
      [42.28, 18.8935],
      [42.287, 18.888],
      [42.2925, 18.876],
      [42.2935, 18.864],
      [42.289, 18.859],
    ]),
    tiers: [tier(4_00, 60, 20_00, 40_00), tier(0, 45, 40_00, 400_00)],
  },
];
