import { useT } from '../../i18n';
import { ArrowLeftIcon, ButtonLink, EmptyState, PageContainer, PageHeader } from '../../ui';
import { useBoot } from '../boot';
import { PageTitle } from '../shell';
import './restos.css';

/** One restaurant (spec §2: 'О заведении'). */
export function RestoPage({ restoId }: { restoId: number }) {
  const t = useT();
  const { snapshot } = useBoot();
  const name = snapshot?.restos.find((resto) => resto.id === restoId)?.name;
  return (
    <PageContainer>
      <PageTitle title={t('resto.title')} />
      <PageHeader
        title={t('resto.title')}
        lead={name}
        actions={
          <ButtonLink to="/restos" variant="ghost" icon={<ArrowLeftIcon />}>
            {t('resto.toList')}
          </ButtonLink>
        }
      />
      <EmptyState title={name ?? t('resto.title')} text={t('resto.emptyText')} />
    </PageContainer>
  );
}
