// Email and password; the code from an authenticator app when the account has one (the API
// answers staff.totp-required, and the field appears with the focus in it).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { api } from '../api/client';
import { useAction } from '../api/use-action';
import { useI18n } from '../i18n/i18n';
import { LanguageSwitch } from '../i18n/language-switch';
import { useTenantName } from '../layout/tenant';
import { Button } from '../ui/button';
import { Field } from '../ui/field';
import { Notice } from '../ui/notice';
import { useSession } from './session';

export function SignInPage() {
  const { t } = useI18n();
  const { signedIn } = useSession();
  const tenantName = useTenantName();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [totpCode, setTotpCode] = useState('');
  const [askCode, setAskCode] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);
  const signIn = useAction(() =>
    api.signInStaff({ body: { email, password, ...(askCode ? { totpCode } : {}) } }),
  );

  useEffect(() => {
    if (signIn.code === 'staff.totp-required') setAskCode(true);
  }, [signIn.code]);
  useEffect(() => {
    if (askCode) codeRef.current?.focus();
  }, [askCode]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await signIn.run();
    if (answer) signedIn(answer.staff);
  };

  // Asking for the code is not a failure to show in red: the field says what to do.
  const error = signIn.code === 'staff.totp-required' ? null : signIn.error;
  return (
    <main className="sign-in" id="content">
      <div className="card sign-in__card">
        <div className="sign-in__head">
          <p className="muted">{tenantName}</p>
          <LanguageSwitch />
        </div>
        <h1>{t('sign-in.title')}</h1>
        {error ? <Notice tone="error">{error}</Notice> : null}
        <form onSubmit={submit} noValidate={false}>
          <Field
            label={t('sign-in.email')}
            type="email"
            name="email"
            autoComplete="username"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Field
            label={t('sign-in.password')}
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          {askCode ? (
            <Field
              ref={codeRef}
              label={t('sign-in.totp')}
              hint={t('sign-in.totp-hint')}
              name="totpCode"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9 ]{6,7}"
              required
              value={totpCode}
              onChange={(event) => setTotpCode(event.target.value)}
            />
          ) : null}
          <div className="form-actions">
            <Button type="submit" variant="primary" busy={signIn.busy}>
              {t('sign-in.submit')}
            </Button>
          </div>
        </form>
      </div>
    </main>
  );
}
