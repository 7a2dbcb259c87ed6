import { useT } from '../../i18n';
import { EmptyState, PageContainer, PageHeader } from '../../ui';
import { PageTitle } from '../shell';

/** Sign-in (spec §2: 'Авторизация'; also the VK ID callback page). */
export function AuthPage() {
  const t = useT();
  return (
    <PageContainer narrow>
      <PageTitle title={t('auth.title')} />
      <PageHeader title={t('auth.title')} />
      <EmptyState title={t('auth.title')} text={t('auth.emptyText')} />
    </PageContainer>
  );
}
