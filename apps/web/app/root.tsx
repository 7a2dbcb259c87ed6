import type { Locale } from '@nori/domain';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useMatches,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { appServerContext } from './app-context';
import { paletteCss, tenantIn } from './config/tenant';
import { EARLY_TAPS_SCRIPT } from './start/early-taps';
import { BootProvider } from './catalog';
import { pageCatalogOf } from './features/seo';
import {
  APP_BANNER_COOKIE,
  AppShell,
  CONSENT_UNANSWERED_SCRIPT,
  ErrorPage,
  LayoutFrame,
} from './features/shell';
import { ShellProvider } from './platform/shell-context';
import { enforceGuard } from './guard/guard-middleware';
import { htmlLang, I18nProvider, loadLocale, persistLocale, requestLocale, type SetLocale } from './i18n';
import { HYDRATED_NONCE, useInlineScriptNonce } from './start/nonce-context';
import { PageJsonLd } from './start/page-json-ld';
import { detectDevice } from './platform/device';
import { Startup } from './start/startup';
import './styles/tokens.css';
import './styles/base.css';
import './ui/ui.css';
// The menu's and the dish layer's styles are the shell's, though their code is a chunk of its own
// (vite.config.ts): a stylesheet of their own blocks the first paint of most visits' first page
// on a connection of its own, ~150 ms more on a slow phone (issue 17).
import './styles/menu/menu.css';
import './styles/menu/menu-page.css';
import './styles/menu/position-layer.css';
import './styles/menu/sold-out.css';
import './styles/menu/cart-summary.css';

// The global guard runs before every route, for document requests and client navigations alike.
export const middleware: Route.MiddlewareFunction[] = [
  ({ request, params }) => enforceGuard(request, params),
];
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  ({ request, params }) => enforceGuard(request, params),
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { config, tenant } = context.get(appServerContext);
  const cookie = request.headers.get('cookie');
  const locale = requestLocale(request, config.defaultLocale);
  await loadLocale(locale);
  return {
    config,
    tenant,
    locale,
    device: detectDevice(request.headers),
    year: new Date().getFullYear(),
    appBannerDismissed: new RegExp(`(?:^|;\\s*)${APP_BANNER_COOKIE}=1`).test(cookie ?? ''),
  };
}

// Configuration, tenant and device do not change while the page lives.
export const shouldRevalidate = () => false;

export const headers: Route.HeadersFunction = () => ({
  // The page depends on the device and the language cookie; ask Chromium for its mobile hint.
  Vary: 'User-Agent, Sec-CH-UA-Mobile, Cookie',
  'Accept-CH': 'Sec-CH-UA-Mobile',
  'Cache-Control': 'private, no-cache',
});

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

type RootData = Route.ComponentProps['loaderData'];

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<RootData>('root');
  const scriptNonce = useInlineScriptNonce();
  return (
    <html
      lang={htmlLang(data?.locale ?? 'ru')}
      data-device={data?.device.mobile ? 'mobile' : 'desktop'}
      // The head's line marks an unanswered cookie consent on <html> before hydration (cookie-banner.tsx).
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="color-scheme" content="dark" />
        {data && <meta name="theme-color" content={data.tenant.palette.background} />}
        <Meta />
        <PageJsonLd />
        <Links nonce={HYDRATED_NONCE} />
        {data && <style>{paletteCss(data.tenant.palette)}</style>}
        <script
          nonce={scriptNonce}
          dangerouslySetInnerHTML={{ __html: `${EARLY_TAPS_SCRIPT};${CONSENT_UNANSWERED_SCRIPT}` }}
        />
      </head>
      <body>
        {children}
        <Scripts nonce={HYDRATED_NONCE} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { config, tenant, device, year, appBannerDismissed } = loaderData;
  const [locale, setLocaleState] = useState<Locale>(loaderData.locale);
  const pageCatalog = pageCatalogOf(useMatches());
  const setLocale = useCallback<SetLocale>((next, options) => {
    if (options?.remember !== false) persistLocale(next);
    // The texts first, then the switch: no moment with keys on the screen.
    loadLocale(next).then(
      () => setLocaleState(next),
      (error: unknown) => console.error(`Cannot load the '${next}' texts`, error),
    );
  }, []);
  // <html> is rendered once by the server; after that its language follows the state.
  useEffect(() => {
    document.documentElement.lang = htmlLang(locale);
  }, [locale]);
  return (
    <ShellProvider value={{ config, tenant: tenantIn(tenant, locale), device, year, appBannerDismissed }}>
      <I18nProvider locale={locale} setLocale={setLocale}>
        <BootProvider
          apiBaseUrl={config.apiBaseUrl}
          whiteLabel={config.whiteLabel}
          locale={locale}
          seed={pageCatalog}
        >
          <Startup config={config} />
          <AppShell>
            <Outlet />
          </AppShell>
        </BootProvider>
      </I18nProvider>
    </ShellProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<RootData>('root');
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <I18nProvider locale={data?.locale ?? 'ru'} setLocale={() => {}}>
      <LayoutFrame layout="error" onOpenDrawer={() => {}} onOpenLocation={() => {}}>
        <ErrorPage detail={detail} />
      </LayoutFrame>
    </I18nProvider>
  );
}
