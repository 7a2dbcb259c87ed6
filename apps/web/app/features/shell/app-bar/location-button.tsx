import { useBoot } from '../../boot';
import { useT } from '../../../i18n';
import { ChevronDownIcon, PinIcon } from '../../../ui';

/** The city/address button: where the order goes, and the way to change it. */
export function LocationButton({ onClick }: { onClick: () => void }) {
  const t = useT();
  const { snapshot } = useBoot();
  const place = snapshot?.resto ? t('shell.pickupAt', { address: snapshot.resto.street }) : null;
  return (
    <button type="button" className="location-button" onClick={onClick}>
      <PinIcon />
      <span className="location-button__text">
        {snapshot?.city && <span className="location-button__city">{snapshot.city.name}</span>}
        <span className="location-button__place">{place ?? t('shell.chooseAddress')}</span>
      </span>
      <ChevronDownIcon />
    </button>
  );
}
