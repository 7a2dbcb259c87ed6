import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { addRussianTexts, useT } from '../../i18n';
import { useCatalog } from '../../catalog';
import { PromotionCard } from '../promotions';
import { useCarousel } from './use-carousel';
import './home.css';
import { ruHome } from '../../i18n/messages/ru-home';

// This module's texts in Russian, there before any of its components renders (i18n/catalogues).
addRussianTexts(ruHome);

/** The restaurant's promotions on home, a carousel; each opens as a layer over home (spec §2). */
export function PromotionsStrip() {
  const t = useT();
  const snapshot = useCatalog();
  const track = useRef<HTMLDivElement>(null);
  const [paused, setPaused] = useState(false);
  useCarousel(track, paused);
  const promotions = snapshot?.promotions ?? [];
  if (promotions.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="home-promotions" aria-roledescription="carousel">
      <div className="home-section__header">
        <h2 id="home-promotions">{t('home.promotionsTitle')}</h2>
        <span className="home-section__actions">
          {promotions.length > 1 && (
            <button
              type="button"
              className="home-section__more home-carousel__pause"
              onClick={() => setPaused((value) => !value)}
            >
              {t(paused ? 'home.carouselPlay' : 'home.carouselPause')}
            </button>
          )}
          <Link to="/promotions" className="home-section__more">
            {t('home.viewAll')}
          </Link>
        </span>
      </div>
      <div className="home-carousel" ref={track}>
        {promotions.map((promotion, index) => (
          <PromotionCard key={promotion.id} promotion={promotion} from="home" firstScreen={index === 0} />
        ))}
      </div>
    </section>
  );
}
