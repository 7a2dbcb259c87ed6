// Sign-in (spec §2: 'Авторизация'): the methods card — phone and SMS code, then Apple, Google
// and VK ID when configured — and afterwards back to where the visitor came from (?next=, only
// paths on this origin). Also the VK ID callback page, inside the window VK ID sign-in opened.
import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { addRussianTexts, useT } from '../../i18n';
import { Button, PageContainer, PageHeader, Spinner } from '../../ui';
import { PageTitle } from '../../platform/page-title';
import { useShell } from '../../platform/shell-context';
import { createCaptcha } from './captcha';
import { safeNextPath } from '../../session/next-path';
import { PhoneSignIn } from './phone-sign-in';
import { displayName } from '../../session/profile';
import { signOut, useSession } from '../../session/session-store';
import { hasSocialMethods, SocialSignIn } from './social-sign-in';
import { isVkCallback, VkCallback } from './vk-callback';
import './auth-page.css';
import { ruAuth } from '../../i18n/messages/ru-auth';

// The Russian texts this module shows, added as it loads: before any of them is shown (i18n/catalogues).
addRussianTexts(ruAuth);

export function AuthPage() {
  const t = useT();
  const { config } = useShell();
  const session = useSession();
  const navigate = useNavigate();
  const { search, state } = useLocation();
  const [params] = useSearchParams();
  const [orphanCallback, setOrphanCallback] = useState(false);
  const captchaToken = useMemo(() => createCaptcha(config.captchaSiteKey), [config.captchaSiteKey]);
  const next = safeNextPath(params.get('next'));
  // Reached from the page it returns to: back to that page's own entry, so the next Back leads
  // where the customer was before it, not to a second copy of it (issue 34).
  const fromNext = (state as { from?: string } | null)?.from === next;
  const onSignedIn = useCallback(
    () => (fromNext ? navigate(-1) : navigate(next, { replace: true })),
    [navigate, next, fromNext],
  );
  const onOrphan = useCallback(() => setOrphanCallback(true), []);

  const callback = !orphanCallback && isVkCallback(search);
  return (
    <PageContainer narrow>
      <PageTitle title={t('auth.title')} />
      <PageHeader title={t('auth.title')} lead={callback || session.signedIn ? undefined : t('auth.lead')} />
      <section className="auth-card" aria-label={t('auth.title')}>
        {callback ? (
          <VkCallback search={search} onOrphan={onOrphan} />
        ) : !session.known ? (
          <div className="auth-card__pending">
            <Spinner />
          </div>
        ) : session.signedIn && session.profile ? (
          <div className="auth-card__account">
            <p>{t('auth.account', { name: displayName(session.profile) })}</p>
            <Button variant="secondary" size="l" block onClick={() => void signOut()}>
              {t('auth.signOut')}
            </Button>
          </div>
        ) : (
          <>
            <PhoneSignIn captchaToken={captchaToken} onSignedIn={onSignedIn} />
            {hasSocialMethods(config) && (
              <>
                <p className="auth-card__or">
                  <span>{t('auth.or')}</span>
                </p>
                <SocialSignIn onSignedIn={onSignedIn} />
              </>
            )}
          </>
        )}
      </section>
    </PageContainer>
  );
}
