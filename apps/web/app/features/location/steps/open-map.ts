// Opens the configured map: Google Maps when a maps key is set, else the built-in Leaflet map.
// Either one's code (and Google's script) is fetched only here, when a map is opened.
import type { Locale } from '@nori/domain';
import type { PublicConfig } from '../../../config/public-config';
import type { MapHandlers, MapSettings, MapView } from './map-view';

export type MapConfig = Pick<PublicConfig, 'mapsApiKey' | 'mapsScriptUrl' | 'mapsMapId' | 'mapTileUrl'>;

/**
 * Null when `signal` was aborted while the code loaded: the map is then never drawn, so a popup
 * closed and opened again quickly never puts two maps in one element.
 */
export const openMap = async (
  config: MapConfig,
  locale: Locale,
  element: HTMLElement,
  settings: MapSettings,
  handlers: MapHandlers,
  signal: AbortSignal,
): Promise<MapView | null> => {
  const { mapsApiKey } = config;
  if (mapsApiKey) {
    const [{ loadGoogleMaps }, { createGoogleMap }] = await Promise.all([
      import('../google/google-maps'),
      import('../google/google-map'),
    ]);
    const maps = await loadGoogleMaps({ mapsApiKey, mapsScriptUrl: config.mapsScriptUrl }, locale);
    if (signal.aborted) return null;
    return createGoogleMap(maps, element, { ...settings, mapId: config.mapsMapId }, handlers);
  }
  const { createLeafletMap } = await import('../on-demand/leaflet-map');
  if (signal.aborted) return null;
  return createLeafletMap(element, { ...settings, tileUrl: config.mapTileUrl }, handlers);
};
