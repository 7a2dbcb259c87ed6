// Page hits for the analytics counter (spec §1), when one is configured and the visitor accepted
// cookies: one tiny beacon per page view, no third-party script.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useCookiesAccepted } from '../consent/cookie-banner';
import { useShell } from '../../../platform/shell-context';

export const pageHitUrl = (endpoint: string, counterId: string, pageUrl: string, referrer: string): string =>
  `${endpoint.replace(/\/+$/, '')}/${encodeURIComponent(counterId)}?page-url=${encodeURIComponent(pageUrl)}` +
  (referrer ? `&page-ref=${encodeURIComponent(referrer)}` : '');

export function PageHits() {
  const { config } = useShell();
  const accepted = useCookiesAccepted();
  const location = useLocation();
  const counterId = config.analyticsCounterId;

  useEffect(() => {
    if (!counterId || accepted !== true) return;
    navigator.sendBeacon(
      pageHitUrl(config.analyticsEndpoint, counterId, window.location.href, document.referrer),
    );
  }, [counterId, accepted, config.analyticsEndpoint, location.pathname, location.search]);

  return null;
}
