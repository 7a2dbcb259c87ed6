// Menu groups in the order the storefront lists them. Dishes without a group land in the
// synthetic 'Прочее' group (spec §3), which the demo exercises with its condiments.
import type { DemoGroup } from '../model';

export const DEMO_GROUPS: DemoGroup[] = [
  { key: 'lunch', name: 'Бизнес-ланч', order: 1, photoSlug: 'lunch' },
  { key: 'rolls', name: 'Роллы', order: 2, photoSlug: 'rolls' },
  { key: 'sushi', name: 'Суши', order: 3, photoSlug: 'sushi' },
  { key: 'sets', name: 'Сеты', order: 4, photoSlug: 'sets' },
  { key: 'hot', name: 'Горячие блюда', order: 5, photoSlug: 'hot' },
  { key: 'pizza', name: 'Пицца', order: 6, photoSlug: 'pizza' },
  { key: 'soups', name: 'Супы', order: 7, photoSlug: 'soups' },
  { key: 'drinks', name: 'Напитки', order: 8, photoSlug: 'drinks' },
  { key: 'desserts', name: 'Десерты', order: 9, photoSlug: 'desserts' },
];
