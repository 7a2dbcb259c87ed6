import type { Resto } from '@nori/contract';
import { useEffect, useState } from 'react';
import { useBootStore } from '../boot';

export type PickupPoints =
  { status: 'loading' } | { status: 'ready'; restos: Resto[] } | { status: 'failed'; message: string };

/** Sorted by order, then address (spec §4). */
const byOrderThenAddress = (a: Resto, b: Resto) => a.order - b.order || a.address.localeCompare(b.address);

/** The pickup points of a city, with their streets. */
export const usePickupPoints = (cityId: number | null, attempt: number): PickupPoints => {
  const store = useBootStore();
  const [state, setState] = useState<PickupPoints>({ status: 'loading' });
  useEffect(() => {
    if (cityId === null) return;
    let current = true;
    setState({ status: 'loading' });
    store.pickupPoints(cityId).then(
      (restos) => current && setState({ status: 'ready', restos: [...restos].sort(byOrderThenAddress) }),
      (error: unknown) =>
        current &&
        setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [store, cityId, attempt]);
  return state;
};
