// An owner requires a second factor for this account and it is not set up: the API opens nothing
// else (staff.totp-setup-required), so this screen is all the app shows until it is.
import { TotpSetup } from '../account/totp-setup';
import { useI18n } from '../i18n/i18n';
import { LanguageSwitch } from '../i18n/language-switch';
import { Button } from '../ui/button';
import { useSession, useStaff } from './session';

export function TotpRequiredPage() {
  const { t } = useI18n();
  const staff = useStaff();
  const { signedIn, signOut } = useSession();
  return (
    <main className="sign-in" id="content">
      <div className="sign-in__card">
        <div className="sign-in__head">
          <LanguageSwitch />
          <Button variant="ghost" onClick={() => void signOut()}>
            {t('office.sign-out')}
          </Button>
        </div>
        <h1>{t('totp.required-title')}</h1>
        <p className="muted">{t('totp.required-text')}</p>
        <TotpSetup staff={staff} onConfirmed={signedIn} />
      </div>
    </main>
  );
}
