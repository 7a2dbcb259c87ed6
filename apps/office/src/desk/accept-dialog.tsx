// Accepting an order with its ready-by time: one tap on a preset (+15 … +60 minutes from now on
// the server's clock), or a time of one's own.
import { useState, type FormEvent } from 'react';
import type { DeskOrder } from '@nori/contract';
import { api } from '../api/client';
import { useAction } from '../api/use-action';
import { useI18n } from '../i18n/i18n';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { Field } from '../ui/field';
import { Notice } from '../ui/notice';
import { clockTime } from './format';

export const READY_PRESETS = [15, 20, 30, 45, 60] as const;
const MINUTE_MS = 60_000;

/** The next moment this device's clock shows HH:MM: today, or tomorrow when it has passed. */
export const nextClockTime = (value: string, nowMs: number): number | null => {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const at = new Date(nowMs);
  at.setHours(Number(match[1]), Number(match[2]), 0, 0);
  return at.getTime() > nowMs ? at.getTime() : at.getTime() + 24 * 60 * MINUTE_MS;
};

export function AcceptDialog({
  order,
  now,
  onClose,
  onAccepted,
}: {
  order: DeskOrder;
  now: number;
  onClose: () => void;
  onAccepted: (order: DeskOrder) => void;
}) {
  const { t, intl } = useI18n();
  const [custom, setCustom] = useState('');
  const [customInvalid, setCustomInvalid] = useState(false);
  const accept = useAction((readyAtMs: number) =>
    api.acceptDeskOrder({
      params: { restoId: order.restoId, orderId: order.id },
      body: { readyAt: new Date(readyAtMs).toISOString() },
    }),
  );
  const acceptAt = async (readyAtMs: number) => {
    const answer = await accept.run(readyAtMs);
    if (answer) onAccepted(answer);
  };
  const customAt = nextClockTime(custom, now);

  const submitCustom = (event: FormEvent) => {
    event.preventDefault();
    setCustomInvalid(customAt === null);
    if (customAt !== null) void acceptAt(customAt);
  };

  return (
    <Dialog title={t('desk.accept-title', { number: order.number })} open onClose={onClose}>
      {accept.error ? <Notice tone="error">{accept.error}</Notice> : null}
      <p className="label">{t('desk.accept-ready-in')}</p>
      <div className="presets">
        {READY_PRESETS.map((minutes) => {
          const at = now + minutes * MINUTE_MS;
          return (
            <Button
              key={minutes}
              variant="primary"
              className="preset"
              busy={accept.busy}
              onClick={() => void acceptAt(at)}
            >
              <span className="preset__minutes">{t('desk.preset', { minutes })}</span>
              <span className="preset__at">{t('desk.preset-at', { time: clockTime(at, intl) })}</span>
            </Button>
          );
        })}
      </div>
      <form className="custom-time" onSubmit={submitCustom}>
        <Field
          label={t('desk.custom-time')}
          type="time"
          value={custom}
          error={customInvalid ? t('desk.time-invalid') : null}
          onChange={(event) => setCustom(event.target.value)}
        />
        <Button type="submit" busy={accept.busy} disabled={customAt === null}>
          {customAt === null ? t('desk.accept') : t('desk.accept-at', { time: clockTime(customAt, intl) })}
        </Button>
      </form>
    </Dialog>
  );
}
