// Changing one's own password: the one-time password at first sign-in, or any time from the
// account page. The new one is checked here first (length, typed twice) so the common mistakes
// need no round trip.
import { useState, type FormEvent } from 'react';
import type { Staff } from '@nori/contract';
import { api } from '../api/client';
import { MIN_PASSWORD_LENGTH as STAFF_PASSWORD_MIN } from '../api/contract-values';
import { useAction } from '../api/use-action';
import { useI18n } from '../i18n/i18n';
import { Button } from '../ui/button';
import { Field } from '../ui/field';
import { Notice } from '../ui/notice';

export function PasswordForm({ onChanged }: { onChanged: (staff: Staff) => void }) {
  const { t } = useI18n();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [repeat, setRepeat] = useState('');
  const [checked, setChecked] = useState(false);
  const [done, setDone] = useState(false);
  const change = useAction(() => api.changeStaffPassword({ body: { currentPassword, newPassword } }));

  const tooShort = newPassword.length < STAFF_PASSWORD_MIN;
  const mismatch = repeat !== newPassword;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setDone(false);
    if (tooShort || mismatch) return;
    const answer = await change.run();
    if (!answer) return;
    setCurrent('');
    setNew('');
    setRepeat('');
    setChecked(false);
    setDone(true);
    onChanged(answer.staff);
  };

  return (
    <form onSubmit={submit} noValidate>
      {change.error ? <Notice tone="error">{change.error}</Notice> : null}
      {done ? <Notice tone="success">{t('password.changed')}</Notice> : null}
      <Field
        label={t('password.current')}
        type="password"
        autoComplete="current-password"
        required
        value={currentPassword}
        onChange={(event) => setCurrent(event.target.value)}
      />
      <Field
        label={t('password.new')}
        type="password"
        autoComplete="new-password"
        required
        minLength={STAFF_PASSWORD_MIN}
        hint={t('password.rules', { min: STAFF_PASSWORD_MIN })}
        error={checked && tooShort ? t('password.too-short', { min: STAFF_PASSWORD_MIN }) : null}
        value={newPassword}
        onChange={(event) => setNew(event.target.value)}
      />
      <Field
        label={t('password.repeat')}
        type="password"
        autoComplete="new-password"
        required
        error={checked && !tooShort && mismatch ? t('password.mismatch') : null}
        value={repeat}
        onChange={(event) => setRepeat(event.target.value)}
      />
      <div className="form-actions">
        <Button type="submit" variant="primary" busy={change.busy}>
          {t('password.submit')}
        </Button>
      </div>
    </form>
  );
}
