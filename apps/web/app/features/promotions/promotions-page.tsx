import { addRussianTexts, useT } from '../../i18n';
import { EmptyState, PageContainer, PageHeader } from '../../ui';
import { useCatalog } from '../../catalog';
import { PageTitle } from '../../platform/page-title';
import { PromotionCard } from './promotion-card';
import './promotions.css';
import { ruHome } from '../../i18n/messages/ru-home';

// This module's texts in Russian, there before any of its components renders (i18n/catalogues).
addRussianTexts(ruHome);

/** The promotions list (spec §2: 'Акции'). */
export function PromotionsPage() {
  const t = useT();
  const snapshot = useCatalog();
  const promotions = snapshot?.promotions ?? [];
  return (
    <PageContainer>
      <PageTitle title={t('promotions.title')} />
      <PageHeader title={t('promotions.title')} />
      {promotions.length > 0 ? (
        <div className="promotion-grid">
          {promotions.map((promotion, index) => (
            <PromotionCard key={promotion.id} promotion={promotion} from="list" firstScreen={index === 0} />
          ))}
        </div>
      ) : (
        <EmptyState title={t('promotions.emptyTitle')} text={t('promotions.emptyText')} />
      )}
    </PageContainer>
  );
}
