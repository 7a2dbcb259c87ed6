import type { City } from '@nori/contract';
import { useMemo } from 'react';
import { useI18n } from '../../../i18n';
import { useShell } from '../../../platform/shell-context';
import { builtInAddressSource, googleAddressSource, type AddressSource } from './address-source';
import { createLocationApi, type LocationApi } from './location-api';

/** One client per configuration and language: suggestions come in the visitor's language (spec §5). */
export const useLocationApi = (): LocationApi => {
  const { config } = useShell();
  const { locale } = useI18n();
  return useMemo(
    () => createLocationApi(config.apiBaseUrl, config.whiteLabel, locale),
    [config.apiBaseUrl, config.whiteLabel, locale],
  );
};

/** The city's addresses: from Google when a maps key is configured, else from the API's index. */
export const useAddressSource = (city: City): AddressSource => {
  const api = useLocationApi();
  const { config } = useShell();
  const { locale } = useI18n();
  const { mapsApiKey, mapsScriptUrl } = config;
  return useMemo(
    () =>
      mapsApiKey
        ? googleAddressSource({ mapsApiKey, mapsScriptUrl }, city, locale)
        : builtInAddressSource(api, city.id),
    [api, city, locale, mapsApiKey, mapsScriptUrl],
  );
};
