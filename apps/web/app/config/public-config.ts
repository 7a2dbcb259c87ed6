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
  mapsApiKey: string | null;
  captchaSiteKey: string | null;
  appleClientId: string | null;
  googleClientId: string | null;
  vkClientId: string | null;
  analyticsCounterId: string | null;
  analyticsEndpoint: string;
}
