// The promotions carousel turns by itself (spec §9: every 6000 ms), one card at a time and back to
// the first after the last. It holds still while the visitor points at it or focuses inside it,
// for good once they touch it (they took over), while the tab is hidden, when they asked the
// system for reduced motion, and while paused. A track that fits on screen never moves.
import { useEffect, type RefObject } from 'react';

export const CAROUSEL_INTERVAL_MS = 6000;

export const useCarousel = (track: RefObject<HTMLElement | null>, paused: boolean): void => {
  useEffect(() => {
    const element = track.current;
    if (!element || paused || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let pointed = false;
    let focused = false;
    let touched = false;
    const listeners: [string, () => void][] = [
      ['pointerenter', () => (pointed = true)],
      ['pointerleave', () => (pointed = false)],
      ['focusin', () => (focused = true)],
      ['focusout', () => (focused = false)],
      ['touchstart', () => (touched = true)],
    ];
    for (const [name, listener] of listeners) element.addEventListener(name, listener, { passive: true });

    const timer = window.setInterval(() => {
      if (pointed || focused || touched || document.hidden) return;
      const card = element.firstElementChild;
      if (!card) return;
      const gap = Number.parseFloat(getComputedStyle(element).columnGap) || 0;
      const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 2;
      const left = atEnd ? 0 : element.scrollLeft + card.getBoundingClientRect().width + gap;
      element.scrollTo({ left, behavior: 'smooth' });
    }, CAROUSEL_INTERVAL_MS);

    return () => {
      window.clearInterval(timer);
      for (const [name, listener] of listeners) element.removeEventListener(name, listener);
    };
  }, [track, paused]);
};
