// Auto-accept (ready in N minutes) and the alarm's minutes, per restaurant.
import { useState, type FormEvent } from 'react';
import type { DeskSettings } from '@nori/contract';
import { api } from '../api/client';
import { useAction } from '../api/use-action';
import { useI18n } from '../i18n/i18n';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { Field } from '../ui/field';
import { Notice } from '../ui/notice';

const DEFAULT_AUTO_ACCEPT_MINUTES = 30;

export function SettingsDialog({
  restoId,
  settings,
  onSaved,
  onClose,
}: {
  restoId: number;
  settings: DeskSettings;
  onSaved: (settings: DeskSettings) => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const [autoAccept, setAutoAccept] = useState(settings.autoAcceptMinutes !== null);
  const [autoMinutes, setAutoMinutes] = useState(settings.autoAcceptMinutes ?? DEFAULT_AUTO_ACCEPT_MINUTES);
  const [alarmMinutes, setAlarmMinutes] = useState(settings.alarmAfterMinutes);
  const save = useAction(() =>
    api.saveDeskSettings({
      params: { restoId },
      body: { autoAcceptMinutes: autoAccept ? autoMinutes : null, alarmAfterMinutes: alarmMinutes },
    }),
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await save.run();
    if (!answer) return;
    onSaved(answer);
    onClose();
  };
  return (
    <Dialog title={t('desk.settings-title')} open onClose={onClose}>
      <form onSubmit={submit}>
        {save.error ? <Notice tone="error">{save.error}</Notice> : null}
        <label className="check">
          <input
            type="checkbox"
            checked={autoAccept}
            onChange={(event) => setAutoAccept(event.target.checked)}
          />
          <span>{t('desk.auto-accept')}</span>
        </label>
        {autoAccept ? (
          <Field
            label={t('desk.auto-accept-minutes')}
            type="number"
            inputMode="numeric"
            min={1}
            max={240}
            required
            value={autoMinutes}
            onChange={(event) => setAutoMinutes(Number(event.target.value))}
          />
        ) : null}
        <Field
          label={t('desk.alarm-minutes')}
          type="number"
          inputMode="numeric"
          min={1}
          max={120}
          required
          value={alarmMinutes}
          onChange={(event) => setAlarmMinutes(Number(event.target.value))}
        />
        <div className="form-actions">
          <Button onClick={onClose}>{t('office.cancel')}</Button>
          <Button type="submit" variant="primary" busy={save.busy}>
            {t('office.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
