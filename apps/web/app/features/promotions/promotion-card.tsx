import type { Promotion } from '@nori/contract';
import { formatDayAndMonth, type Locale } from '@nori/domain';
import { Link } from 'react-router';
import { addRussianTexts, useI18n } from '../../i18n';
import { FallbackImage } from '../../ui';
import './promotions.css';
import { ruHome } from '../../i18n/messages/ru-home';

// This module's texts in Russian, there before any of its components renders (i18n/catalogues).
addRussianTexts(ruHome);

export type PromotionBase = 'home' | 'list';

/** The promotion's last day, '30 ноября'; null when it has none. */
export const untilDate = (promotion: Promotion, locale: Locale): string | null =>
  promotion.until ? formatDayAndMonth(promotion.until, locale) : null;

/**
 * A promotion tile (16:9 image, title, 'until' date) that opens the promotion layer. The first
 * tile's photo is on a phone's first screen and often its largest paint: it is fetched with the
 * document rather than once laid out (issue 17: a first visit's LCP on home waited for it).
 */
export function PromotionCard({
  promotion,
  from,
  firstScreen = false,
}: {
  promotion: Promotion;
  from: PromotionBase;
  firstScreen?: boolean;
}) {
  const { t, locale } = useI18n();
  const until = untilDate(promotion, locale);
  return (
    <Link to={`/promotions/${promotion.id}`} state={{ from }} preventScrollReset className="promotion-card">
      <FallbackImage
        className="promotion-card__image"
        src={promotion.image}
        alt=""
        firstScreen={firstScreen}
      />
      <span className="promotion-card__title">{promotion.title}</span>
      {until && <span className="promotion-card__until">{t('promotions.until', { date: until })}</span>}
    </Link>
  );
}
