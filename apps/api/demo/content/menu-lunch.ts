// Business lunches are sold only on weekdays at lunchtime: see time-slots.ts.
import { dishesIn } from './dish';

export const LUNCH = dishesIn('lunch', [
  {
    no: 71,
    slug: 'lunch-rolls',
    name: 'Ланч «Роллы»',
    description: 'Мисо-суп, Калифорния с крабом (4 шт.), маки с лососем (6 шт.) и морс.',
    rub: 449,
    measure: [520, 'g'],
    art: { kind: 'set', fillings: ['crab', 'salmon', 'cucumber'] },
  },
  {
    no: 72,
    slug: 'lunch-ramen',
    name: 'Ланч «Рамен»',
    description: 'Рамен с курицей, гёдза (3 шт.) и зелёный чай.',
    rub: 499,
    measure: [650, 'g'],
    art: { kind: 'soup', broth: 'ramen', garnish: ['egg', 'chicken', 'onion'], noodles: true },
  },
  {
    no: 73,
    slug: 'lunch-poke',
    name: 'Ланч «Поке»',
    description: 'Поке с лососем, мисо-суп и лимонад юдзу.',
    rub: 549,
    measure: [620, 'g'],
    art: { kind: 'poke', accents: ['salmon', 'edamame', 'avocado', 'cucumber', 'chuka'] },
  },
]);
