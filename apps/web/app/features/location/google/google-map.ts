// Google Maps behind the map popup's interface (map-view.ts): zones as polygons styled as spec §9
// says, pickup points as markers with info windows, a click picks a point.
import {
  infoContent,
  zoneColours,
  type MapHandlers,
  type MapSettings,
  type MapView,
} from '../steps/map-view';
import type { GoogleMap, GoogleMapsApi, LatLngLiteral } from './google-maps-api';

const pinElement = (): HTMLElement => {
  const pin = document.createElement('div');
  pin.className = 'location-map__pin';
  return pin;
};

export const createGoogleMap = (
  maps: GoogleMapsApi,
  element: HTMLElement,
  view: MapSettings & { mapId: string },
  handlers: MapHandlers,
): MapView => {
  const map: GoogleMap = new maps.Map(element, {
    center: view.center,
    zoom: view.zoom,
    mapId: view.mapId,
    colorScheme: view.dark ? 'DARK' : 'LIGHT',
    disableDefaultUI: true,
    clickableIcons: false,
  });
  // One info window open at a time, as on the built-in map.
  let info: google.maps.InfoWindow | null = null;
  const clicks = map.addListener('click', (event: google.maps.MapMouseEvent) => {
    if (event.latLng) handlers.onPick({ lat: event.latLng.lat(), lng: event.latLng.lng() });
  });
  const overlays: { setMap: (map: GoogleMap | null) => void }[] = [];
  let pin: google.maps.marker.AdvancedMarkerElement | null = null;
  const zoomBy = (step: number) => map.setZoom((map.getZoom() ?? view.zoom) + step);

  return {
    zones: (zones) => {
      const { colour, fillOpacity, strokeOpacity, weight } = zoneColours(view.dark);
      for (const zone of zones)
        overlays.push(
          new maps.Polygon({
            paths: zone.polygon,
            strokeColor: colour,
            strokeOpacity,
            strokeWeight: weight,
            fillColor: colour,
            fillOpacity,
            clickable: false,
            map,
          }),
        );
    },
    markers: (markers) => {
      for (const marker of markers) {
        const pickup = new maps.marker.AdvancedMarkerElement({
          map,
          position: marker.location,
          title: marker.label,
        });
        pickup.addListener('click', () => {
          info?.close();
          info = new maps.InfoWindow({ content: infoContent(marker.lines) });
          info.open({ map, anchor: pickup });
          handlers.onMarker(marker.id);
        });
        overlays.push({ setMap: (next) => (pickup.map = next) });
      }
    },
    pin: (point: LatLngLiteral | null) => {
      if (pin) pin.map = null;
      pin = point
        ? new maps.marker.AdvancedMarkerElement({ map, position: point, title: '', content: pinElement() })
        : null;
      if (point) map.panTo(point);
    },
    fit: (points) => {
      if (points.length < 2) return;
      const lats = points.map((point) => point.lat);
      const lngs = points.map((point) => point.lng);
      map.fitBounds(
        {
          north: Math.max(...lats),
          south: Math.min(...lats),
          east: Math.max(...lngs),
          west: Math.min(...lngs),
        },
        40,
      );
    },
    zoomIn: () => zoomBy(1),
    zoomOut: () => zoomBy(-1),
    destroy: () => {
      clicks.remove();
      for (const overlay of overlays) overlay.setMap(null);
      if (pin) pin.map = null;
    },
  };
};
