import { useBootSnapshot, useOrderType } from '../../../catalog';
import { useT } from '../../../i18n';
import { STORED_KEYS } from '../../../platform/stored-keys';
import { useStored } from '../../../platform/use-stored';
import { ChevronDownIcon, PinIcon } from '../../../ui';

// Only the address is shown here; the location feature owns the rest of the stored place.
const hasAddress = (value: unknown): value is { address: string } =>
  typeof value === 'object' && value !== null && typeof (value as { address?: unknown }).address === 'string';

/** The city/address button: where the order goes, and the way to change it. */
export function LocationButton({ onClick }: { onClick: () => void }) {
  const t = useT();
  const snapshot = useBootSnapshot();
  const deliveryType = useOrderType();
  const place = useStored(STORED_KEYS.orderPlace, hasAddress);
  const resto = snapshot?.resto;
  const label =
    deliveryType === 'DELIVERY'
      ? place && t('shell.deliverTo', { address: place.address })
      : resto && t('shell.pickupAt', { address: resto.street });
  return (
    <button type="button" className="location-button" onClick={onClick}>
      <PinIcon />
      <span className="location-button__text">
        {snapshot?.city && <span className="location-button__city">{snapshot.city.name}</span>}
        <span className="location-button__place">{label || t('shell.chooseAddress')}</span>
      </span>
      <ChevronDownIcon />
    </button>
  );
}
