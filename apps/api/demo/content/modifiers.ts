// Modifier groups. 'Размер' is the one required choice (minCount 1); the rest are optional extras
// with limits. Euro prices follow the dish rule so a sauce costs 0.90 € in Budva.
import type { DemoModifier, DemoModifierGroup } from '../model';
import { euroCentsFor } from './dish';
import { dishNos, dishNosInGroup } from './dishes';

const modifier = (id: number, name: string, priceRub: number, maxCount = 1): DemoModifier => ({
  id,
  name,
  priceRub,
  priceEurCents: euroCentsFor(priceRub),
  maxCount,
});

export const DEMO_MODIFIER_GROUPS: DemoModifierGroup[] = [
  {
    id: 201,
    name: 'Соусы',
    minCount: 0,
    maxCount: 3,
    dishNos: [...dishNosInGroup('rolls'), ...dishNosInGroup('sets')],
    modifiers: [
      modifier(2011, 'Соус спайси', 49, 2),
      modifier(2012, 'Соус унаги', 49, 2),
      modifier(2013, 'Сырный соус', 59, 2),
      modifier(2014, 'Ореховый соус', 59, 2),
    ],
  },
  {
    id: 202,
    name: 'Двойная рыба',
    minCount: 0,
    maxCount: 1,
    dishNos: dishNos('philadelphia', 'canada', 'maki-salmon', 'maki-tuna', 'nigiri-salmon', 'nigiri-tuna'),
    modifiers: [modifier(2021, 'Двойная порция рыбы', 199)],
  },
  {
    id: 203,
    name: 'Острота',
    minCount: 0,
    maxCount: 1,
    dishNos: dishNos(
      'wok-chicken-teriyaki',
      'wok-shrimp',
      'wok-beef',
      'poke-salmon',
      'poke-tuna',
      'ramen-chicken',
    ),
    modifiers: [
      modifier(2031, 'Поострее', 0),
      modifier(2032, 'Очень остро', 0),
      modifier(2033, 'Без острого', 0),
    ],
  },
  {
    id: 204,
    name: 'Размер',
    minCount: 1,
    maxCount: 1,
    dishNos: dishNosInGroup('pizza'),
    modifiers: [modifier(2041, '30 см', 0), modifier(2042, '40 см', 250)],
  },
  {
    id: 205,
    name: 'Добавки',
    minCount: 0,
    maxCount: 3,
    dishNos: dishNos('ramen-chicken', 'ramen-tonkotsu', 'lunch-ramen'),
    modifiers: [
      modifier(2051, 'Яйцо аджитама', 79),
      modifier(2052, 'Двойная лапша', 99),
      modifier(2053, 'Свинина чашу', 149),
    ],
  },
];
