// A dish card the document has as markup while the browser lacks the dish's record (a menu page's
// seed holds the first screen's dishes only: catalog/page-seed.server.ts). Hydration keeps the
// server's markup as it is (an element whose content React sets as HTML is not hydrated inside);
// once the boot has the records, the page renders the card itself in its place. Meanwhile its
// link opens the dish's layer as a card's does, and a tap on its add button is kept and made
// again on the real card (early-taps.ts), as before hydration.
import { useLayoutEffect, useRef } from 'react';
import { EARLY_TAP_ATTRIBUTE, keepTap } from '../../start/early-taps';
import { isPlainClick } from './position-card';

// One object: React compares it by identity, so it never writes the (empty) HTML over the markup.
const SERVER_MARKUP = { __html: '' };

/** The control focused in a card when the page replaced it by its own, to focus it again there. */
let focusedControl: string | null = null;

const selectorOf = (element: Element): string | null => {
  const href = element.getAttribute('href');
  if (href !== null) return `a[href="${CSS.escape(href)}"]`;
  const tap = element.getAttribute(EARLY_TAP_ATTRIBUTE);
  return tap === null ? null : `[${EARLY_TAP_ATTRIBUTE}="${CSS.escape(tap)}"]`;
};

/** Focuses in the page's own cards what had the focus in the markup's (a keyboard's place). */
export const refocusReplacedControl = (): void => {
  const selector = focusedControl;
  focusedControl = null;
  if (selector) document.querySelector<HTMLElement>(selector)?.focus({ preventScroll: true });
};

export function LaterCard({ onOpen }: { onOpen: (href: string) => void }) {
  const ref = useRef<HTMLElement>(null);
  // A layout effect: listening before the start-up's effect makes again the taps kept before
  // hydration (startup.tsx), which passive effects would miss.
  useLayoutEffect(() => {
    const card = ref.current;
    if (!card) return;
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const control = target?.closest<HTMLElement>(`[${EARLY_TAP_ATTRIBUTE}]`);
      const link = target?.closest<HTMLAnchorElement>('a[href]');
      if (control) {
        event.preventDefault();
        keepTap(control);
      } else if (link && isPlainClick(event)) {
        event.preventDefault();
        onOpen(link.getAttribute('href') ?? '');
      }
    };
    card.addEventListener('click', onClick);
    return () => card.removeEventListener('click', onClick);
  }, [onOpen]);
  // On removal (its record came), before the markup leaves the document with the focus in it.
  useLayoutEffect(() => {
    const card = ref.current;
    return () => {
      const active = document.activeElement;
      if (card && active && card !== active && card.contains(active)) focusedControl = selectorOf(active);
    };
  }, []);
  return (
    <article
      ref={ref}
      className="position-card"
      dangerouslySetInnerHTML={SERVER_MARKUP}
      suppressHydrationWarning
    />
  );
}
