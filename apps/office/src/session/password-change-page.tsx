// After a sign-in with a one-time password the API opens nothing but the password change: this
// screen is all the app shows until it is done.
import { useI18n } from '../i18n/i18n';
import { LanguageSwitch } from '../i18n/language-switch';
import { PasswordForm } from '../account/password-form';
import { Button } from '../ui/button';
import { useSession } from './session';

export function PasswordChangePage() {
  const { t } = useI18n();
  const { signedIn, signOut } = useSession();
  return (
    <main className="sign-in" id="content">
      <div className="card sign-in__card">
        <div className="sign-in__head">
          <LanguageSwitch />
          <Button variant="ghost" onClick={() => void signOut()}>
            {t('office.sign-out')}
          </Button>
        </div>
        <h1>{t('password.required-title')}</h1>
        <p className="muted">{t('password.required-text')}</p>
        <PasswordForm onChanged={signedIn} />
      </div>
    </main>
  );
}
