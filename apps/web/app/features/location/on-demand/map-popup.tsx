// The map popup (spec §2, §5): full screen, zones and pickup points, zoom buttons, address search
// and a click to pick a point (the nearest address, by reverse geocoding). 'Подтвердить' stays
// disabled for delivery until an address exists and lies in a zone. A chunk of its own; the map
// (Leaflet, or Google Maps when configured) loads only when opened.
import type { AddressSuggestion, City, Resto } from '@nori/contract';
import { findDeliveryZone, weeklySchedule, type DeliveryType } from '@nori/domain';
import { useEffect, useRef, useState } from 'react';
import { addRussianTexts, useI18n } from '../../../i18n';
import { AdaptiveDialog, Button, Spinner } from '../../../ui';
import { useShell } from '../../../platform/shell-context';
import { AddressField } from '../steps/address-field';
import type { AddressSource } from '../steps/address-source';
import { MapLegend } from '../steps/map-legend';
import type { MapView } from '../steps/map-view';
import { openMap } from '../steps/open-map';
import type { CityPlacesView } from '../steps/use-city-places';
import { validationMessagesRu } from '@nori/domain/messages/ru/validation';
import { ruLocation } from '../../../i18n/messages/ru-location';
import { scheduleMessagesRu } from '@nori/domain/messages/ru/schedule';

// The Russian texts this module shows, added as it loads: before any of them is shown (i18n/catalogues).
addRussianTexts(validationMessagesRu);
addRussianTexts(ruLocation);
addRussianTexts(scheduleMessagesRu);

export interface MapPopupProps {
  open: boolean;
  onClose: () => void;
  source: AddressSource;
  city: City;
  places: CityPlacesView;
  type: DeliveryType;
  onPickup: (resto: Resto) => void;
  onAddress: (address: AddressSuggestion) => void;
  /** The place chosen already (the stored pickup point, the address typed): the map opens on it. */
  current?: Resto | AddressSuggestion | null;
}

export default function MapPopup(props: MapPopupProps) {
  const { source, city, places, type } = props;
  const { t, locale } = useI18n();
  const { config } = useShell();
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<MapView | null>(null);
  const [mapState, setMapState] = useState<'loading' | 'ready' | 'failed'>('loading');
  // What was chosen before is chosen here too: 'Подтвердить' confirms it as it is (issue 34).
  const current = props.current ?? null;
  const [pickup, setPickup] = useState<Resto | null>(() =>
    type === 'TAKE_AWAY' && current && 'id' in current ? current : null,
  );
  const [address, setAddress] = useState<AddressSuggestion | null>(() =>
    type === 'DELIVERY' && current && 'label' in current ? current : null,
  );
  const [text, setText] = useState(address?.label ?? '');
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
    const closed = new AbortController();
    let created: MapView | null = null;
    const dark = getComputedStyle(document.documentElement).colorScheme.includes('dark');
    const showPlaces = (opened: MapView) => {
      opened.zones(places.zones.map((z) => ({ id: z.id, polygon: z.polygon })));
      // It opens on the place chosen already; take-away without one on every pickup point of the
      // city, not only those near its centre.
      if (address) opened.pin(address.location);
      else if (pickup) opened.fit([pickup.location]);
      else if (latest.current.type === 'TAKE_AWAY')
        opened.fit(places.pickupPoints.map((resto) => resto.location));
      const now = Date.now();
      opened.markers(
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
    };
    openMap(
      config,
      locale,
      host,
      { center: city.center, zoom: city.zoom, dark },
      {
        onPick: (point) => {
          if (latest.current.type !== 'DELIVERY') return;
          source.reverse(point).then(latest.current.pickAddress, (error: unknown) => {
            console.error('Location: reverse geocoding failed', error);
            setNotFound(true);
          });
        },
        onMarker: (id) =>
          setPickup(latest.current.places.pickupPoints.find((resto) => resto.id === id) ?? null),
      },
      closed.signal,
    ).then(
      (opened) => {
        if (!opened) return;
        created = opened;
        showPlaces(opened);
        map.current = opened;
        setMapState('ready');
      },
      (error: unknown) => {
        console.error('Location: the map could not be loaded', error);
        if (!closed.signal.aborted) setMapState('failed');
      },
    );
    return () => {
      closed.abort();
      created?.destroy();
      map.current = null;
    };
    // The map is built once per opening (per city); later changes reach it through `latest`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
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
            source={source}
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
        <div className="location-map__stage">
          <div className="location-map__canvas" ref={element} data-testid="location-map" />
          <MapLegend />
          {mapState !== 'ready' && (
            <div className="location-map__status">
              {mapState === 'loading' ? (
                <Spinner label={t('shell.loading')} />
              ) : (
                <p role="alert">{t('location.map.loadFailed')}</p>
              )}
            </div>
          )}
        </div>
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
