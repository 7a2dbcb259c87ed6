import { useI18n } from '../i18n/i18n';
import { useSession, useStaff } from '../session/session';
import { PasswordForm } from './password-form';
import { TotpSetup } from './totp-setup';

export function AccountPage() {
  const { t } = useI18n();
  const staff = useStaff();
  const { signedIn } = useSession();
  return (
    <div className="page page--narrow">
      <h1>{t('account.title')}</h1>
      <p className="muted">
        {t('account.signed-in-as', {
          name: staff.name,
          email: staff.email,
          role: t(`office.role.${staff.role}`),
        })}
      </p>
      <section className="card" aria-labelledby="password-title">
        <h2 id="password-title">{t('password.title')}</h2>
        <PasswordForm onChanged={signedIn} />
      </section>
      <TotpSetup staff={staff} onConfirmed={signedIn} />
    </div>
  );
}
