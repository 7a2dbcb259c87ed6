// 'Как можно скорее' or 'Ко времени' with a day and a slot (issue 21). Native selects: light,
// accessible, and the phone's own picker. Full slots stay in the list, marked and not choosable.
import { formatTimeOfDay, wallTimeAt } from '@nori/domain';
import { addRussianTexts, useI18n, useT } from '../../i18n';
import { chooseOrderTime, type OrderTimeView } from './order-time';
import { dayParts } from './order-time-words';
import './order-time.css';
import { ruOrderTime } from '../../i18n/messages/ru-order-time';

// The Russian texts this module shows, added as it loads: before any of them is shown (i18n/catalogues).
addRussianTexts(ruOrderTime);

/** `card`: framed like the cart's other options (the checkout frames its sections itself). */
export function OrderTimeChoice({ view, card = false }: { view: OrderTimeView; card?: boolean }) {
  const { t, locale } = useI18n();
  const scheduled = view.slot !== null;
  const chosenDay = view.days.find((day) => day.slots.some((slot) => slot.atMs === view.slot?.atMs));
  const firstFree = (slots = view.days.flatMap((day) => day.slots)) =>
    slots.find((slot) => !slot.full) ?? null;
  const dayLabel = (inDays: number, date: string) => {
    if (inDays === 0) return t('orderTime.today');
    if (inDays === 1) return t('orderTime.tomorrow');
    return t(
      'orderTime.dayOther',
      dayParts(t, locale, Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000)),
    );
  };
  const asapTime = view.asap && formatTimeOfDay(wallTimeAt(view.timezone, view.asap.readyAtMs).secondOfDay);

  return (
    <fieldset className={card ? 'order-time order-time--card' : 'order-time'} data-testid="order-time">
      <legend className="order-time__legend">{t('orderTime.legend')}</legend>
      <label className="order-time__option">
        <input
          type="radio"
          name="order-time"
          checked={!scheduled}
          disabled={view.asap === null}
          onChange={() => chooseOrderTime(view.restoId, null)}
        />
        <span>{asapTime ? t('orderTime.asapAt', { time: asapTime }) : t('orderTime.asapClosed')}</span>
      </label>
      <label className="order-time__option">
        <input
          type="radio"
          name="order-time"
          checked={scheduled}
          disabled={firstFree() === null}
          onChange={() => chooseOrderTime(view.restoId, firstFree()?.atMs ?? null)}
        />
        <span>{t('orderTime.scheduled')}</span>
      </label>
      {view.days.length === 0 && <p className="order-time__note">{t('orderTime.none')}</p>}
      {scheduled && chosenDay && (
        <div className="order-time__pickers">
          <label className="order-time__picker">
            <span>{t('orderTime.day')}</span>
            <select
              value={chosenDay.date}
              onChange={(event) => {
                const day = view.days.find((candidate) => candidate.date === event.target.value);
                const slot = day && firstFree(day.slots);
                if (slot) chooseOrderTime(view.restoId, slot.atMs);
              }}
            >
              {view.days.map((day) => (
                <option key={day.date} value={day.date} disabled={firstFree(day.slots) === null}>
                  {dayLabel(day.inDays, day.date)}
                </option>
              ))}
            </select>
          </label>
          <label className="order-time__picker">
            <span>{t('orderTime.slot')}</span>
            <select
              value={String(view.slot?.atMs)}
              onChange={(event) => chooseOrderTime(view.restoId, Number(event.target.value))}
            >
              {chosenDay.slots.map((slot) => (
                <option key={slot.atMs} value={String(slot.atMs)} disabled={slot.full}>
                  {slot.full ? t('orderTime.full', { time: slot.time }) : slot.time}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
    </fieldset>
  );
}

/**
 * The same choice while the restaurant's hours are not known yet (the boot is loading them): it
 * holds the place the choice will take, so the cart's other options do not jump down when it
 * arrives (a layout shift of 0.11 on a returning visitor's cart, issue 17).
 */
export function OrderTimePending({ card = false }: { card?: boolean }) {
  const t = useT();
  return (
    <fieldset className={card ? 'order-time order-time--card' : 'order-time'} disabled aria-busy="true">
      <legend className="order-time__legend">{t('orderTime.legend')}</legend>
      <label className="order-time__option">
        <input type="radio" name="order-time" defaultChecked />
        {/* Figure dashes are as wide as digits: the text wraps as the time's will. */}
        <span>{t('orderTime.asapAt', { time: '‒‒:‒‒' })}</span>
      </label>
      <label className="order-time__option">
        <input type="radio" name="order-time" />
        <span>{t('orderTime.scheduled')}</span>
      </label>
    </fieldset>
  );
}
