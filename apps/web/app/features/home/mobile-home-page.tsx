import { Link } from 'react-router';
import { addRussianTexts, useT } from '../../i18n';
import { EmptyState, PageContainer } from '../../ui';
import { useCatalog } from '../../catalog';
import { MenuCards } from './menu-cards';
import { useShell } from '../../platform/shell-context';
import { PromotionsStrip } from './promotions-strip';
import './home.css';
import { ruHome } from '../../i18n/messages/ru-home';

// This module's texts in Russian, there before any of its components renders (i18n/catalogues).
addRussianTexts(ruHome);

/** Home on phones (spec §2): a greeting, the promotions carousel and the menus. */
export function MobileHomePage() {
  const t = useT();
  const { tenant } = useShell();
  const snapshot = useCatalog();
  const menus = snapshot?.menus ?? [];
  return (
    <PageContainer>
      <section className="home-hero">
        <p className="home-hero__brand">{tenant.name}</p>
        <h1 className="home-hero__title" tabIndex={-1}>
          {t('home.greeting')}
        </h1>
        <p className="home-hero__lead">{t('home.lead')}</p>
      </section>
      <PromotionsStrip />
      <section className="home-section" aria-labelledby="home-menus">
        <div className="home-section__header">
          <h2 id="home-menus">{t('home.menusTitle')}</h2>
          <Link to="/restos" className="home-section__more">
            {t('home.restosLink')}
          </Link>
        </div>
        {menus.length > 0 ? (
          <MenuCards menus={menus} />
        ) : (
          <EmptyState title={t('menu.emptyTitle')} text={t('menu.emptyText')} />
        )}
      </section>
    </PageContainer>
  );
}
