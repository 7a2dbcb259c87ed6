// The phone method (spec §4, §5): the number → an SMS code → confirm, with a 90-second resend
// countdown and the way back to change the number. Every failure is shown in the visitor's
// language and changes nothing.
import { formatPhoneAsTyped, normalisePhone, validatePhone, validateSmsCode } from '@nori/domain';
import { useState, type FormEvent } from 'react';
import { useT } from '../../i18n';
import { Button, TextField } from '../../ui';
import { errorText } from './error-text';
import { completeSignIn, sessionApi } from './session-store';
import { formatCountdown, useCountdown } from './use-countdown';

type Step = { name: 'phone' } | { name: 'code'; phone: string };

export function PhoneSignIn(props: { captchaToken: () => Promise<string | null>; onSignedIn: () => void }) {
  const t = useT();
  const [step, setStep] = useState<Step>({ name: 'phone' });
  const [phoneText, setPhoneText] = useState('');
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const secondsLeft = useCountdown(resendAt);

  const run = async (task: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await task();
    } catch (error) {
      setFailure(errorText(error, t));
    } finally {
      setBusy(false);
    }
  };

  const sendCode = (phone: string) =>
    run(async () => {
      const api = await sessionApi();
      const sent = await api.requestPhoneCode(phone, await props.captchaToken());
      setResendAt(Date.now() + sent.resendAfterSeconds * 1000);
      setCode('');
      setStep({ name: 'code', phone });
    });

  const submitPhone = (event: FormEvent) => {
    event.preventDefault();
    const invalid = validatePhone(phoneText);
    setFieldError(invalid && t(invalid));
    const phone = normalisePhone(phoneText);
    if (!invalid && phone) void sendCode(phone);
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (step.name !== 'code') return;
    const invalid = validateSmsCode(code);
    setFieldError(invalid && t(invalid));
    if (invalid) return;
    void run(async () => {
      const api = await sessionApi();
      await completeSignIn(await api.signInWithPhone(step.phone, code.trim(), await props.captchaToken()));
      props.onSignedIn();
    });
  };

  const changePhone = () => {
    setStep({ name: 'phone' });
    setFieldError(null);
    setFailure(null);
  };

  const alert = failure && (
    <p className="auth-method__failure" role="alert">
      {failure}
    </p>
  );

  if (step.name === 'phone')
    return (
      <form className="auth-method" onSubmit={submitPhone} noValidate>
        <TextField
          label={t('auth.phoneLabel')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={t('auth.phonePlaceholder')}
          value={phoneText}
          error={fieldError}
          onChange={(event) => setPhoneText(formatPhoneAsTyped(event.target.value))}
        />
        {alert}
        <Button type="submit" size="l" block disabled={busy}>
          {t('auth.getCode')}
        </Button>
      </form>
    );

  return (
    <form className="auth-method" onSubmit={submitCode} noValidate>
      <p className="auth-method__note">{t('auth.codeSentTo', { phone: formatPhoneAsTyped(step.phone) })}</p>
      <TextField
        label={t('auth.codeLabel')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        error={fieldError}
        onChange={(event) => setCode(event.target.value.replace(/\s/g, ''))}
        autoFocus
      />
      {alert}
      <Button type="submit" size="l" block disabled={busy}>
        {t('auth.confirm')}
      </Button>
      <div className="auth-method__row">
        <Button variant="ghost" onClick={changePhone} disabled={busy}>
          {t('auth.changePhone')}
        </Button>
        {secondsLeft > 0 ? (
          <p className="auth-method__countdown">
            {t('auth.resendIn', { time: formatCountdown(secondsLeft) })}
          </p>
        ) : (
          <Button variant="ghost" onClick={() => void sendCode(step.phone)} disabled={busy}>
            {t('auth.resend')}
          </Button>
        )}
      </div>
    </form>
  );
}
