import type { Resto } from '@nori/contract';
import { payTypesFor, type CityOffer, type DeliveryZone as DomainZone, type RestoId } from '@nori/domain';
import { useEffect, useState } from 'react';
import { failureMessage, type Notice } from '../../../order';
import type { CityPlaces, LocationApi } from './location-api';

export interface CityPlacesView extends CityPlaces {
  /** What the city offers: a menu (and zones) for the type, and a restaurant that takes payment for it. */
  offer: CityOffer;
  /** The menus and zones alone, whether or not any restaurant takes payment for the type. */
  served: CityOffer;
  /** Restaurants with a take-away menu and a pay type for it (spec §4): the pickup points. */
  pickupPoints: Resto[];
  /** Only zones of restaurants with a delivery menu and a pay type for delivery deliver (spec §4). */
  deliveringRestoIds: RestoId[];
  domainZones: DomainZone[];
}

export type CityPlacesState =
  { status: 'loading' } | { status: 'ready'; places: CityPlacesView } | { status: 'failed'; message: Notice };

const hasMenu = (resto: Resto, type: 'isDelivery' | 'isTakeAway') => resto.menus.some((menu) => menu[type]);
const takesPay = (resto: Resto, type: 'DELIVERY' | 'TAKE_AWAY') =>
  payTypesFor(resto.payConfig, type).length > 0;

export const viewOf = ({ restos, zones }: CityPlaces): CityPlacesView => {
  const withDeliveryMenu = restos.filter((resto) => hasMenu(resto, 'isDelivery'));
  const withTakeAwayMenu = restos.filter((resto) => hasMenu(resto, 'isTakeAway'));
  const deliveringRestoIds = withDeliveryMenu
    .filter((resto) => takesPay(resto, 'DELIVERY'))
    .map((resto) => resto.id);
  const pickupPoints = withTakeAwayMenu.filter((resto) => takesPay(resto, 'TAKE_AWAY'));
  const zonesOf = (ids: readonly RestoId[]) => zones.some((zone) => ids.includes(zone.restoId));
  return {
    restos,
    zones,
    pickupPoints,
    deliveringRestoIds,
    domainZones: zones,
    offer: {
      hasDeliveryMenusAndZones: zonesOf(deliveringRestoIds),
      hasTakeAwayMenus: pickupPoints.length > 0,
    },
    served: {
      hasDeliveryMenusAndZones: zonesOf(withDeliveryMenu.map((resto) => resto.id)),
      hasTakeAwayMenus: withTakeAwayMenu.length > 0,
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
