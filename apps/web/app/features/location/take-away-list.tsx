import type { Resto } from '@nori/contract';
import { nextOpening, sortPickupPoints, VALIDATION_KEYS, weeklySchedule } from '@nori/domain';
import { useI18n } from '../../i18n';
import { useBootSnapshot } from '../boot';
import { useStoredDeliveryType } from '../cart';

/**
 * The pickup points by order, then address (spec §4), labelled by street with today's hours and
 * whether they are open now (a closed one says when it opens); a click chooses one. The chosen
 * point — the stored one, else the first (spec §4: switching to take-away selects it) — is marked
 * pressed, so screen readers say which one it is.
 */
export function TakeAwayList({ restos, onPick }: { restos: Resto[]; onPick: (resto: Resto) => void }) {
  const { t, locale } = useI18n();
  const snapshot = useBootSnapshot();
  const storedType = useStoredDeliveryType();
  if (restos.length === 0) return <p role="alert">{t(VALIDATION_KEYS.pickupPointsNone)}</p>;
  const sorted = sortPickupPoints(restos, locale);
  const stored = storedType === 'TAKE_AWAY' ? snapshot?.resto?.id : undefined;
  const selected = sorted.find((resto) => resto.id === stored) ?? sorted[0];
  const now = Date.now() + (snapshot?.clockOffsetMs ?? 0);

  const hoursOf = (resto: Resto): string => {
    const today = weeklySchedule(resto.openingHours, now, resto.timezone).find((row) => row.today);
    const hours = today && (today.label.kind === 'hours' ? today.label.text : t(today.label.messageKey));
    const opening = nextOpening(resto.openingHours, now, resto.timezone);
    const state = !opening
      ? t('schedule.open')
      : opening.inDays === 0
        ? t('location.opensAt', { time: opening.time })
        : t('location.opensOn', { day: t(`schedule.day.short.${opening.dayOfWeek}`), time: opening.time });
    return [hours, state].filter(Boolean).join(' · ');
  };

  return (
    <>
      <h3 className="location__heading">{t('bootloader.pickupPoints')}</h3>
      <ul className="location__options">
        {sorted.map((resto) => (
          <li key={resto.id}>
            <button
              type="button"
              className="location__option"
              aria-pressed={resto === selected}
              onClick={() => onPick(resto)}
            >
              <strong>{resto.street}</strong>
              <small>{resto.name}</small>
              <small>{hoursOf(resto)}</small>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
