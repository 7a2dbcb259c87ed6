// The shift's tools above the board: settings, busy mode and the stop list, with busy mode's
// state always in sight (a paused delivery must not be forgotten).
import { useState } from 'react';
import type { DeskSettings } from '@nori/contract';
import { DELIVERY_TYPES } from '@nori/domain';
import { useI18n } from '../i18n/i18n';
import { Button } from '../ui/button';
import { BusyDialog } from './busy-dialog';
import { clockTime } from './format';
import { SettingsDialog } from './settings-dialog';
import { StopListDialog } from './stop-list-dialog';

type Tool = 'settings' | 'busy' | 'stop-list';

export function DeskTools({
  restoId,
  settings,
  onSettings,
  now,
}: {
  restoId: number;
  settings: DeskSettings;
  onSettings: (settings: DeskSettings) => void;
  now: number;
}) {
  const { t, intl } = useI18n();
  const [open, setOpen] = useState<Tool | null>(null);
  const badges = DELIVERY_TYPES.flatMap((type) => {
    const busy = settings.busy[type];
    const paused = busy.pausedUntil !== null && Date.parse(busy.pausedUntil) > now;
    return [
      paused && busy.pausedUntil
        ? t('desk.busy-badge', { type: t(`desk.type.${type}`), time: clockTime(busy.pausedUntil, intl) })
        : null,
      busy.extraMinutes > 0
        ? t('desk.busy-extra-badge', { type: t(`desk.type.${type}`), minutes: busy.extraMinutes })
        : null,
    ].filter((badge): badge is string => badge !== null);
  });
  const close = () => setOpen(null);
  return (
    <div className="desk-tools" role="group" aria-label={t('desk.tools')}>
      <Button onClick={() => setOpen('busy')}>{t('desk.busy')}</Button>
      <Button onClick={() => setOpen('stop-list')}>{t('desk.stop-list')}</Button>
      <Button onClick={() => setOpen('settings')}>{t('desk.settings')}</Button>
      {badges.map((badge) => (
        <span key={badge} className="badge badge--warning">
          {badge}
        </span>
      ))}
      {open === 'settings' ? (
        <SettingsDialog restoId={restoId} settings={settings} onSaved={onSettings} onClose={close} />
      ) : null}
      {open === 'busy' ? (
        <BusyDialog restoId={restoId} settings={settings} now={now} onSaved={onSettings} onClose={close} />
      ) : null}
      {open === 'stop-list' ? <StopListDialog restoId={restoId} onClose={close} /> : null}
    </div>
  );
}
