// The second step (spec §2, §4): delivery or take-away for the chosen city. The default type and
// whether the toggle shows come from the domain; the errors of spec §8 when the city cannot serve.
import type { City, Resto } from '@nori/contract';
import { defaultDeliveryType, showsDeliveryTypeToggle, type DeliveryType } from '@nori/domain';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { addRussianTexts, useT } from '../../../i18n';
import { Button, Spinner } from '../../../ui';
import { useBootSnapshot, useOrderType } from '../../../catalog';
import { noticeText } from '../../../order';
import { MapButton } from '../steps/map-button';
import type { DeliveryPlace } from '../steps/delivery-place';
import { TakeAwayList } from '../steps/take-away-list';
import { useCityPlaces, type CityPlacesView } from '../steps/use-city-places';
import { CartAlert } from '../steps/cart-alert';
import { useLocationSave } from '../steps/use-location-save';
import { useAddressSource, useLocationApi } from '../steps/use-location-api';
import { ruLocation } from '../../../i18n/messages/ru-location';
import { scheduleMessagesRu } from '@nori/domain/messages/ru/schedule';
import { errorMessagesRu } from '@nori/domain/messages/ru/errors';

// The Russian texts this module shows, added as it loads: before any of them is shown (i18n/catalogues).
addRussianTexts(ruLocation);
addRussianTexts(scheduleMessagesRu);
addRussianTexts(errorMessagesRu);

// The delivery form is the one part of the dialog on react-hook-form (12 KB gzipped): a first
// visit opens the dialog on the city list, so it loads once a city is chosen, beside the city's
// places, rather than with every first page (issue 17).
const loadDeliveryForm = () => import('./delivery-form');
const DeliveryForm = lazy(() => loadDeliveryForm().then((module) => ({ default: module.DeliveryForm })));

export interface PlaceStepProps {
  city: City;
  canChangeCity: boolean;
  onChangeCity: () => void;
  onDone: () => void;
}

export function PlaceStep({ city, canChangeCity, onChangeCity, onDone }: PlaceStepProps) {
  const t = useT();
  const api = useLocationApi();
  const [attempt, setAttempt] = useState(0);
  const state = useCityPlaces(api, city.id, attempt);
  // Asked for while the city's places load, not after (a module is fetched once, however often asked).
  useEffect(() => void loadDeliveryForm(), []);
  const cityLabel = t('bootloader.city', { name: city.name });
  return (
    <section className="location__step">
      {canChangeCity ? (
        <button type="button" className="location__city" onClick={onChangeCity}>
          {cityLabel}
        </button>
      ) : (
        <p className="location__city location__city--static">{cityLabel}</p>
      )}
      {state.status === 'loading' && (
        <div className="location__loading">
          <Spinner label={t('shell.loading')} />
        </div>
      )}
      {state.status === 'failed' && (
        <div className="location__failed" role="alert">
          <p>{noticeText(t, state.message)}</p>
          <Button variant="secondary" onClick={() => setAttempt((value) => value + 1)}>
            {t('boot.retry')}
          </Button>
        </div>
      )}
      {state.status === 'ready' && (
        <CityPlaceChoice key={city.id} city={city} places={state.places} onDone={onDone} />
      )}
    </section>
  );
}

function CityPlaceChoice({
  city,
  places,
  onDone,
}: {
  city: City;
  places: CityPlacesView;
  onDone: () => void;
}) {
  const t = useT();
  const source = useAddressSource(city);
  const saving = useLocationSave(onDone);
  const reasonId = useId();
  const { offer, served } = places;
  // A type is offered only when some restaurant takes payment for it (spec §4).
  const offered = (option: DeliveryType) =>
    option === 'DELIVERY' ? offer.hasDeliveryMenusAndZones : offer.hasTakeAwayMenus;
  // A re-opened dialog starts on the app's order type, when this city offers it.
  const orderType = useOrderType();
  // The pickup point chosen before (the map opens on it, ready to confirm).
  const storedResto = useBootSnapshot()?.resto?.id;
  const storedPickupId = orderType === 'TAKE_AWAY' ? storedResto : undefined;
  const [type, setType] = useState<DeliveryType>(() =>
    orderType && offered(orderType) ? orderType : defaultDeliveryType(offer),
  );
  // Served (menus, zones) but not paid for: said, rather than a choice that cannot be ordered.
  const unpaid = (['DELIVERY', 'TAKE_AWAY'] as const).filter(
    (option) =>
      !offered(option) && (option === 'DELIVERY' ? served.hasDeliveryMenusAndZones : served.hasTakeAwayMenus),
  );
  const reason =
    unpaid.length > 0 ? (
      <p className="location__hint" id={reasonId}>
        {unpaid
          .map((option) => t(option === 'DELIVERY' ? 'location.deliveryUnpaid' : 'location.takeAwayUnpaid'))
          .join(' ')}
      </p>
    ) : null;

  if (places.restos.length === 0) return <p role="alert">{t('location.noRestos')}</p>;
  if (!offer.hasTakeAwayMenus && places.deliveringRestoIds.length === 0)
    return unpaid.length > 0 ? <div role="alert">{reason}</div> : <p role="alert">{t('location.noMenus')}</p>;

  const finish = (resto: Resto, deliveryType: DeliveryType, place: DeliveryPlace | null) =>
    saving.save({ cityId: city.id, resto, deliveryType, place });

  return (
    <>
      {showsDeliveryTypeToggle(served) && (
        <div className="location__types" role="group" aria-label={t('location.type')}>
          {(['DELIVERY', 'TAKE_AWAY'] as const).map((option) => (
            <button
              key={option}
              type="button"
              className="location__type"
              aria-pressed={type === option}
              disabled={!offered(option)}
              aria-describedby={offered(option) ? undefined : reasonId}
              onClick={() => setType(option)}
            >
              {t(option === 'DELIVERY' ? 'location.delivery' : 'location.takeAway')}
            </button>
          ))}
        </div>
      )}
      {reason}
      {type === 'TAKE_AWAY' && (
        <>
          <TakeAwayList restos={places.pickupPoints} onPick={(resto) => finish(resto, 'TAKE_AWAY', null)} />
          {places.pickupPoints.length > 0 && (
            <MapButton
              source={source}
              city={city}
              places={places}
              type="TAKE_AWAY"
              current={places.pickupPoints.find((resto) => resto.id === storedPickupId) ?? null}
              onPickup={(resto) => finish(resto, 'TAKE_AWAY', null)}
            />
          )}
        </>
      )}
      {type === 'DELIVERY' &&
        (places.offer.hasDeliveryMenusAndZones ? (
          <Suspense fallback={<Spinner label={t('shell.loading')} />}>
            <DeliveryForm
              city={city}
              places={places}
              onSave={(place, resto) => finish(resto, 'DELIVERY', place)}
            />
          </Suspense>
        ) : (
          <p role="alert">{t('location.noZones')}</p>
        ))}
      <CartAlert saving={saving} />
    </>
  );
}
