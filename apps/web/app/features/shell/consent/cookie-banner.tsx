// Cookie consent (spec §2): accept or learn more; remembered as app_cookies_consent_accepted.
// The answer lives in the browser: the server renders the banner hidden, and a line in the page's
// head shows it at the first paint when no answer is stored (CONSENT_UNANSWERED_SCRIPT). It appeared
// only after hydration before, and was then the first visit's largest paint on the cart (issue 17).
// It floats over the page, so appearing or leaving moves nothing.
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../../../i18n';
import { STORED_KEYS } from '../../../platform/stored-keys';
import { isBoolean, writeStored } from '../../../platform/stored-settings';
import { useStored } from '../../../platform/use-stored';
import { Button, ButtonLink } from '../../../ui';
import './consent.css';

/**
 * The head's line: marks <html> when no acceptance is stored, which shows the server's banner
 * until the page knows the answer itself (consent.css). Storage the page may not read shows none.
 */
export const CONSENT_UNANSWERED_SCRIPT = `try{localStorage.getItem('${STORED_KEYS.cookiesConsentAccepted}')!=='true'&&document.documentElement.setAttribute('data-consent-unanswered','')}catch(e){}`;

export const useCookiesAccepted = (): boolean | undefined => {
  const accepted = useStored(STORED_KEYS.cookiesConsentAccepted, isBoolean);
  return accepted === undefined ? undefined : accepted === true;
};

/**
 * The persistent modal dialog on top, if any (the start dialog that asks for the city). A modal
 * <dialog> makes everything outside it inert (a popover too), and this one cannot be closed, so
 * the banner lives inside it to stay clickable. Behind a dialog the visitor opened and can close,
 * the banner waits, and covers none of the dialog's buttons. Dialogs open and close by their
 * `open` attribute and by being mounted.
 */
function usePersistentDialog(watching: boolean): HTMLDialogElement | null {
  const [dialog, setDialog] = useState<HTMLDialogElement | null>(null);
  useEffect(() => {
    if (!watching) return;
    const find = () =>
      setDialog(
        [...document.querySelectorAll<HTMLDialogElement>('dialog[data-persistent]')].findLast((d) =>
          d.matches(':modal'),
        ) ?? null,
      );
    find();
    const observer = new MutationObserver(find);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['open'],
    });
    return () => observer.disconnect();
  }, [watching]);
  return dialog;
}

export function CookieBanner() {
  const t = useT();
  const accepted = useCookiesAccepted();
  // undefined: not known yet.
  const modal = usePersistentDialog(accepted === false);
  if (accepted === true) return null;
  // undefined: the server's rendering and hydration, which show it where the head's line says.
  const className = accepted === undefined ? 'cookie-banner cookie-banner--until-known' : 'cookie-banner';
  const banner = (
    <section className={className} aria-label={t('consent.label')}>
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
  return modal ? createPortal(banner, modal) : banner;
}
