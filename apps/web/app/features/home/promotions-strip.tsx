import { Link } from 'react-router';
import { useT } from '../../i18n';
import { useCatalog } from '../boot';
import { PromotionCard } from '../promotions';
import './home.css';

/** The restaurant's promotions on home; each opens as a layer over home (spec §2). */
export function PromotionsStrip() {
  const t = useT();
  const snapshot = useCatalog();
  const promotions = snapshot?.promotions ?? [];
  if (promotions.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="home-promotions">
      <div className="home-section__header">
        <h2 id="home-promotions">{t('home.promotionsTitle')}</h2>
        <Link to="/promotions" className="home-section__more">
          {t('home.viewAll')}
        </Link>
      </div>
      <div className="home-carousel">
        {promotions.map((promotion) => (
          <PromotionCard key={promotion.id} promotion={promotion} from="home" />
        ))}
      </div>
    </section>
  );
}
