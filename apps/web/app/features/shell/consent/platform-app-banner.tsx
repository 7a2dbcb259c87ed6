// The platform app banner (spec §2): on iOS and Android, an offer of the store's app, above the
// app bar. The server knows the platform (user agent) and whether it was hidden (a session
// cookie), so the first HTML already has it or not and nothing shifts after hydration.
import { useState } from 'react';
import { useT } from '../../../i18n';
import { CloseIcon, IconButton } from '../../../ui';
import { LogoMark } from '../brand/logo';
import { useShell } from '../../../platform/shell-context';

export const APP_BANNER_COOKIE = 'app_banner_dismissed';

export function PlatformAppBanner() {
  const t = useT();
  const { device, tenant, appBannerDismissed } = useShell();
  const [dismissed, setDismissed] = useState(appBannerDismissed);
  if (!device.platform || dismissed) return null;
  const storeUrl = device.platform === 'ios' ? tenant.links.appStore : tenant.links.googlePlay;
  return (
    <aside className="app-banner" aria-label={t('appBanner.title')}>
      <IconButton
        label={t('appBanner.close')}
        className="app-banner__close"
        onClick={() => {
          // A session cookie: hidden until the browser closes, and the server knows it too.
          document.cookie = `${APP_BANNER_COOKIE}=1; Path=/; SameSite=Lax`;
          setDismissed(true);
        }}
      >
        <CloseIcon />
      </IconButton>
      <LogoMark size={40} />
      <div className="app-banner__text">
        <strong>{t('appBanner.title')}</strong>
        <small>{t('appBanner.text')}</small>
      </div>
      <a className="button button--primary button--m app-banner__install" href={storeUrl} rel="noopener">
        {t('appBanner.install')}
      </a>
    </aside>
  );
}
