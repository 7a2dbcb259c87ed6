// The shift's state at the top of the desk: the tap that turns on the sound, the ring while orders
// wait, and the lost connection.
import { useI18n } from '../i18n/i18n';
import { Button } from '../ui/button';

export function ShiftBar({
  started,
  onStart,
  connected,
  waiting,
  rings,
}: {
  started: boolean;
  onStart: () => void;
  connected: boolean;
  waiting: number;
  rings: number;
}) {
  const { t } = useI18n();
  return (
    <div className="shift-bar">
      {started ? (
        <p className="shift-bar__on">
          <span className="dot dot--on" aria-hidden="true" />
          {t('desk.shift-on')}
        </p>
      ) : (
        <div className="shift-bar__start">
          <Button variant="primary" className="button--big" onClick={onStart}>
            {t('desk.start-shift')}
          </Button>
          <p className="muted">{t('desk.start-shift-hint')}</p>
        </div>
      )}
      {!connected ? (
        <p className="banner banner--offline" role="alert">
          {t('desk.offline')}
        </p>
      ) : null}
      {waiting > 0 ? (
        <p className="banner banner--ring" role="status" data-testid="desk-ringing" data-rings={rings}>
          <span aria-hidden="true" className="bell">
            ●
          </span>
          {t('desk.ringing')}
        </p>
      ) : null}
    </div>
  );
}
