import { Link } from 'react-router';
import { useT } from '../../i18n';
import { EmptyState, PageContainer, PageHeader } from '../../ui';
import { useCatalog } from '../boot';
import { PageTitle } from '../shell';
import './restos.css';

/** The restaurants of the chosen city (spec §2: 'Заведения'). */
export function RestosPage() {
  const t = useT();
  const snapshot = useCatalog();
  const restos = snapshot?.restos ?? [];
  return (
    <PageContainer>
      <PageTitle title={t('restos.title')} />
      <PageHeader title={t('restos.title')} lead={snapshot?.city?.name} />
      {restos.length > 0 ? (
        <ul className="resto-list">
          {restos.map((resto) => (
            <li key={resto.id}>
              <Link to={`/restos/${resto.id}`} className="resto-list__item">
                {resto.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title={t('restos.emptyTitle')} text={t('restos.emptyText')} />
      )}
    </PageContainer>
  );
}
