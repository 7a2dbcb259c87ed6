import { useEffect, useState } from 'react';

/** The server's clock (this device's plus the offset the desk measured), ticking every `everyMs`. */
export const useServerNow = (offsetMs: number, everyMs = 1000): number => {
  const [now, setNow] = useState(() => Date.now() + offsetMs);
  useEffect(() => {
    setNow(Date.now() + offsetMs);
    const timer = window.setInterval(() => setNow(Date.now() + offsetMs), everyMs);
    return () => window.clearInterval(timer);
  }, [offsetMs, everyMs]);
  return now;
};
