import { addRussianTexts, useT } from '../../i18n';
import { useMobileLayout } from '../../platform/use-mobile-layout';
import { DesktopMenusPage } from './desktop-menus-page';
import { PageTitle } from '../../platform/page-title';
import { useShell } from '../../platform/shell-context';
import { MobileHomePage } from './mobile-home-page';
import { PromotionsStrip } from './promotions-strip';
import { ruHome } from '../../i18n/messages/ru-home';

// This module's texts in Russian, there before any of its components renders (i18n/catalogues).
addRussianTexts(ruHome);

/**
 * Home (spec §2): the mobile home page on a mobile device or a window under 840 px, the desktop
 * menus page otherwise. Hydration renders what the server chose; a narrow desktop window
 * switches right after.
 */
export function HomePage() {
  const t = useT();
  const { device } = useShell();
  const mobile = useMobileLayout(device.mobile);
  return (
    <>
      <PageTitle title={t('home.title')} />
      {mobile ? <MobileHomePage /> : <DesktopMenusPage highlights={<PromotionsStrip />} />}
    </>
  );
}
