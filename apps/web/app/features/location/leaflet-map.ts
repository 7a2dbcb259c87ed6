// The one file that knows Leaflet: vector layers only (zones and pickup points), so no tile server
// is needed; a tile URL can be given to draw streets under them. Loaded with the map popup only.
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';

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

/** Spec §9: red fill 0.12, stroke 0.38, weight 2; light green on a dark theme. */
export const zoneStyle = (dark: boolean): L.PathOptions => ({
  color: dark ? '#9be39b' : '#e53935',
  fillColor: dark ? '#9be39b' : '#e53935',
  fillOpacity: 0.12,
  opacity: 0.38,
  weight: 2,
});

export interface MapHandlers {
  onPick: (point: MapPoint) => void;
  onMarker: (id: number) => void;
}

export const createMap = (
  element: HTMLElement,
  view: { center: MapPoint; zoom: number; tileUrl: string | null; dark: boolean },
  handlers: MapHandlers,
) => {
  const map = L.map(element, { zoomControl: false, attributionControl: false }).setView(
    view.center,
    view.zoom,
  );
  if (view.tileUrl) L.tileLayer(view.tileUrl).addTo(map);
  map.on('click', (event: L.LeafletMouseEvent) => handlers.onPick(event.latlng));
  let pin: L.CircleMarker | null = null;
  return {
    zones: (zones: MapZone[]) => {
      for (const zone of zones) L.polygon(zone.polygon, zoneStyle(view.dark)).addTo(map);
    },
    markers: (markers: MapMarker[]) => {
      for (const marker of markers) {
        const circle = L.circleMarker(marker.location, {
          radius: 10,
          color: '#ffffff',
          weight: 2,
          fillColor: '#d63a2f',
          fillOpacity: 1,
        }).addTo(map);
        const content = document.createElement('div');
        content.className = 'location-map__info';
        for (const line of marker.lines)
          content.append(Object.assign(document.createElement('p'), { textContent: line }));
        circle.bindPopup(content);
        circle.on('click', (event) => {
          L.DomEvent.stopPropagation(event);
          handlers.onMarker(marker.id);
        });
        const path = circle.getElement();
        path?.setAttribute('role', 'button');
        path?.setAttribute('aria-label', marker.label);
      }
    },
    pin: (point: MapPoint | null) => {
      pin?.remove();
      pin = point
        ? L.circleMarker(point, { radius: 8, color: '#ffffff', fillColor: '#f5b642', fillOpacity: 1 }).addTo(
            map,
          )
        : null;
      if (point) map.panTo(point);
    },
    zoomIn: () => map.zoomIn(),
    zoomOut: () => map.zoomOut(),
    destroy: () => map.remove(),
  };
};

export type LeafletMap = ReturnType<typeof createMap>;
