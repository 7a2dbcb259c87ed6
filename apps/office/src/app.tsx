// The app: language, then who is signed in, then the screens. Until someone is signed in every
// address shows the sign-in (and stays the address, so a desk's link opens the desk after it).
import { useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { I18nProvider, useI18n } from './i18n/i18n';
import { createOfficeRouter } from './routes';
import { PasswordChangePage } from './session/password-change-page';
import { SessionProvider, useSession } from './session/session';
import { SignInPage } from './session/sign-in-page';
import { TotpRequiredPage } from './session/totp-required-page';
import { errorText } from './api/error-text';
import { Button } from './ui/button';
import { Loading } from './ui/loading';
import { Notice } from './ui/notice';

function Screens() {
  const i18n = useI18n();
  const { state, reload } = useSession();
  const signedIn = state.status === 'signed-in';
  // One router for the whole signed-in visit: made when the staff member is in.
  const router = useMemo(() => (signedIn ? createOfficeRouter() : null), [signedIn]);
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'failed')
    return (
      <main className="sign-in" id="content">
        <div className="card sign-in__card">
          <Notice tone="error">{errorText(state.error, i18n)}</Notice>
          <Button variant="primary" onClick={reload}>
            {i18n.t('office.retry')}
          </Button>
        </div>
      </main>
    );
  if (state.status === 'signed-out') return <SignInPage />;
  if (state.staff.passwordChangeRequired) return <PasswordChangePage />;
  if (state.staff.totpRequired && !state.staff.totpEnabled) return <TotpRequiredPage />;
  return router ? <RouterProvider router={router} /> : null;
}

export function App() {
  return (
    <I18nProvider>
      <SessionProvider>
        <Screens />
      </SessionProvider>
    </I18nProvider>
  );
}
