// Positions without a group: the storefront shows them under the synthetic 'Прочее' group.
import { dishesIn } from './dish';

export const OTHER = dishesIn(null, [
  {
    no: 101,
    slug: 'soy-sauce',
    name: 'Соевый соус',
    description: 'Дополнительная порция.',
    rub: 40,
    measure: [30, 'ml'],
    art: { kind: 'condiment', colors: ['soy'] },
  },
  {
    no: 102,
    slug: 'ginger',
    name: 'Имбирь маринованный',
    description: 'Дополнительная порция.',
    rub: 40,
    measure: [30, 'g'],
    art: { kind: 'condiment', colors: ['ginger'] },
  },
  {
    no: 103,
    slug: 'wasabi',
    name: 'Васаби',
    description: 'Дополнительная порция.',
    rub: 40,
    measure: [15, 'g'],
    art: { kind: 'condiment', colors: ['wasabi'] },
  },
  {
    no: 104,
    slug: 'chopsticks',
    name: 'Палочки для еды',
    description: 'Пара бамбуковых палочек.',
    rub: 0,
    measure: [1, 'pc'],
    art: { kind: 'condiment', colors: ['chopsticks'] },
  },
]);
