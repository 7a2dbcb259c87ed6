// Two cities in two countries: the Russian one prices in rubles at +03:00, the Montenegrin one in
// euros at +01:00, so the storefront's multi-currency and time-zone paths are exercised by the demo.
import type { DemoCity } from '../model';

export const KAZAN: DemoCity = {
  id: 201,
  name: 'Казань',
  country: 'Россия',
  currency: 'RUB',
  timezone: '+03:00',
  center: { lat: 55.7963, lng: 49.1088 },
  bounds: { east: 49.3, north: 55.88, south: 55.7, west: 48.95 },
  zoom: 12,
};

export const BUDVA: DemoCity = {
  id: 202,
  name: 'Будва',
  country: 'Черногория',
  currency: 'EUR',
  timezone: 'Europe/Podgorica',
  center: { lat: 42.2864, lng: 18.855 },
  bounds: { east: 18.91, north: 42.31, south: 42.26, west: 18.8 },
  zoom: 12,
};

export const DEMO_CITIES: DemoCity[] = [KAZAN, BUDVA];
