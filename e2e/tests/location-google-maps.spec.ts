// The Google implementation of the location's map and addresses (spec §2, §5, §7) in a real
// browser, on the fake `google.maps` of the local script server: Places autocomplete inside the
// city's bounds with one session token per search session, geocoding by place id and by
// location turned into the storefront's addresses, zones styled as spec §9 says, markers, clicks.
import { expect, test } from '@playwright/test';
import type { RecordedCall } from './location-fake-google-maps';
import { LOCATION_MODULES, startScriptServer, type ScriptServer } from './location-maps-script-server';

let server: ScriptServer;

test.beforeAll(async () => {
  server = await startScriptServer(LOCATION_MODULES);
});

test.afterAll(async () => {
  await server.close();
});

const KAZAN = {
  id: 201,
  name: 'Казань',
  bounds: { east: 49.3, north: 55.88, south: 55.7, west: 48.95 },
  center: { lat: 55.7963, lng: 49.1088 },
  zoom: 12,
};

test('addresses: predictions in the city bounds, one session per address, geocoded results', async ({
  page,
}, testInfo) => {
  await page.goto(server.origin);
  const scriptUrl = server.scriptUrl(`addresses-${testInfo.project.name}`, 0);
  const outcome = await page.evaluate(
    async ({ scriptUrl, city }) => {
      const modulePath = '/modules/google/google-addresses';
      const { createGoogleAddressSource } = (await import(modulePath)) as {
        createGoogleAddressSource: (
          config: object,
          city: object,
          locale: string,
        ) => {
          search: (text: string) => Promise<{ placeId: string; label: string; detail: string }[]>;
          resolve: (option: { placeId: string }) => Promise<unknown>;
          reverse: (point: { lat: number; lng: number }) => Promise<unknown>;
        };
      };
      const source = createGoogleAddressSource(
        { mapsApiKey: 'test-key', mapsScriptUrl: scriptUrl },
        city,
        'ru',
      );
      await source.search('Бау');
      const options = await source.search('Баумана 44');
      const address = await source.resolve(options[0] ?? { placeId: '' });
      await source.search('Ямашева');
      const withoutHouse = await source.resolve({ placeId: 'yamasheva' });
      const lost = await source.resolve({ placeId: 'unknown' });
      const nearest = await source.reverse({ lat: 55.7884, lng: 49.1219 });
      const maps = (window as unknown as { google: { maps: { calls: RecordedCall[] } } }).google.maps;
      return { options, address, withoutHouse, lost, nearest, calls: maps.calls };
    },
    { scriptUrl, city: KAZAN },
  );

  expect(outcome.options).toEqual([
    { placeId: 'baumana-44', label: 'улица Баумана, 44', detail: 'Казань, Россия' },
  ]);
  const baumana = {
    placeId: 'baumana-44',
    label: 'улица Баумана, 44',
    street: 'улица Баумана',
    houseNumber: '44',
    city: 'Казань',
    location: { lat: 55.7883, lng: 49.1218 },
  };
  expect(outcome.address).toEqual(baumana);
  expect(outcome.withoutHouse).toMatchObject({ label: 'проспект Ямашева', houseNumber: null });
  expect(outcome.lost).toBeNull();
  // By location the first result with a street is taken, not the city around it.
  expect(outcome.nearest).toEqual(baumana);

  const predictions = outcome.calls.filter((call) => call.kind === 'predictions').map((call) => call.request);
  expect(predictions[0]).toEqual({
    input: 'Бау',
    sessionToken: 1,
    language: 'ru',
    locationRestriction: KAZAN.bounds,
    locationBias: KAZAN.bounds,
    types: ['address'],
  });
  // The typing of one address shares a token; choosing ends the session, the next gets a new one.
  expect(predictions.map((request) => request.sessionToken)).toEqual([1, 1, 2]);
  const geocodes = outcome.calls.filter((call) => call.kind === 'geocode').map((call) => call.request);
  expect(geocodes).toEqual([
    { placeId: 'baumana-44', language: 'ru' },
    { placeId: 'yamasheva', language: 'ru' },
    { placeId: 'unknown', language: 'ru' },
    { location: { lat: 55.7884, lng: 49.1219 }, language: 'ru' },
  ]);
  // One script for all of it.
  expect(server.requests(`addresses-${testInfo.project.name}`)).toHaveLength(1);
});

test('map: dark-theme zones, pickup markers with info windows, clicks, zoom, cleanup', async ({
  page,
}, testInfo) => {
  await page.goto(server.origin);
  const scriptUrl = server.scriptUrl(`map-${testInfo.project.name}`, 0);
  const outcome = await page.evaluate(
    async ({ scriptUrl, city }) => {
      const loaderPath = '/modules/google/google-maps';
      const mapPath = '/modules/google/google-map';
      const { loadGoogleMaps } = (await import(loaderPath)) as {
        loadGoogleMaps: (config: object, locale: string) => Promise<Record<string, unknown>>;
      };
      const { createGoogleMap } = (await import(mapPath)) as {
        createGoogleMap: (...args: unknown[]) => {
          zones: (zones: object[]) => void;
          markers: (markers: object[]) => void;
          pin: (point: object | null) => void;
          zoomIn: () => void;
          zoomOut: () => void;
          destroy: () => void;
        };
      };
      const maps = await loadGoogleMaps({ mapsApiKey: 'test-key', mapsScriptUrl: scriptUrl }, 'cnr');
      const picked: unknown[] = [];
      const markersClicked: number[] = [];
      // Every map the fake creates, so the test can click on it as a visitor would.
      const created: { click: (lat: number, lng: number) => void; getZoom: () => number }[] = [];
      const FakeMap = maps['Map'] as new (...args: unknown[]) => (typeof created)[number];
      maps['Map'] = class extends FakeMap {
        constructor(...args: unknown[]) {
          super(...args);
          created.push(this);
        }
      };
      const markers: { trigger: (event: string) => void }[] = [];
      const marker = maps['marker'] as {
        AdvancedMarkerElement: new (...args: unknown[]) => (typeof markers)[number];
      };
      const FakeMarker = marker.AdvancedMarkerElement;
      marker.AdvancedMarkerElement = class extends FakeMarker {
        constructor(...args: unknown[]) {
          super(...args);
          markers.push(this);
        }
      };
      const view = createGoogleMap(
        maps,
        document.body,
        { center: city.center, zoom: city.zoom, dark: true, mapId: 'test-map' },
        { onPick: (point: unknown) => picked.push(point), onMarker: (id: number) => markersClicked.push(id) },
      );
      view.zones([{ id: 1, polygon: [city.center, { lat: 55.8, lng: 49.2 }, { lat: 55.7, lng: 49.2 }] }]);
      view.markers([
        {
          id: 202,
          location: { lat: 55.8212, lng: 49.1196 },
          label: 'ул. Чистопольская, 20',
          lines: ['Умико', 'ул. Чистопольская, 20', '10:00-23:00'],
        },
      ]);
      markers[0]?.trigger('click');
      created[0]?.click(55.79, 49.12);
      view.zoomIn();
      view.zoomIn();
      view.zoomOut();
      const zoom = created[0]?.getZoom();
      view.pin({ lat: 55.79, lng: 49.12 });
      view.destroy();
      created[0]?.click(55.7, 49.1);
      const calls = (maps['calls'] as RecordedCall[]).map(({ kind, request }) => ({ kind, request }));
      return { picked, markersClicked, zoom, calls };
    },
    { scriptUrl, city: KAZAN },
  );

  // Montenegrin asks Google for Serbian Latin.
  expect(server.requests(`map-${testInfo.project.name}`)[0]?.searchParams.get('language')).toBe('sr-Latn');
  const kinds = (kind: string) =>
    outcome.calls.filter((call) => call.kind === kind).map((call) => call.request);
  expect(kinds('map')).toEqual([
    {
      center: KAZAN.center,
      zoom: 12,
      mapId: 'test-map',
      colorScheme: 'DARK',
      disableDefaultUI: true,
      clickableIcons: false,
    },
  ]);
  expect(kinds('polygon')).toEqual([
    expect.objectContaining({
      strokeColor: '#9be39b',
      fillColor: '#9be39b',
      fillOpacity: 0.12,
      strokeOpacity: 0.38,
      strokeWeight: 2,
      map: true,
    }),
  ]);
  expect(kinds('marker')[0]).toMatchObject({ title: 'ул. Чистопольская, 20', map: true });
  expect(kinds('info.open')).toEqual([{ text: 'Умикоул. Чистопольская, 2010:00-23:00' }]);
  expect(outcome.markersClicked).toEqual([202]);
  // The click before destroy() picks its point; the one after it reaches nothing.
  expect(outcome.picked).toEqual([{ lat: 55.79, lng: 49.12 }]);
  expect(outcome.zoom).toBe(13);
  expect(kinds('panTo')).toEqual([{ lat: 55.79, lng: 49.12 }]);
  expect(kinds('polygon.setMap')).toEqual([{ map: false }]);
});
