// One Google Maps script per page, loaded on first need (a map opened, an address typed). The
// script takes its language once: a later language change keeps the first one until reload.
import type { Locale } from '@nori/domain';
import type { PublicConfig } from '../../../config/public-config';
import type { GoogleMapsApi } from './google-maps-api';
import { createScriptLoader, type GoogleMapsScriptLoader } from './script-loader';

// Google has no Montenegrin; its Serbian Latin is the closest the visitor reads.
export const GOOGLE_LANGUAGE: Record<Locale, string> = { ru: 'ru', en: 'en', cnr: 'sr-Latn' };

let loader: GoogleMapsScriptLoader | null = null;

export type GoogleMapsConfig = Pick<PublicConfig, 'mapsScriptUrl'> & { mapsApiKey: string };

export const loadGoogleMaps = async (config: GoogleMapsConfig, locale: Locale): Promise<GoogleMapsApi> => {
  loader ??= createScriptLoader({
    scriptUrl: config.mapsScriptUrl,
    apiKey: config.mapsApiKey,
    language: GOOGLE_LANGUAGE[locale],
  });
  await loader.load();
  return (window as unknown as { google: { maps: GoogleMapsApi } }).google.maps;
};
