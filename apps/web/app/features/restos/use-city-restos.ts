import type { Resto } from '@nori/contract';
import { useEffect, useState } from 'react';
import { useBootSnapshot, useBootStore } from '../../catalog';

export type CityRestos =
  { status: 'loading' } | { status: 'ready'; restos: Resto[] } | { status: 'failed'; message: string };

/** The full records of the chosen city's restaurants (the list call only has names). */
export const useCityRestos = (): CityRestos => {
  const store = useBootStore();
  const cityId = useBootSnapshot()?.city?.id;
  const [state, setState] = useState<CityRestos>({ status: 'loading' });
  useEffect(() => {
    if (cityId === undefined) return;
    let current = true;
    store.pickupPoints(cityId).then(
      (restos) => current && setState({ status: 'ready', restos }),
      (error: unknown) =>
        current &&
        setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [store, cityId]);
  return state;
};
