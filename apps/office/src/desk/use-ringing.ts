// Rings while any order waits for an answer, every few seconds, until each is accepted or
// rejected. Counts the rings played, which the desk shows (and the browser tests read).
import { useEffect, useState } from 'react';
import type { Ringer } from './ringer';

const EVERY_MS = 2500;

export const useRinging = (ringer: Ringer, shiftStarted: boolean, waiting: number): number => {
  const [rings, setRings] = useState(0);
  const active = shiftStarted && waiting > 0;
  useEffect(() => {
    if (!active) return;
    const ring = () => {
      if (ringer.ring()) setRings((count) => count + 1);
    };
    ring();
    const timer = window.setInterval(ring, EVERY_MS);
    return () => window.clearInterval(timer);
  }, [active, ringer]);
  return rings;
};
