// The one file that knows Leaflet, the built-in map: vector layers only (zones and pickup
// points), so no tile server is needed; a configured tile URL draws streets under them.
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import {
  infoContent,
  MARKER_COLOURS,
  zoneColours,
  type MapHandlers,
  type MapSettings,
  type MapView,
} from '../steps/map-view';

const zoneStyle = (dark: boolean): L.PathOptions => {
  const { colour, fillOpacity, strokeOpacity, weight } = zoneColours(dark);
  return { color: colour, fillColor: colour, fillOpacity, opacity: strokeOpacity, weight };
};

export const createLeafletMap = (
  element: HTMLElement,
  view: MapSettings & { tileUrl: string | null },
  handlers: MapHandlers,
): MapView => {
  const map = L.map(element, { zoomControl: false, attributionControl: false }).setView(
    view.center,
    view.zoom,
  );
  if (view.tileUrl) L.tileLayer(view.tileUrl).addTo(map);
  map.on('click', (event: L.LeafletMouseEvent) => handlers.onPick(event.latlng));
  let pin: L.CircleMarker | null = null;
  return {
    zones: (zones) => {
      for (const zone of zones) L.polygon(zone.polygon, zoneStyle(view.dark)).addTo(map);
    },
    markers: (markers) => {
      for (const marker of markers) {
        const circle = L.circleMarker(marker.location, {
          radius: 10,
          color: MARKER_COLOURS.outline,
          weight: 2,
          fillColor: MARKER_COLOURS.resto,
          fillOpacity: 1,
        }).addTo(map);
        circle.bindPopup(infoContent(marker.lines));
        circle.on('click', (event) => {
          L.DomEvent.stopPropagation(event);
          handlers.onMarker(marker.id);
        });
        const path = circle.getElement();
        path?.setAttribute('role', 'button');
        path?.setAttribute('aria-label', marker.label);
      }
    },
    pin: (point) => {
      pin?.remove();
      pin = point
        ? L.circleMarker(point, {
            radius: 8,
            color: MARKER_COLOURS.outline,
            fillColor: MARKER_COLOURS.point,
            fillOpacity: 1,
          }).addTo(map)
        : null;
      if (point) map.panTo(point);
    },
    // Without animation: the map opens on its fitted view instead of zooming out in front of the
    // customer, and a marker tapped at once is where it was drawn (an animated fit moved the markers
    // under a tap, which then hit a zone instead).
    fit: (points) => {
      if (points.length > 1) {
        map.fitBounds(L.latLngBounds(points), { padding: [40, 40], maxZoom: view.zoom, animate: false });
      }
    },
    zoomIn: () => map.zoomIn(),
    zoomOut: () => map.zoomOut(),
    destroy: () => map.remove(),
  };
};
