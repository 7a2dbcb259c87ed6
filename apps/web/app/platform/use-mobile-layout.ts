import { useSyncExternalStore } from 'react';
import { MOBILE_MEDIA_QUERY } from './device';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(MOBILE_MEDIA_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/**
 * Whether to show the mobile variant of a page. Hydration uses the server's answer (from the user
 * agent), so the markup matches; a narrow desktop window switches right after.
 */
export const useMobileLayout = (serverSaysMobile: boolean): boolean =>
  useSyncExternalStore(
    subscribe,
    () => serverSaysMobile || window.matchMedia(MOBILE_MEDIA_QUERY).matches,
    () => serverSaysMobile,
  );
