import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import { ButtonLink, EmptyState, PageContainer, PageHeader } from '../../ui';
import { useBoot } from '../boot';
import { PageTitle } from '../shell';
import './menu.css';

/** One menu (spec §2: /menus/{menuId}); `children` is the position layer when one is open. */
export function MenuPage({ menuId, children }: { menuId: number; children?: ReactNode }) {
  const t = useT();
  const { snapshot } = useBoot();
  const content = snapshot?.menus.find(({ menu }) => menu.id === menuId);
  const title = content?.menu.name ?? t('menu.title');
  return (
    <PageContainer>
      <PageTitle title={title} />
      <PageHeader title={title} />
      {content && content.groups.length > 0 && (
        <nav className="menu-groups" aria-label={title}>
          {content.groups.map((group) => (
            <a key={group.id} href={`#group-${group.id}`} className="menu-groups__chip">
              {group.name}
            </a>
          ))}
        </nav>
      )}
      <EmptyState
        title={t('menu.emptyTitle')}
        text={t('menu.emptyText')}
        action={
          <ButtonLink to="/" variant="secondary">
            {t('menu.toHome')}
          </ButtonLink>
        }
      />
      {children}
    </PageContainer>
  );
}
