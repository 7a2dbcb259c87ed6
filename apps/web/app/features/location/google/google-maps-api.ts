// The part of the Google Maps JS API the storefront uses, typed by hand (the official types are
// a large package for a few calls). Names and shapes follow developers.google.com/maps.

export interface LatLngLiteral {
  lat: number;
  lng: number;
}

export interface LatLng {
  lat: () => number;
  lng: () => number;
}

export interface LatLngBoundsLiteral {
  east: number;
  north: number;
  south: number;
  west: number;
}

interface Listener {
  remove: () => void;
}

export interface GoogleMap {
  addListener: (event: 'click', handler: (event: { latLng: LatLng | null }) => void) => Listener;
  getZoom: () => number | undefined;
  setZoom: (zoom: number) => void;
  panTo: (point: LatLngLiteral) => void;
  fitBounds: (bounds: LatLngBoundsLiteral, padding?: number) => void;
}

interface Overlay {
  setMap: (map: GoogleMap | null) => void;
}

export interface AdvancedMarker {
  map: GoogleMap | null;
  addListener: (event: 'click', handler: () => void) => Listener;
}

export interface AddressComponent {
  long_name: string;
  short_name: string;
  types: string[];
}

export interface GeocoderResult {
  place_id: string;
  formatted_address: string;
  address_components: AddressComponent[];
  geometry: { location: LatLng };
  types: string[];
}

export interface AutocompletePrediction {
  place_id: string;
  description: string;
  structured_formatting: { main_text: string; secondary_text?: string };
}

export interface AutocompletionRequest {
  input: string;
  sessionToken: object;
  language: string;
  locationRestriction: LatLngBoundsLiteral;
  locationBias: LatLngBoundsLiteral;
  types: string[];
}

export interface GoogleMapsApi {
  Map: new (
    element: HTMLElement,
    options: {
      center: LatLngLiteral;
      zoom: number;
      mapId: string;
      colorScheme: 'DARK' | 'LIGHT';
      disableDefaultUI: boolean;
      clickableIcons: boolean;
    },
  ) => GoogleMap;
  Polygon: new (options: {
    paths: LatLngLiteral[];
    strokeColor: string;
    strokeOpacity: number;
    strokeWeight: number;
    fillColor: string;
    fillOpacity: number;
    clickable: boolean;
    map: GoogleMap;
  }) => Overlay;
  InfoWindow: new (options: { content: Node }) => {
    open: (options: { map: GoogleMap; anchor: AdvancedMarker }) => void;
    close: () => void;
  };
  Geocoder: new () => {
    geocode: (request: {
      placeId?: string;
      location?: LatLngLiteral;
      language: string;
    }) => Promise<{ results: GeocoderResult[] }>;
  };
  marker: {
    AdvancedMarkerElement: new (options: {
      map: GoogleMap;
      position: LatLngLiteral;
      title: string;
      content?: HTMLElement;
    }) => AdvancedMarker;
  };
  places: {
    AutocompleteService: new () => {
      getPlacePredictions: (
        request: AutocompletionRequest,
      ) => Promise<{ predictions: AutocompletePrediction[] }>;
    };
    AutocompleteSessionToken: new () => object;
  };
}
