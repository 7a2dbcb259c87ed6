// The client's start-up, once after hydration and in this order (spec §3, §4): stored data of
// another app version or white label is wiped (and the cart's cookie follows); the language becomes the stored one, else the
// configured default; then the boot loads the catalog.
import { serverNow, type Locale } from '@nori/domain';
import { useEffect, useRef } from 'react';
import type { PublicConfig } from '../config/public-config';
import { replayEarlyTaps } from './early-taps';
import { configureSession, refreshStoredProfile } from '../session';
import { syncCartCookie, useCartNamesFromCatalog } from '../order';
import { useBootStore } from '../catalog';
import { forgetLocaleCookie, localeOfSearch, readStoredLocale, useI18n } from '../i18n';
import { reconcileStoredOwner } from '../platform/stored-settings';

export function Startup({ config }: { config: PublicConfig }) {
  const bootStore = useBootStore();
  const { locale, setLocale } = useI18n();
  const started = useRef(false);
  const serverLocale = useRef<Locale>(locale);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    reconcileStoredOwner({ appVersion: config.appVersion, whiteLabel: config.whiteLabel });
    syncCartCookie();
    configureSession({
      apiBaseUrl: config.apiBaseUrl,
      apiKey: config.signInApiKey,
      whiteLabel: config.whiteLabel,
      vkId: config.vkClientId ? { url: config.vkIdUrl, clientId: config.vkClientId } : null,
      // Token expiries are the server's instants: compare them with its clock once it is known.
      now: () => serverNow(Date.now(), bootStore.getState().snapshot?.clockOffsetMs ?? 0),
    });
    // A page opened in a language (?lang=, a search engine's link) stays in it, and it is kept.
    const fromAddress = localeOfSearch(window.location.search);
    const stored = readStoredLocale();
    if (fromAddress) setLocale(fromAddress);
    else if (stored === null) forgetLocaleCookie();
    const wanted = fromAddress ?? stored ?? config.defaultLocale;
    if (!fromAddress && wanted !== serverLocale.current) setLocale(wanted, { remember: false });
    // The catalog is read in that language from the first run.
    bootStore.setLocale(wanted);
    bootStore.start();
    void refreshStoredProfile();
    // A mark for browser tests and tools: the page is interactive from here on.
    document.documentElement.dataset.hydrated = 'true';
    replayEarlyTaps();
  }, [bootStore, config, setLocale]);

  // The API words its messages in the visitor's language.
  useEffect(() => configureSession({ locale }), [locale]);
  // The cart's dishes are named in the language the catalog was last read in.
  useCartNamesFromCatalog();

  return null;
}
