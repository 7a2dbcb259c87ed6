// The fake `google.maps` the local script server hands out: the classes the storefront uses, each
// recording its calls, with answers shaped as Google's documentation shows them. The function is
// sent to the page as source text, so it must not use anything from outside its own body.

export interface RecordedCall {
  kind: string;
  request: Record<string, unknown>;
}

export function fakeGoogleMaps(version: string) {
  const calls: RecordedCall[] = [];
  class LatLng {
    constructor(
      private readonly latitude: number,
      private readonly longitude: number,
    ) {}
    lat() {
      return this.latitude;
    }
    lng() {
      return this.longitude;
    }
  }
  const part = (long_name: string, types: string[]) => ({ long_name, short_name: long_name, types });
  const kazan = part('Казань', ['locality', 'political']);
  const places: Record<string, object> = {
    'baumana-44': {
      place_id: 'baumana-44',
      formatted_address: 'улица Баумана, 44, Казань',
      address_components: [part('44', ['street_number']), part('улица Баумана', ['route']), kazan],
      geometry: { location: new LatLng(55.7883, 49.1218) },
      types: ['street_address'],
    },
    yamasheva: {
      place_id: 'yamasheva',
      formatted_address: 'проспект Ямашева, Казань',
      address_components: [part('проспект Ямашева', ['route']), kazan],
      geometry: { location: new LatLng(55.826, 49.11) },
      types: ['route'],
    },
    kazan: {
      place_id: 'kazan',
      formatted_address: 'Казань',
      address_components: [kazan],
      geometry: { location: new LatLng(55.7963, 49.1088) },
      types: ['locality'],
    },
  };
  let tokens = 0;
  class AutocompleteSessionToken {
    readonly id = ++tokens;
  }
  class AutocompleteService {
    getPlacePredictions(request: { input: string; sessionToken: AutocompleteSessionToken }) {
      calls.push({ kind: 'predictions', request: { ...request, sessionToken: request.sessionToken.id } });
      return Promise.resolve({
        predictions: [
          {
            place_id: 'baumana-44',
            description: 'улица Баумана, 44, Казань, Россия',
            structured_formatting: { main_text: 'улица Баумана, 44', secondary_text: 'Казань, Россия' },
          },
        ],
      });
    }
  }
  class Geocoder {
    geocode(request: { placeId?: string; location?: object }) {
      calls.push({ kind: 'geocode', request });
      const found = request.placeId
        ? [places[request.placeId]]
        : // By location Google lists the broader places too; the city comes first here.
          [places['kazan'], places['baumana-44']];
      return Promise.resolve({ results: found.filter(Boolean) });
    }
  }
  const overlay = (kind: string) =>
    class {
      map: unknown;
      private readonly listeners: Record<string, () => void> = {};
      constructor(options: Record<string, unknown>) {
        calls.push({ kind, request: { ...options, map: Boolean(options['map']), content: undefined } });
        this.map = options['map'];
      }
      setMap(map: unknown) {
        this.map = map;
        calls.push({ kind: `${kind}.setMap`, request: { map: Boolean(map) } });
      }
      addListener(event: string, handler: () => void) {
        this.listeners[event] = handler;
        return { remove: () => delete this.listeners[event] };
      }
      trigger(event: string) {
        this.listeners[event]?.();
      }
    };
  class FakeMap {
    private zoom: number;
    readonly listeners: Record<string, (event: { latLng: LatLng }) => void> = {};
    constructor(_element: HTMLElement, options: { zoom: number }) {
      calls.push({ kind: 'map', request: options });
      this.zoom = options.zoom;
    }
    addListener(event: string, handler: (event: { latLng: LatLng }) => void) {
      this.listeners[event] = handler;
      return { remove: () => delete this.listeners[event] };
    }
    getZoom() {
      return this.zoom;
    }
    setZoom(zoom: number) {
      this.zoom = zoom;
    }
    panTo(point: object) {
      calls.push({ kind: 'panTo', request: point as Record<string, unknown> });
    }
    fitBounds(bounds: object) {
      calls.push({ kind: 'fitBounds', request: bounds as Record<string, unknown> });
    }
    /** What a visitor's click does: the map's click listener gets the point. */
    click(lat: number, lng: number) {
      this.listeners['click']?.({ latLng: new LatLng(lat, lng) });
    }
  }
  class InfoWindow {
    constructor(private readonly options: { content: HTMLElement }) {}
    open() {
      calls.push({ kind: 'info.open', request: { text: this.options.content.textContent } });
    }
    close() {
      calls.push({ kind: 'info.close', request: {} });
    }
  }
  return {
    version,
    calls,
    Map: FakeMap,
    Polygon: overlay('polygon'),
    InfoWindow,
    Geocoder,
    marker: { AdvancedMarkerElement: overlay('marker') },
    places: { AutocompleteService, AutocompleteSessionToken },
  };
}
