// The configuration values the browser may see (spec §1). Secrets never get here: the server
// (server/config.ts) builds this object from its validated environment.
import type { Locale } from '@nori/domain';

export interface PublicConfig {
  /** Where the storefront's API calls go; '' means the storefront's own origin. */
  apiBaseUrl: string;
  whiteLabel: string;
  defaultLocale: Locale;
  /** Stored browser data is wiped when this changes (spec §3). */
  appVersion: string;
  /** Google Maps is used when set; otherwise the built-in map and address index. */
  mapsApiKey: string | null;
  /** Where the Google Maps script is loaded from (tests serve their own). */
  mapsScriptUrl: string;
  /** The Google map style id its advanced markers need. */
  mapsMapId: string;
  /** Tiles under the built-in map's zones; null draws the vector layers alone. */
  mapTileUrl: string | null;
  captchaSiteKey: string | null;
  appleClientId: string | null;
  googleClientId: string | null;
  vkClientId: string | null;
  /** VK ID's base address (its authorize page and logout), https://id.vk.com unless a test sets it. */
  vkIdUrl: string;
  /** Names this storefront in sign-in calls (the API's SIGN_IN_API_KEYS). */
  signInApiKey: string;
  analyticsCounterId: string | null;
  analyticsEndpoint: string;
}
