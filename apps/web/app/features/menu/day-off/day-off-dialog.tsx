import { isTakingOrders, nextOpening, restoClockZone, type NextOpening, type Translate } from '@nori/domain';
import { useState } from 'react';
import { addRussianTexts, useI18n } from '../../../i18n';
import { ConfirmDialog } from '../../../ui';
import { useBootSnapshot } from '../../../catalog';
import { chooseOrderTime, orderTimeWords, useOrderTime } from '../../../order';
import { ruDayOff } from '../../../i18n/messages/ru-day-off';

// The Russian texts this module shows, added as it loads: before any of them is shown (i18n/catalogues).
addRussianTexts(ruDayOff);

const opensText = (t: Translate, opening: NextOpening): string => {
  if (opening.inDays === 0) return t('dayOff.opens.today', { time: opening.time });
  if (opening.inDays === 1) return t('dayOff.opens.tomorrow', { time: opening.time });
  return t('dayOff.opens.day', { time: opening.time, day: t(`schedule.day.short.${opening.dayOfWeek}`) });
};

/**
 * Spec §4: a restaurant that is not taking orders now (a day off, or outside its hours) shows the
 * day-off dialog once per visit of the menu; the menu stays browsable behind it. It says when the
 * restaurant opens and offers to order for then (issue 21) instead of a dead end.
 */
export function DayOffDialog({ now }: { now: number | null }) {
  const { t, locale } = useI18n();
  const resto = useBootSnapshot()?.resto ?? null;
  const [dismissed, setDismissed] = useState(false);
  const zone = resto ? restoClockZone(resto) : null;
  const closed = resto !== null && now !== null && !isTakingOrders(resto.openingHours, now, zone);
  const opening = closed && resto && now !== null ? nextOpening(resto.openingHours, now, zone) : null;
  // Take-away's lead time: the cart adds a delivery's own when the address is known.
  const first = useOrderTime(closed ? resto : null, now, null)
    ?.days.flatMap((day) => day.slots)
    .find((slot) => !slot.full);
  const text = [t('dayOff.text', { name: resto?.name ?? '' }), opening && opensText(t, opening)]
    .filter(Boolean)
    .join(' ');
  const offer =
    first && resto && zone && now !== null ? orderTimeWords(t, locale, first.atMs, zone, now) : null;
  return (
    <ConfirmDialog
      open={closed && !dismissed}
      headline={t('dayOff.title')}
      text={text}
      confirmLabel={offer ? t('dayOff.orderFor', { when: offer }) : t('dayOff.ok')}
      cancelLabel={t('dayOff.ok')}
      hideCancel={offer === null}
      onCancel={() => setDismissed(true)}
      onConfirm={() => {
        if (first && resto) chooseOrderTime(resto.id, first.atMs);
        setDismissed(true);
      }}
    />
  );
}
