// Setting up sign-in codes: the API makes a secret, the staff member adds it to their app (typed
// or through the otpauth:// link) and confirms with a code, after which sign-in asks for one.
import { useState, type FormEvent } from 'react';
import type { Staff } from '@nori/contract';
import { api } from '../api/client';
import { useAction } from '../api/use-action';
import { useI18n } from '../i18n/i18n';
import { Button } from '../ui/button';
import { Field } from '../ui/field';
import { Notice } from '../ui/notice';

export function TotpSetup({ staff, onConfirmed }: { staff: Staff; onConfirmed: (staff: Staff) => void }) {
  const { t } = useI18n();
  const [code, setCode] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const start = useAction(() => api.startStaffTotp());
  const [started, setStarted] = useState<{ secret: string; otpauthUrl: string } | null>(null);
  const confirm = useAction(() => api.confirmStaffTotp({ body: { code } }));

  const begin = async () => {
    setConfirmed(false);
    const answer = await start.run();
    if (answer) setStarted(answer);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await confirm.run();
    if (!answer) return;
    setStarted(null);
    setCode('');
    setConfirmed(true);
    onConfirmed(answer.staff);
  };

  return (
    <section className="card" aria-labelledby="totp-title">
      <h2 id="totp-title">{t('totp.title')}</h2>
      <p className="muted">{staff.totpEnabled ? t('totp.enabled') : t('totp.disabled')}</p>
      {confirmed ? <Notice tone="success">{t('totp.confirmed')}</Notice> : null}
      {start.error ? <Notice tone="error">{start.error}</Notice> : null}
      {started ? (
        <form onSubmit={submit}>
          <p>{t('totp.step-secret')}</p>
          <p className="label">{t('totp.secret')}</p>
          <p className="secret" translate="no">
            {started.secret.replace(/(.{4})/g, '$1 ').trim()}
          </p>
          <p>
            <a href={started.otpauthUrl}>{t('totp.link')}</a>
          </p>
          {confirm.error ? <Notice tone="error">{confirm.error}</Notice> : null}
          <Field
            label={t('totp.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <div className="form-actions">
            <Button type="submit" variant="primary" busy={confirm.busy}>
              {t('totp.confirm')}
            </Button>
          </div>
        </form>
      ) : (
        <Button onClick={() => void begin()} busy={start.busy}>
          {staff.totpEnabled ? t('totp.restart') : t('totp.start')}
        </Button>
      )}
    </section>
  );
}
