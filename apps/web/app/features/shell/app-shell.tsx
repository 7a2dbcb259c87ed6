// The shell around every page: the layout the route asks for, and what floats above any page —
// the startup bootloader, splash screen and progress overlay of the boot, the cookie banner, the
// age confirmation, the navigation drawer and scroll-to-top.
import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useMatches } from 'react-router';
import { useI18n } from '../../i18n';
import { layoutOf, needsLocation } from '../../platform/route-handle';
import { OPEN_LOCATION_EVENT } from '../../platform/open-location';
import { STORED_KEYS } from '../../platform/stored-keys';
import { isBoolean, isPositiveInt } from '../../platform/stored-settings';
import { useStored } from '../../platform/use-stored';
import { ProgressOverlay } from '../../ui';
import { useBoot, useBootStore } from '../../catalog';
// With the shell, not a chunk of its own: its first step is under 1 KB, and a first visit opens it
// at once (a request of its own cost a dish's first visit its ninth). Its later steps load when
// reached (location-dialog.tsx).
import { LocationDialog } from '../location';
import { PageHits } from './analytics/page-hits';
import { CookieBanner } from './consent/cookie-banner';
import { NavigationDrawer } from './drawer/navigation-drawer';
import { LayoutFrame } from './layouts/layout-frame';
import { LocaleSwitcher } from './locale/locale-switcher';
import { FocusManager } from './scroll/focus-manager';
import { ScrollManager } from './scroll/scroll-manager';
import { ScrollToTop } from './scroll/scroll-to-top';
import { useShell } from '../../platform/shell-context';
import { BootErrorPage } from './status/boot-error-page';
import { SplashScreen } from './status/splash-screen';

// Only tenants that sell alcohol ask, and only once the stored answer is known (after hydration):
// the question loads when it is to be asked, not with every page.
const AgeConfirmation = lazy(() =>
  import('./on-demand/age-confirmation').then((module) => ({ default: module.AgeConfirmation })),
);

export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const { tenant } = useShell();
  const matches = useMatches();
  const boot = useBoot();
  const bootStore = useBootStore();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [locationOpen, setLocationOpen] = useState(false);
  // Stable, so the frame and the drawer (memoized) skip the shell's renders for the boot's every
  // step: each re-rendered the bars, the footer and their links (issue 17: TBT).
  const openDrawer = useCallback(() => setDrawerOpen(true), []);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const openLocation = useCallback(() => setLocationOpen(true), []);
  useEffect(() => {
    const open = () => setLocationOpen(true);
    window.addEventListener(OPEN_LOCATION_EVENT, open);
    return () => window.removeEventListener(OPEN_LOCATION_EVENT, open);
  }, []);
  const storedResto = useStored(STORED_KEYS.restoId, isPositiveInt);
  const adult = useStored(STORED_KEYS.adulthoodConfirmed, isBoolean);
  const ageGateOpen = tenant.ageGate && adult !== undefined && adult !== true;

  const pageNeedsLocation = needsLocation(matches);
  const located = Boolean(boot.snapshot?.city && boot.snapshot.resto);
  const bootloader = pageNeedsLocation && boot.status === 'ready' && !located && !ageGateOpen;
  // A first visit has nothing to show until the cities arrive: the splash covers it. A returning
  // visitor sees the server-rendered page while the catalog loads behind it.
  const splash =
    boot.status === 'loading' && boot.snapshot === null && storedResto === null && pageNeedsLocation;
  const reloading = boot.status === 'loading' && boot.snapshot !== null;

  if (boot.status === 'failed' && boot.failure) {
    return (
      <LayoutFrame layout="error" onOpenDrawer={() => {}} onOpenLocation={() => {}}>
        <BootErrorPage failure={boot.failure} onRetry={bootStore.retry} />
      </LayoutFrame>
    );
  }

  return (
    <>
      <ScrollManager />
      <FocusManager bootloader={bootloader} />
      <PageHits />
      <LayoutFrame layout={layoutOf(matches)} onOpenDrawer={openDrawer} onOpenLocation={openLocation}>
        {children}
      </LayoutFrame>
      <NavigationDrawer open={drawerOpen} onClose={closeDrawer} onOpenLocation={openLocation} />
      {(bootloader || locationOpen) && (
        <LocationDialog
          open
          bootloader={bootloader}
          onClose={() => setLocationOpen(false)}
          languageButton={bootloader ? <LocaleSwitcher /> : undefined}
        />
      )}
      {ageGateOpen && (
        <Suspense fallback={null}>
          <AgeConfirmation />
        </Suspense>
      )}
      <CookieBanner />
      <ScrollToTop />
      {splash && <SplashScreen progress={boot.progress} />}
      {reloading && <ProgressOverlay label={t('shell.progress')} />}
    </>
  );
}
