import { serverNow } from '@nori/domain';
import { useEffect, useState } from 'react';
import type { CatalogSnapshot } from './catalog-snapshot';

const MINUTE_MS = 60_000;

/**
 * Server time (spec §3) refreshed every minute, so time-slot availability and order slots follow
 * the clock. The first render reads the time the server rendered the page at (a seed's
 * `renderedAtMs`), on the server and at hydration alike: the server's markup already carries the
 * lunch dishes' 'Доступно с 12:00' and hydration matches it, where adding those tags after
 * hydration shifted the menu (issue 17: CLS 0.024). Null when there is no such time (a page the
 * browser rendered itself) until mounted. Not a transition: a deferred tick would show the time
 * slots' tags late, together with the next navigation (a dish layer opening), and shift the menu
 * under it.
 */
export const useServerNow = (
  snapshot: Pick<CatalogSnapshot, 'clockOffsetMs' | 'renderedAtMs'> | null,
): number | null => {
  const offsetMs = snapshot?.clockOffsetMs ?? 0;
  const [now, setNow] = useState<number | null>(() => snapshot?.renderedAtMs ?? null);
  useEffect(() => {
    const tick = () => setNow(serverNow(Date.now(), offsetMs));
    tick();
    const timer = window.setInterval(tick, MINUTE_MS);
    return () => window.clearInterval(timer);
  }, [offsetMs]);
  return now;
};
