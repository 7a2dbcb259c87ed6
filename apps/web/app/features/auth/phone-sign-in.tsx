// The phone method (spec §4, §5): the number → an SMS code → confirm, with a 90-second resend
// countdown and the way back to change the number. Every failure is shown in the visitor's
// language and changes nothing. Both steps check their field with the API's own schema
// (@nori/contract/forms, issue 22), so what the form lets through, the sign-in calls accept.
import type { PhoneFormValues, SmsCodeFormValues } from '@nori/contract/forms';
import {
  formatPhoneAsTyped,
  normalisePhone,
  phoneCountryOfTimeZone,
  phoneExampleOf,
  restoClockZone,
} from '@nori/domain';
import { useState, type ChangeEvent } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { useCatalog } from '../../catalog';
import { addRussianTexts, useT } from '../../i18n';
import { formResolver } from '../../platform/forms/form-resolver';
import { preloadFormSchemas } from '../../platform/form-schemas';
import { Button, TextField } from '../../ui';
import { errorText } from './error-text';
import { completeSignIn } from './complete-sign-in';
import { sessionApi } from '../../session/session-store';
import { formatCountdown, useCountdown } from './use-countdown';
import { validationMessagesRu } from '@nori/domain/messages/ru/validation';
import { ruAuth } from '../../i18n/messages/ru-auth';

// The Russian texts this module shows, added as it loads: before any of them is shown (i18n/catalogues).
addRussianTexts(validationMessagesRu);
addRussianTexts(ruAuth);

type Step = { name: 'phone' } | { name: 'code'; phone: string };

// A refused field keeps its message until the next submit, and focus stays where the visitor put
// it (spec §5): the same as before the forms were checked by schema.
const checkedOnSubmit = { mode: 'onSubmit', reValidateMode: 'onSubmit', shouldFocusError: false } as const;
const phoneResolver = formResolver<PhoneFormValues>('phoneFormSchema');
const codeResolver = formResolver<SmsCodeFormValues>('smsCodeFormSchema');

export function PhoneSignIn(props: { captchaToken: () => Promise<string | null>; onSignedIn: () => void }) {
  const t = useT();
  // The restaurant's country's example number (+382 in Budva): its customers' numbers look like it.
  const resto = useCatalog()?.resto;
  const phoneExample = phoneExampleOf(phoneCountryOfTimeZone(resto && restoClockZone(resto)));
  const [step, setStep] = useState<Step>({ name: 'phone' });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const secondsLeft = useCountdown(resendAt);
  const phoneForm = useForm<PhoneFormValues>({
    ...checkedOnSubmit,
    resolver: phoneResolver,
    defaultValues: { phone: '' },
  });
  const codeForm = useForm<SmsCodeFormValues>({
    ...checkedOnSubmit,
    resolver: codeResolver,
    defaultValues: { code: '' },
  });
  // A refusal's message is the domain's validation key.
  const message = (error: FieldError | undefined) => error?.message && t(error.message);

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
      codeForm.setValue('code', '');
      setStep({ name: 'code', phone });
    });

  // The schema accepted the number as typed, so it has an E.164 form, which the API takes.
  const submitPhone = phoneForm.handleSubmit(({ phone }) => {
    const e164 = normalisePhone(phone);
    if (e164) void sendCode(e164);
  });

  // The code as the schema gives it: trimmed.
  const submitCode = codeForm.handleSubmit(({ code }) => {
    if (step.name !== 'code') return;
    void run(async () => {
      const api = await sessionApi();
      await completeSignIn(await api.signInWithPhone(step.phone, code, await props.captchaToken()));
      props.onSignedIn();
    });
  });

  const changePhone = () => {
    setStep({ name: 'phone' });
    phoneForm.clearErrors();
    codeForm.clearErrors();
    setFailure(null);
  };

  const alert = failure && (
    <p className="auth-method__failure" role="alert">
      {failure}
    </p>
  );

  if (step.name === 'phone')
    return (
      <form className="auth-method" onSubmit={(event) => void submitPhone(event)} noValidate>
        <TextField
          label={t('auth.phoneLabel')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={phoneExample}
          error={message(phoneForm.formState.errors.phone)}
          onFocus={preloadFormSchemas}
          {...phoneForm.register('phone', {
            // Shown formatted as it is typed (spec §9).
            onChange: (event: ChangeEvent<HTMLInputElement>) =>
              phoneForm.setValue('phone', formatPhoneAsTyped(event.target.value)),
          })}
        />
        {alert}
        <Button type="submit" size="l" block disabled={busy}>
          {t('auth.getCode')}
        </Button>
      </form>
    );

  return (
    <form className="auth-method" onSubmit={(event) => void submitCode(event)} noValidate>
      <p className="auth-method__note">{t('auth.codeSentTo', { phone: formatPhoneAsTyped(step.phone) })}</p>
      <TextField
        label={t('auth.codeLabel')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={message(codeForm.formState.errors.code)}
        onFocus={preloadFormSchemas}
        {...codeForm.register('code', {
          onChange: (event: ChangeEvent<HTMLInputElement>) =>
            codeForm.setValue('code', event.target.value.replace(/\s/g, '')),
        })}
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
