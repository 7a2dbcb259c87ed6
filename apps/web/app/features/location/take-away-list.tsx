import type { Resto } from '@nori/contract';
import { sortPickupPoints, VALIDATION_KEYS } from '@nori/domain';
import { useI18n } from '../../i18n';

/** The pickup points by order, then address (spec §4), labelled by street; a click chooses one. */
export function TakeAwayList({ restos, onPick }: { restos: Resto[]; onPick: (resto: Resto) => void }) {
  const { t, locale } = useI18n();
  if (restos.length === 0) return <p role="alert">{t(VALIDATION_KEYS.pickupPointsNone)}</p>;
  return (
    <>
      <h3 className="location__heading">{t('bootloader.pickupPoints')}</h3>
      <ul className="location__options">
        {sortPickupPoints(restos, locale).map((resto) => (
          <li key={resto.id}>
            <button type="button" className="location__option" onClick={() => onPick(resto)}>
              <strong>{resto.street}</strong>
              <small>{resto.name}</small>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
