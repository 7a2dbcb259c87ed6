// Tag dictionaries. COOKING_LONGER is the spec's 'cooking longer, 1.5 hours' position tag.
import type { DemoTag } from '../model';

export const RESTO_TAGS = {
  ROUND_THE_CLOCK: { id: 201, code: 'ROUND_THE_CLOCK', name: 'Круглосуточно' },
  WIFI: { id: 202, code: 'WIFI', name: 'Wi-Fi' },
  PARKING: { id: 203, code: 'PARKING', name: 'Парковка' },
  KIDS: { id: 204, code: 'KIDS_ROOM', name: 'Детская комната' },
  TERRACE: { id: 205, code: 'TERRACE', name: 'Летняя терраса' },
  SEA_VIEW: { id: 206, code: 'SEA_VIEW', name: 'Вид на море' },
  PICKUP_ONLY: { id: 207, code: 'PICKUP_ONLY', name: 'Только самовывоз' },
} satisfies Record<string, DemoTag>;

export const POSITION_TAGS = {
  COOKING_LONGER: { id: 301, code: 'COOKING_LONGER', name: 'Готовится дольше, 1,5 часа' },
  SPICY: { id: 302, code: 'SPICY', name: 'Острое' },
  VEGETARIAN: { id: 303, code: 'VEGETARIAN', name: 'Вегетарианское' },
  HIT: { id: 304, code: 'HIT', name: 'Хит' },
  NEW: { id: 305, code: 'NEW', name: 'Новинка' },
} satisfies Record<string, DemoTag>;

export type PositionTagCode = keyof typeof POSITION_TAGS;
