// Five restaurants, each carrying one case the storefront must handle: round the clock, a day off
// this week, no online payment, take-away only, and an ordinary one in the second country.
import type { DemoResto } from '../model';
import { BUDVA, KAZAN } from './cities';
import { everyDay, roundTheClock, withDaysOff, withHours } from './hours';
import {
  BUDVA_DELIVERY_MENU,
  BUDVA_TAKE_AWAY_MENU,
  KAZAN_DELIVERY_MENU,
  KAZAN_TAKE_AWAY_MENU,
} from './menus';
import { RESTO_TAGS as T } from './tags';

const allPayModes = (account: string) => ({
  cardOnline: account,
  cardUponReceipt: true,
  cashUponReceipt: true,
});
const noPayModes = { cardOnline: '', cardUponReceipt: false, cashUponReceipt: false };
const kazanMenus = [KAZAN_DELIVERY_MENU.id, KAZAN_TAKE_AWAY_MENU.id];
const budvaMenus = [BUDVA_DELIVERY_MENU.id, BUDVA_TAKE_AWAY_MENU.id];

export const BAUMANA: DemoResto = {
  id: 201,
  cityId: KAZAN.id,
  name: 'Умико на Баумана',
  street: 'ул. Баумана, 44',
  address: 'Казань, ул. Баумана, 44',
  description:
    'Флагман сети в пешеходном сердце Казани. Работаем круглосуточно: роллы к позднему ужину и горячий рамен к утреннему кофе.',
  location: { lat: 55.7883, lng: 49.1218 },
  order: 1,
  menuIds: kazanMenus,
  openingHours: roundTheClock(),
  payConfig: {
    delivery: allPayModes('sandbox:kazan-baumana'),
    takeAway: allPayModes('sandbox:kazan-baumana'),
  },
  payEngine: 'SANDBOX',
  tags: [T.ROUND_THE_CLOCK, T.WIFI, T.TERRACE],
  phones: ['+7 843 200-44-44'],
  emails: ['baumana@umiko.example'],
  links: ['https://umiko.example/kazan/baumana'],
  averageCheck: 1_450_00,
  photoSlug: 'baumana',
};

export const CHISTOPOLSKAYA: DemoResto = {
  id: 202,
  cityId: KAZAN.id,
  name: 'Умико на Чистопольской',
  street: 'ул. Чистопольская, 20',
  address: 'Казань, ул. Чистопольская, 20',
  description: 'Уютный зал в Ново-Савиновском районе с детской комнатой. По понедельникам у нас выходной.',
  location: { lat: 55.8212, lng: 49.1196 },
  order: 2,
  menuIds: kazanMenus,
  openingHours: withDaysOff(everyDay('10:00', '23:00'), ['MONDAY']),
  payConfig: {
    delivery: { cardOnline: 'sandbox:kazan-chistopolskaya', cardUponReceipt: true, cashUponReceipt: false },
    takeAway: allPayModes('sandbox:kazan-chistopolskaya'),
  },
  payEngine: 'SANDBOX',
  tags: [T.KIDS, T.PARKING, T.WIFI],
  phones: ['+7 843 200-20-20'],
  emails: ['chistopolskaya@umiko.example'],
  links: ['https://umiko.example/kazan/chistopolskaya'],
  averageCheck: 1_250_00,
  photoSlug: 'chistopolskaya',
};

export const MEGA: DemoResto = {
  id: 203,
  cityId: KAZAN.id,
  name: 'Умико To Go в «Меге»',
  street: 'пр. Победы, 141',
  address: 'Казань, пр. Победы, 141, ТЦ «Мега», фуд-корт',
  description: 'Окно выдачи на фуд-корте: заказ готов к вашему приходу. Только самовывоз.',
  location: { lat: 55.7547, lng: 49.2146 },
  order: 3,
  menuIds: [KAZAN_TAKE_AWAY_MENU.id],
  openingHours: everyDay('10:00', '22:00'),
  payConfig: { delivery: noPayModes, takeAway: allPayModes('sandbox:kazan-mega') },
  payEngine: 'SANDBOX',
  tags: [T.PICKUP_ONLY, T.PARKING],
  phones: ['+7 843 200-14-10'],
  emails: ['mega@umiko.example'],
  links: [],
  averageCheck: 850_00,
  photoSlug: 'mega',
  // A pickup window that cooks to order: 20 minutes, ten orders a slot, a weekend's lunch ahead.
  orderTimes: { cookingMinutes: 20, slotMinutes: 15, slotCapacity: 10, aheadDays: 3 },
};

export const STARI_GRAD: DemoResto = {
  id: 204,
  cityId: BUDVA.id,
  name: 'Umiko Stari Grad',
  street: 'Mediteranska, 4',
  address: 'Будва, Mediteranska, 4',
  description: 'У стен Старого города, в двух шагах от моря. Оплата картой или наличными при получении.',
  location: { lat: 42.2816, lng: 18.8398 },
  order: 1,
  menuIds: budvaMenus,
  openingHours: everyDay('11:00', '00:00'),
  payConfig: {
    delivery: { cardOnline: '', cardUponReceipt: true, cashUponReceipt: true },
    takeAway: { cardOnline: '', cardUponReceipt: true, cashUponReceipt: true },
  },
  payEngine: 'SANDBOX',
  tags: [T.TERRACE, T.SEA_VIEW, T.WIFI],
  phones: ['+382 33 451 044'],
  emails: ['starigrad@umiko.example'],
  links: ['https://umiko.example/budva/stari-grad'],
  averageCheck: 38_00,
  photoSlug: 'stari-grad',
};

export const BECICI: DemoResto = {
  id: 205,
  cityId: BUDVA.id,
  name: 'Umiko Bečići',
  street: 'Bečići bb',
  address: 'Будва, Bečići bb, набережная',
  description:
    'Пляжный бар на променаде Бечичей: сеты на закате и доставка по всему побережью до Рафаиловичей.',
  location: { lat: 42.2834, lng: 18.8702 },
  order: 2,
  menuIds: budvaMenus,
  openingHours: withHours(everyDay('12:00', '23:00'), ['FRIDAY', 'SATURDAY'], '12:00', '23:59'),
  payConfig: { delivery: allPayModes('sandbox:budva-becici'), takeAway: allPayModes('sandbox:budva-becici') },
  payEngine: 'SANDBOX',
  tags: [T.SEA_VIEW, T.TERRACE],
  phones: ['+382 33 471 202'],
  emails: ['becici@umiko.example'],
  links: [],
  averageCheck: 42_00,
  photoSlug: 'becici',
};

export const DEMO_RESTOS: DemoResto[] = [BAUMANA, CHISTOPOLSKAYA, MEGA, STARI_GRAD, BECICI];
