import { useNavigate } from 'react-router';
import { addRussianTexts, useI18n } from '../../i18n';
import { AdaptiveDialog, ButtonLink, FallbackImage } from '../../ui';
import { useCatalog } from '../../catalog';
import { PageTitle } from '../../platform/page-title';
import { untilDate, type PromotionBase } from './promotion-card';
import './promotions.css';
import { ruHome } from '../../i18n/messages/ru-home';

// This module's texts in Russian, there before any of its components renders (i18n/catalogues).
addRussianTexts(ruHome);

/**
 * A promotion as a layer over its base page (spec §2): over home when the visitor came from home,
 * with a button to all promotions; over the list otherwise, without it.
 */
export function PromotionLayer({ promotionId, base }: { promotionId: number; base: PromotionBase }) {
  const { t, locale } = useI18n();
  const navigate = useNavigate();
  const snapshot = useCatalog();
  const promotion = snapshot?.promotions.find((item) => item.id === promotionId);
  const close = () => navigate(base === 'home' ? '/' : '/promotions', { preventScrollReset: true });
  return (
    <AdaptiveDialog
      open
      onClose={close}
      title={promotion?.title ?? t('promotion.title')}
      actions={
        base === 'home' ? (
          <ButtonLink to="/promotions" variant="secondary">
            {t('promotion.viewAll')}
          </ButtonLink>
        ) : undefined
      }
    >
      <PageTitle title={promotion?.title ?? t('promotion.title')} />
      {promotion ? (
        <div className="promotion-detail">
          <FallbackImage className="promotion-detail__image" src={promotion.image} alt="" />
          {promotion.until && (
            <p className="promotion-detail__until">
              {t('promotions.until', { date: untilDate(promotion, locale) ?? '' })}
            </p>
          )}
          <p>{promotion.description}</p>
        </div>
      ) : (
        <p className="dialog__text">{t('promotion.emptyText')}</p>
      )}
    </AdaptiveDialog>
  );
}
