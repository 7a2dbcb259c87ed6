// Promotions shown on the home page carousel and the 'Акции' page; each tells about something the
// demo really does (a promo code, an automatic discount, a time-limited group, a zone tier).
import type { DemoPromotion } from '../model';
import { BAUMANA, BECICI, CHISTOPOLSKAYA, DEMO_RESTOS, MEGA, STARI_GRAD } from './restos';

const KAZAN_RESTOS = [BAUMANA.id, CHISTOPOLSKAYA.id, MEGA.id];

export const DEMO_PROMOTIONS: DemoPromotion[] = [
  {
    id: 201,
    slug: 'welcome',
    restoIds: KAZAN_RESTOS,
    title: 'Минус 10% на первый заказ',
    description:
      'Введите промокод WELCOME10 в корзине: скидка 10% на заказ от 1 000 ₽, но не больше 500 ₽. Действует на доставку и самовывоз.',
    until: '2026-12-31',
    banner: {
      headline: '−10% на первый заказ',
      subline: 'Промокод WELCOME10',
      art: { kind: 'maki', outside: 'fish', filling: ['cheese', 'cucumber'] },
      hue: 'red',
    },
  },
  {
    id: 202,
    slug: 'happy-hours',
    restoIds: [BAUMANA.id, CHISTOPOLSKAYA.id],
    title: 'Счастливые часы',
    description: 'Каждый день с 15:00 до 17:00 скидка 20% на всё меню. Скидка применится сама.',
    until: '2027-03-31',
    banner: {
      headline: 'Счастливые часы −20%',
      subline: 'Каждый день 15:00–17:00',
      art: { kind: 'maki', outside: 'fish', filling: ['salmon', 'cheese', 'cucumber'], topping: 'unagi' },
      hue: 'gold',
    },
  },
  {
    id: 203,
    slug: 'take-away',
    restoIds: DEMO_RESTOS.map((resto) => resto.id),
    title: 'Самовывоз дешевле на 10%',
    description: 'Заберите заказ сами в любом нашем заведении и получите скидку 10% автоматически.',
    until: '2027-12-31',
    banner: {
      headline: 'Самовывоз −10%',
      subline: 'Во всех заведениях сети',
      art: { kind: 'gyoza', accents: ['pork'] },
      hue: 'green',
    },
  },
  {
    id: 204,
    slug: 'business-lunch',
    restoIds: KAZAN_RESTOS,
    title: 'Бизнес-ланч от 449 ₽',
    description:
      'С понедельника по пятницу с 12:00 до 16:00: суп, роллы или поке и напиток одним комплектом.',
    until: '2027-06-30',
    banner: {
      headline: 'Бизнес-ланч от 449 ₽',
      subline: 'Пн–Пт, 12:00–16:00',
      art: { kind: 'soup', broth: 'ramen', garnish: ['egg', 'chicken', 'onion'], noodles: true },
      hue: 'blue',
    },
  },
  {
    id: 205,
    slug: 'budva-free-delivery',
    restoIds: [STARI_GRAD.id, BECICI.id],
    title: 'Бесплатная доставка по побережью',
    description: 'В Будве, Бечичах и Рафаиловичах доставим бесплатно заказ от 60 € (в Бечичах — от 40 €).',
    until: '2027-09-30',
    banner: {
      headline: 'Доставка бесплатно',
      subline: 'Будва и Бечичи, от 60 €',
      art: { kind: 'drink', liquid: 'yuzu', glass: 'tall', garnish: 'lemon' },
      hue: 'violet',
    },
  },
];
