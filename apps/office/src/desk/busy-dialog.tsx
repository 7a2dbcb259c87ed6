// Busy mode per order type: pause 'as soon as possible' for N minutes (the storefront then offers
// ordering for later), or add minutes to every estimate.
import { useId } from 'react';
import type { DeskSettings } from '@nori/contract';
import { DELIVERY_TYPES, type DeliveryType } from '@nori/domain';
import { api } from '../api/client';
import { useAction } from '../api/use-action';
import { useI18n } from '../i18n/i18n';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { Notice } from '../ui/notice';
import { clockTime } from './format';

const PAUSES = [15, 30, 60] as const;
const EXTRA = [0, 10, 15, 20, 30, 45, 60] as const;

type BusyChange = { orderType: DeliveryType; pausedUntil?: string | null; extraMinutes?: number };

export function BusyDialog({
  restoId,
  settings,
  now,
  onSaved,
  onClose,
}: {
  restoId: number;
  settings: DeskSettings;
  now: number;
  onSaved: (settings: DeskSettings) => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const change = useAction((body: BusyChange) => api.setDeskBusyMode({ params: { restoId }, body }));
  const apply = async (body: BusyChange) => {
    const answer = await change.run(body);
    if (answer) onSaved(answer);
  };
  return (
    <Dialog title={t('desk.busy-title')} open onClose={onClose} wide>
      {change.error ? <Notice tone="error">{change.error}</Notice> : null}
      <div className="busy-types">
        {DELIVERY_TYPES.map((type) => (
          <BusyType key={type} type={type} settings={settings} now={now} busy={change.busy} apply={apply} />
        ))}
      </div>
    </Dialog>
  );
}

function BusyType({
  type,
  settings,
  now,
  busy,
  apply,
}: {
  type: DeliveryType;
  settings: DeskSettings;
  now: number;
  busy: boolean;
  apply: (body: BusyChange) => Promise<void>;
}) {
  const { t, intl } = useI18n();
  const selectId = useId();
  const state = settings.busy[type];
  const pausedUntil =
    state.pausedUntil !== null && Date.parse(state.pausedUntil) > now ? state.pausedUntil : null;
  return (
    <section className="busy-type" aria-labelledby={`${selectId}-title`}>
      <h3 id={`${selectId}-title`}>{t(`desk.type.${type}`)}</h3>
      <p className={pausedUntil ? 'busy-type__paused' : 'muted'}>
        {pausedUntil
          ? t('desk.busy-paused-until', { time: clockTime(pausedUntil, intl) })
          : t('desk.busy-not-paused')}
      </p>
      <div className="button-row">
        {PAUSES.map((minutes) => (
          <Button
            key={minutes}
            busy={busy}
            onClick={() =>
              void apply({ orderType: type, pausedUntil: new Date(now + minutes * 60_000).toISOString() })
            }
          >
            {t('desk.busy-pause', { minutes })}
          </Button>
        ))}
        {pausedUntil ? (
          <Button
            variant="primary"
            busy={busy}
            onClick={() => void apply({ orderType: type, pausedUntil: null })}
          >
            {t('desk.busy-resume')}
          </Button>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={selectId}>{t('desk.busy-extra')}</label>
        <select
          id={selectId}
          value={EXTRA.includes(state.extraMinutes as (typeof EXTRA)[number]) ? state.extraMinutes : 0}
          disabled={busy}
          onChange={(event) => void apply({ orderType: type, extraMinutes: Number(event.target.value) })}
        >
          {EXTRA.map((minutes) => (
            <option key={minutes} value={minutes}>
              +{minutes}
            </option>
          ))}
        </select>
        {state.extraMinutes > 0 ? (
          <p className="field__hint">{t('desk.busy-extra-now', { minutes: state.extraMinutes })}</p>
        ) : null}
      </div>
    </section>
  );
}
