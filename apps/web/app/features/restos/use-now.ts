import { useEffect, useState } from 'react';

/**
 * The server's moment (client clock + offset), known only after mounting: the server does not
 * know the visitor's moment, so what depends on it (open now, today) appears after hydration.
 */
export const useNow = (offsetMs: number): number | null => {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => setNow(Date.now() + offsetMs), [offsetMs]);
  return now;
};
