// Cookie consent (spec §2): accept or learn more; remembered as app_cookies_consent_accepted.
// Not rendered on the server or during hydration (the choice lives in the browser); it floats
// over the page, so appearing right after moves nothing.
import { useT } from '../../../i18n';
import { STORED_KEYS } from '../../../platform/stored-keys';
import { isBoolean, writeStored } from '../../../platform/stored-settings';
import { useStored } from '../../../platform/use-stored';
import { Button, ButtonLink } from '../../../ui';
import './consent.css';

export const useCookiesAccepted = (): boolean | undefined => {
  const accepted = useStored(STORED_KEYS.cookiesConsentAccepted, isBoolean);
  return accepted === undefined ? undefined : accepted === true;
};

export function CookieBanner() {
  const t = useT();
  const accepted = useCookiesAccepted();
  // undefined: not known yet.
  if (accepted !== false) return null;
  return (
    <section className="cookie-banner" aria-label={t('consent.label')}>
      <p className="cookie-banner__text">{t('consent.text')}</p>
      <div className="cookie-banner__actions">
        <ButtonLink to="/informaciya-dlya-klientov" variant="secondary">
          {t('consent.learnMore')}
        </ButtonLink>
        <Button onClick={() => writeStored(STORED_KEYS.cookiesConsentAccepted, true)}>
          {t('consent.accept')}
        </Button>
      </div>
    </section>
  );
}
