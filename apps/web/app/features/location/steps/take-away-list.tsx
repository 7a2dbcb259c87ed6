import type { Resto } from '@nori/contract';
import {
  firstPickupPoint,
  nextOpening,
  serverNow,
  sortPickupPoints,
  validatePickupPoint,
  weeklySchedule,
} from '@nori/domain';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { addRussianTexts, useI18n } from '../../../i18n';
import { useBootSnapshot, useOrderType } from '../../../catalog';
import { ruLocation } from '../../../i18n/messages/ru-location';
import { scheduleMessagesRu } from '@nori/domain/messages/ru/schedule';

// The Russian texts this module shows, added as it loads: before any of them is shown (i18n/catalogues).
addRussianTexts(ruLocation);
addRussianTexts(scheduleMessagesRu);

const STEPS: Record<string, number> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/**
 * The pickup points by order, then address (spec §4), labelled by street with today's hours and
 * whether they are open now (a closed one says when it opens), as a radio group: the chosen point
 * — the stored one, else the first (spec §4: switching to take-away selects it) — is checked,
 * arrow keys move the choice (without saving), and a tap, Space or Enter picks it.
 */
export function TakeAwayList({ restos, onPick }: { restos: Resto[]; onPick: (resto: Resto) => void }) {
  const { t, locale } = useI18n();
  const snapshot = useBootSnapshot();
  const orderType = useOrderType();
  const headingId = useId();
  const radios = useRef<(HTMLButtonElement | null)[]>([]);
  const sorted = sortPickupPoints(restos, locale);
  const stored = orderType === 'TAKE_AWAY' ? snapshot?.resto?.id : undefined;
  const [moved, setMoved] = useState<number | null>(null);
  const chosen =
    sorted.find((resto) => resto.id === moved) ??
    sorted.find((resto) => resto.id === stored) ??
    firstPickupPoint(restos, locale);
  const problem = validatePickupPoint(chosen?.id ?? null, restos.length);
  if (problem) return <p role="alert">{t(problem)}</p>;
  const now = serverNow(Date.now(), snapshot?.clockOffsetMs ?? 0);

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

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = STEPS[event.key];
    const target =
      step !== undefined
        ? (index + step + sorted.length) % sorted.length
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? sorted.length - 1
            : null;
    if (target === null) return;
    event.preventDefault();
    setMoved(sorted[target]?.id ?? null);
    radios.current[target]?.focus();
  };

  return (
    <>
      <h3 className="location__heading" id={headingId}>
        {t('bootloader.pickupPoints')}
      </h3>
      <div className="location__options" role="radiogroup" aria-labelledby={headingId}>
        {sorted.map((resto, index) => (
          <button
            key={resto.id}
            ref={(element) => {
              radios.current[index] = element;
            }}
            type="button"
            role="radio"
            className="location__option location__option--radio"
            aria-checked={resto === chosen}
            tabIndex={resto === chosen ? 0 : -1}
            onKeyDown={(event) => onKeyDown(event, index)}
            onClick={() => onPick(resto)}
          >
            <strong>{resto.street}</strong>
            <small>{resto.name}</small>
            <small>{hoursOf(resto)}</small>
          </button>
        ))}
      </div>
    </>
  );
}
