import { useEffect, useState } from 'react';

/** Whole seconds left until `until` (epoch ms); 0 once it has passed, or without one. */
const secondsLeft = (until: number | null): number =>
  until === null ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000));

/** Whole seconds left until `until` (epoch ms), ticking once a second; 0 once it has passed. */
export const useCountdown = (until: number | null): number => {
  const [seconds, setSeconds] = useState(() => secondsLeft(until));
  useEffect(() => {
    setSeconds(secondsLeft(until));
    if (until === null) return;
    const timer = window.setInterval(() => {
      const next = secondsLeft(until);
      setSeconds(next);
      if (next === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return seconds;
};

/** 90 → '1:30'. */
export const formatCountdown = (seconds: number): string =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
