import { useMemo } from 'react';
import { useI18n } from '../../i18n';
import { useShell } from '../shell';
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
