// Positions sold only at certain hours: business lunches on weekdays 12:00–16:00 in every resto
// that has them on its menus.
import type { DemoTimeSlot } from '../model';
import { dishNosInGroup } from './dishes';
import { DEMO_RESTOS } from './restos';

const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] as const;

export const DEMO_TIME_SLOTS: DemoTimeSlot[] = [
  {
    id: 201,
    restoIds: DEMO_RESTOS.map((resto) => resto.id),
    dishNos: dishNosInGroup('lunch'),
    slots: [{ days: [...WEEKDAYS], startAt: '12:00', endAt: '16:00' }],
  },
];
