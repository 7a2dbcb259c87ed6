import type { Resto } from '@nori/contract';
import { useEffect, useState } from 'react';
import { useBootSnapshot, useBootStore, type FailureView } from '../../catalog';
import { useI18n } from '../../i18n';
import { useShell } from '../../platform/shell-context';

export type CityRestos =
  { status: 'loading' } | { status: 'ready'; restos: Resto[] } | { status: 'failed'; failure: FailureView };

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
      (error: unknown) => current && setState({ status: 'failed', failure: store.describeFailure(error) }),
    );
    return () => {
      current = false;
    };
  }, [store, cityId]);
  return state;
};

/**
 * A restaurant of another city than the chosen one (a shared link to /restos/{id}): its record,
 * asked for by id once the city's list is known not to hold it. The API client loads on demand.
 */
export const useOtherCityResto = (restoId: number, wanted: boolean): Resto | null => {
  const { config } = useShell();
  const { locale } = useI18n();
  const [resto, setResto] = useState<Resto | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    import('../../platform/browser-api')
      .then(({ browserApiClient }) =>
        browserApiClient(config.apiBaseUrl, locale).getResto({ params: { id: restoId } }),
      )
      .then(
        (found) => current && setResto(found),
        // Not found or not reachable: the page keeps saying the details are not there.
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [wanted, restoId, config.apiBaseUrl, locale]);
  return resto?.id === restoId ? resto : null;
};
