import type { OpeningHours } from '@nori/domain';
import { weeklySchedule } from '@nori/domain';
import { addRussianTexts, useT } from '../../i18n';
import { ruRestos } from '../../i18n/messages/ru-restos';
import { scheduleMessagesRu } from '@nori/domain/messages/ru/schedule';

// This module's texts in Russian, there before any of its components renders (i18n/catalogues).
addRussianTexts(ruRestos);
addRussianTexts(scheduleMessagesRu);

/**
 * The weekly schedule (spec §3 labels via the domain), today's row marked with whether the
 * restaurant is open right now in its own time zone. `now` is null until mounted: the server
 * does not know the visitor's moment, so the table appears after hydration.
 */
export function RestoSchedule(props: {
  openingHours: readonly OpeningHours[];
  timezone: string;
  now: number;
}) {
  const t = useT();
  const rows = weeklySchedule(props.openingHours, props.now, props.timezone);
  return (
    <table className="resto-schedule">
      <caption className="resto-schedule__caption">{t('resto.schedule')}</caption>
      <tbody>
        {rows.map((row) => (
          <tr
            key={row.dayOfWeek}
            className="resto-schedule__row"
            aria-current={row.today ? 'date' : undefined}
          >
            <th scope="row">{t(row.longNameKey)}</th>
            {/* The state shares the hours' cell, so on a narrow phone it wraps under them
                instead of a third column widening the table past the screen. */}
            <td>
              <div className="resto-schedule__hours">
                <span>{row.label.kind === 'hours' ? row.label.text : t(row.label.messageKey)}</span>
                {row.open && <span className="resto-state resto-state--open">{t('schedule.open')}</span>}
                {row.closed && <span className="resto-state">{t('schedule.closed')}</span>}
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
