// What the map popup needs from a map, whichever draws it: the built-in Leaflet map
// (leaflet-map.ts) or Google Maps (google/google-map.ts). Each is its own lazily loaded chunk.

export interface MapPoint {
  lat: number;
  lng: number;
}

export interface MapZone {
  id: number;
  polygon: MapPoint[];
}

export interface MapMarker {
  id: number;
  location: MapPoint;
  /** Text of the info window: name, street, today's hours. */
  lines: string[];
  label: string;
}

export interface MapHandlers {
  onPick: (point: MapPoint) => void;
  onMarker: (id: number) => void;
}

export interface MapSettings {
  center: MapPoint;
  zoom: number;
  dark: boolean;
}

export interface MapView {
  zones: (zones: MapZone[]) => void;
  markers: (markers: MapMarker[]) => void;
  /** Shows every point at once (the pickup points of the city), never closer than the city's zoom. */
  fit: (points: MapPoint[]) => void;
  /** Marks the picked point (and moves to it); null removes the mark. */
  pin: (point: MapPoint | null) => void;
  zoomIn: () => void;
  zoomOut: () => void;
  destroy: () => void;
}

/** A restaurant's marker and the chosen point, on both maps and in the legend. */
export const MARKER_COLOURS = { resto: '#d63a2f', point: '#f5b642', outline: '#ffffff' } as const;

/** Spec §9: red fill 0.12, stroke 0.38, weight 2; light green on a dark theme. */
export const zoneColours = (dark: boolean) => ({
  colour: dark ? '#9be39b' : '#e53935',
  fillOpacity: 0.12,
  strokeOpacity: 0.38,
  weight: 2,
});

/** The info window's content, built as nodes so no text is ever read as markup. */
export const infoContent = (lines: string[]): HTMLElement => {
  const content = document.createElement('div');
  content.className = 'location-map__info';
  for (const line of lines) content.append(Object.assign(document.createElement('p'), { textContent: line }));
  return content;
};
