import type { Resto } from '@nori/contract';
import type { CityOffer, DeliveryZone as DomainZone, RestoId } from '@nori/domain';
import { useEffect, useState } from 'react';
import { failureMessage, type Notice } from '../cart';
import type { CityPlaces, LocationApi } from './location-api';

export interface CityPlacesView extends CityPlaces {
  offer: CityOffer;
  /** Restaurants with a take-away menu: the pickup points. */
  pickupPoints: Resto[];
  /** Only zones of restaurants with a delivery menu deliver (spec §4). */
  deliveringRestoIds: RestoId[];
  domainZones: DomainZone[];
}

export type CityPlacesState =
  { status: 'loading' } | { status: 'ready'; places: CityPlacesView } | { status: 'failed'; message: Notice };

export const viewOf = ({ restos, zones }: CityPlaces): CityPlacesView => {
  const delivering = restos.filter((resto) => resto.menus.some((menu) => menu.isDelivery));
  const pickupPoints = restos.filter((resto) => resto.menus.some((menu) => menu.isTakeAway));
  const deliveringRestoIds = delivering.map((resto) => resto.id);
  const hasZones = zones.some((zone) => deliveringRestoIds.includes(zone.restoId));
  return {
    restos,
    zones,
    pickupPoints,
    deliveringRestoIds,
    domainZones: zones,
    offer: {
      hasDeliveryMenusAndZones: delivering.length > 0 && hasZones,
      hasTakeAwayMenus: pickupPoints.length > 0,
    },
  };
};

/** The restaurants and zones of the city being chosen, reloaded on retry. */
export const useCityPlaces = (api: LocationApi, cityId: number, attempt: number): CityPlacesState => {
  const [state, setState] = useState<CityPlacesState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    api.cityPlaces(cityId).then(
      (places) => current && setState({ status: 'ready', places: viewOf(places) }),
      (error: unknown) => {
        if (!current) return;
        console.error('Location: city places failed', error);
        // In the visitor's language (spec §8's network wording), never the client's English text.
        setState({ status: 'failed', message: failureMessage(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [api, cityId, attempt]);
  return state;
};
