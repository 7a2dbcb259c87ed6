// 'Выбрать на карте' (spec §2): opens the map popup, whose chunk (with Leaflet) loads only then.
import type { AddressSuggestion, City, Resto } from '@nori/contract';
import type { DeliveryType } from '@nori/domain';
import { lazy, Suspense, useState } from 'react';
import { addRussianTexts, useT } from '../../../i18n';
import { Button } from '../../../ui';
import type { AddressSource } from './address-source';
import type { CityPlacesView } from './use-city-places';
import { ruLocation } from '../../../i18n/messages/ru-location';

// The Russian texts this module shows, added as it loads: before any of them is shown (i18n/catalogues).
addRussianTexts(ruLocation);

const MapPopup = lazy(() => import('../on-demand/map-popup'));

export interface MapButtonProps {
  source: AddressSource;
  city: City;
  places: CityPlacesView;
  type: DeliveryType;
  onPickup?: (resto: Resto) => void;
  onAddress?: (address: AddressSuggestion) => void;
  /** The place chosen already, which the map opens on. */
  current?: Resto | AddressSuggestion | null;
}

export function MapButton({ onPickup, onAddress, ...props }: MapButtonProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('location.map.open')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <MapPopup
            {...props}
            open
            onClose={() => setOpen(false)}
            onPickup={(resto) => {
              setOpen(false);
              onPickup?.(resto);
            }}
            onAddress={(address) => {
              setOpen(false);
              onAddress?.(address);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
