import type { ReactNode } from 'react';
import { addRussianTexts, useT } from '../../i18n';
import { EmptyState, PageContainer, PageHeader } from '../../ui';
import { useCatalog } from '../../catalog';
import { MenuCards } from './menu-cards';
// The menus' cards are styled by the menu's stylesheet, which the root loads for every page.
import { ruHome } from '../../i18n/messages/ru-home';

// This module's texts in Russian, there before any of its components renders (i18n/catalogues).
addRussianTexts(ruHome);

/**
 * Home on desktop (spec §2): the restaurant's menus; `highlights` (the promotions strip) sits
 * between the headline and the menus.
 */
export function DesktopMenusPage({ highlights }: { highlights?: ReactNode }) {
  const t = useT();
  const snapshot = useCatalog();
  const menus = snapshot?.menus ?? [];
  return (
    <PageContainer>
      <PageHeader title={t('menu.title')} lead={t('home.lead')} />
      {highlights}
      {menus.length > 0 ? (
        <MenuCards menus={menus} />
      ) : (
        <EmptyState title={t('menu.emptyTitle')} text={t('menu.emptyText')} />
      )}
    </PageContainer>
  );
}
