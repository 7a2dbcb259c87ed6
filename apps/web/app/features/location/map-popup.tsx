// The map popup (spec §2, §5): full screen, zones and pickup points, zoom buttons, address search
// and a click to pick a point (the nearest address, by reverse geocoding). 'Подтвердить' stays
// disabled for delivery until an address exists and lies in a zone. A chunk of its own with
// Leaflet, loaded only when opened.
import type { AddressSuggestion, City, Resto } from '@nori/contract';
import { findDeliveryZone, weeklySchedule, type DeliveryType } from '@nori/domain';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n';
import { AdaptiveDialog, Button } from '../../ui';
import { AddressField } from './address-field';
import type { LocationApi } from './location-api';
import type { CityPlacesView } from './use-city-places';
import type { LeafletMap } from './leaflet-map';

export interface MapPopupProps {
  open: boolean;
  onClose: () => void;
  api: LocationApi;
  city: City;
  places: CityPlacesView;
  type: DeliveryType;
  onPickup: (resto: Resto) => void;
  onAddress: (address: AddressSuggestion) => void;
  tileUrl?: string | null;
}

export default function MapPopup(props: MapPopupProps) {
  const { api, city, places, type } = props;
  const t = useT();
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<LeafletMap | null>(null);
  const [pickup, setPickup] = useState<Resto | null>(null);
  const [address, setAddress] = useState<AddressSuggestion | null>(null);
  const [text, setText] = useState('');
  const [notFound, setNotFound] = useState(false);
  const zone = address && findDeliveryZone(address.location, places.domainZones, places.deliveringRestoIds);

  const pickAddress = (found: AddressSuggestion | null) => {
    setNotFound(found === null);
    setAddress(found);
    setText(found?.label ?? '');
    map.current?.pin(found?.location ?? null);
  };
  // The handlers Leaflet holds must see the latest type and places without rebuilding the map.
  const latest = useRef({ type, pickAddress, places });
  latest.current = { type, pickAddress, places };

  useEffect(() => {
    const host = element.current;
    if (!host) return;
    let cancelled = false;
    let created: LeafletMap | null = null;
    void import('./leaflet-map').then(({ createMap }) => {
      if (cancelled) return;
      const dark = getComputedStyle(document.documentElement).colorScheme.includes('dark');
      created = createMap(
        host,
        { center: city.center, zoom: city.zoom, tileUrl: props.tileUrl ?? null, dark },
        {
          onPick: (point) => {
            if (latest.current.type !== 'DELIVERY') return;
            api.reverseGeocode(city.id, point).then(latest.current.pickAddress, (error: unknown) => {
              console.error('Location: reverse geocoding failed', error);
              setNotFound(true);
            });
          },
          onMarker: (id) =>
            setPickup(latest.current.places.pickupPoints.find((resto) => resto.id === id) ?? null),
        },
      );
      created.zones(places.zones.map((z) => ({ id: z.id, polygon: z.polygon })));
      const now = Date.now();
      created.markers(
        places.pickupPoints.map((resto) => {
          const today = weeklySchedule(resto.openingHours, now, resto.timezone).find((row) => row.today);
          const hours =
            today && (today.label.kind === 'hours' ? today.label.text : t(today.label.messageKey));
          return {
            id: resto.id,
            location: resto.location,
            label: resto.street,
            lines: [resto.name, resto.street, ...(hours ? [hours] : [])],
          };
        }),
      );
      map.current = created;
    });
    return () => {
      cancelled = true;
      created?.destroy();
      map.current = null;
    };
    // The map is built once per opening; later changes reach it through `latest`.
  }, [city.id]);

  const canConfirm = type === 'TAKE_AWAY' ? pickup !== null : address !== null && zone !== null;
  return (
    <AdaptiveDialog
      open={props.open}
      onClose={props.onClose}
      placement="fullscreen"
      title={t('location.map.title')}
      actions={
        <Button
          disabled={!canConfirm}
          onClick={() => {
            if (type === 'TAKE_AWAY' && pickup) props.onPickup(pickup);
            if (type === 'DELIVERY' && address) props.onAddress(address);
          }}
        >
          {t('location.map.confirm')}
        </Button>
      }
    >
      <div className="location-map">
        {type === 'DELIVERY' && (
          <AddressField
            api={api}
            cityId={city.id}
            text={text}
            onTextChange={(value) => {
              setText(value);
              setAddress(null);
            }}
            onPick={pickAddress}
            error={
              notFound
                ? t('validation.address.notFound')
                : address && !zone
                  ? t('validation.address.outOfZone')
                  : null
            }
            hint={null}
          />
        )}
        {type === 'TAKE_AWAY' && (
          <p className="location__hint" aria-live="polite">
            {pickup ? `${pickup.name}, ${pickup.street}` : t('location.map.pickHint')}
          </p>
        )}
        <div className="location-map__canvas" ref={element} data-testid="location-map" />
        <div className="location-map__zoom">
          <Button
            variant="secondary"
            aria-label={t('location.map.zoomIn')}
            onClick={() => map.current?.zoomIn()}
          >
            +
          </Button>
          <Button
            variant="secondary"
            aria-label={t('location.map.zoomOut')}
            onClick={() => map.current?.zoomOut()}
          >
            −
          </Button>
        </div>
      </div>
    </AdaptiveDialog>
  );
}
