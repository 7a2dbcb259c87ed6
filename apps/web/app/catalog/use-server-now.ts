import { serverNow } from '@nori/domain';
import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

/**
 * Server time (spec §3) refreshed every minute, so time-slot availability and order slots follow
 * the clock. Null until mounted: the server and hydration render everything as available, no
 * mismatch. Not a transition: a deferred tick would show the time slots' tags late, together with
 * the next navigation (a dish layer opening), and shift the menu under it.
 */
export const useServerNow = (offsetMs: number): number | null => {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setNow(serverNow(Date.now(), offsetMs));
    tick();
    const timer = window.setInterval(tick, MINUTE_MS);
    return () => window.clearInterval(timer);
  }, [offsetMs]);
  return now;
};
