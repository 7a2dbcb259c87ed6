// Where the web app manifest is (served by server/web-manifest.ts; issue 42), in the page's
// language: the default language's bare, the others with ?lang= (as the pages' own addresses).
// The document's links to it are written by the server alone (entry.server.tsx): no script of a
// page carries them.
import type { Locale } from '@nori/domain';
import { requestLocale } from '../i18n/locale';

export const MANIFEST_PATH = '/manifest.webmanifest';

/** A page address in a language. */
export const addressInLocale = (pathname: string, locale: Locale, defaultLocale: Locale): string =>
  locale === defaultLocale ? pathname : `${pathname}?lang=${locale}`;

/** The head's links of an installable page: the manifest in the page's language, and iOS's icon. */
export const installLinks = (request: Request, defaultLocale: Locale): string =>
  `<link rel="manifest" href="${addressInLocale(MANIFEST_PATH, requestLocale(request, defaultLocale), defaultLocale)}"/>` +
  `<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>`;
