// The map's key (issue 18): what the zone outlines, the restaurants' markers and the chosen point
// look like, drawn with the same colours the map uses (map-view.ts).
import type { CSSProperties } from 'react';
import { addRussianTexts, useT } from '../../../i18n';
import { MARKER_COLOURS, zoneColours } from './map-view';
import { ruLocation } from '../../../i18n/messages/ru-location';

// The Russian texts this module shows, added as it loads: before any of them is shown (i18n/catalogues).
addRussianTexts(ruLocation);

const swatch = (colour: string): CSSProperties => ({ ['--swatch' as string]: colour });

/** The storefront's theme decides the zone colour (spec §9: light green on a dark theme). */
const darkTheme = () =>
  typeof document !== 'undefined' && getComputedStyle(document.documentElement).colorScheme.includes('dark');

export function MapLegend() {
  const t = useT();
  const zone = zoneColours(darkTheme()).colour;
  return (
    <ul className="location-map__legend" aria-label={t('location.map.legend')}>
      <li>
        <span className="location-map__swatch location-map__swatch--zone" style={swatch(zone)} />
        {t('location.map.legendZone')}
      </li>
      <li>
        <span className="location-map__swatch" style={swatch(MARKER_COLOURS.resto)} />
        {t('location.map.legendResto')}
      </li>
      <li>
        <span className="location-map__swatch" style={swatch(MARKER_COLOURS.point)} />
        {t('location.map.legendPoint')}
      </li>
    </ul>
  );
}
