// Hash links scroll smoothly in 300 ms to their element, offset by the navigation bar height
// (spec §2, §9). Our own animation, because `behavior: 'smooth'` has no fixed duration.
export const SCROLL_DURATION_MS = 300;
/** Closer than this counts as there (spec §9: scroll tolerance 1 px). */
export const SCROLL_TOLERANCE_PX = 1;

const easeInOut = (progress: number) =>
  progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2;

/** The height of the sticky app bar, read from the CSS token so both stay one number. */
export const navBarHeight = (): number =>
  Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--app-bar-height')) || 0;

export const scrollToY = (targetY: number, durationMs = SCROLL_DURATION_MS): void => {
  const startY = window.scrollY;
  const distance = targetY - startY;
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (Math.abs(distance) <= SCROLL_TOLERANCE_PX || reducedMotion) {
    window.scrollTo(0, targetY);
    return;
  }
  const startedAt = performance.now();
  const frame = (now: number) => {
    const progress = Math.min(1, (now - startedAt) / durationMs);
    window.scrollTo(0, startY + distance * easeInOut(progress));
    if (progress < 1) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
};

/** Scrolls to the element the hash names; false when there is none. */
export const scrollToHash = (hash: string): boolean => {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  const element = id ? document.getElementById(id) : null;
  if (!element) return false;
  const top = element.getBoundingClientRect().top + window.scrollY - navBarHeight();
  scrollToY(Math.max(0, top));
  return true;
};
