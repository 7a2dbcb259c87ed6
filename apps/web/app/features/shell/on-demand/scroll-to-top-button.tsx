// The scroll-to-top button itself, loaded when first shown (scroll/scroll-to-top.tsx). It floats
// over the page, never over a call to action (issue 34): above a bar pinned to the bottom edge (the
// phone's cart bar), and hidden while one that scrolls with the page (checkout) passes under it.
import { useEffect, useState } from 'react';
import { useT } from '../../../i18n';
import { ArrowUpIcon } from '../../../ui';
import { scrollToY } from '../../../platform/smooth-scroll';

// The page's calls to action: the menu's cart bar and the order summary's button (checkout).
const CALLS_TO_ACTION = '.cart-summary,.order-summary__action';
// Its place and size as scroll-to-top.css sets them: 24 px from the right and bottom edges, 52 px.
const EDGE = 24;
const SIZE = 52;

/** How far above the bottom edge the button sits; null: not shown (it would cover one). */
const placeOfButton = (): number | null => {
  const targets = [...document.querySelectorAll(CALLS_TO_ACTION)].map((element) => ({
    box: element.getBoundingClientRect(),
    pinned: getComputedStyle(element).position === 'fixed',
  }));
  const covers = (bottom: number, box: DOMRect) =>
    box.top < innerHeight - bottom &&
    box.bottom > innerHeight - bottom - SIZE &&
    box.right > innerWidth - EDGE - SIZE &&
    box.left < innerWidth - EDGE;
  let bottom = EDGE;
  for (const { box, pinned } of targets)
    if (pinned && covers(bottom, box)) bottom = innerHeight - box.top + 12;
  return targets.some(({ box }) => covers(bottom, box)) ? null : bottom;
};

export default function ScrollToTopButton() {
  const t = useT();
  const [bottom, setBottom] = useState<number | null>(null);
  useEffect(() => {
    const update = () => setBottom(placeOfButton());
    // A tap may bring a call to action (the cart bar appears with the first dish).
    const afterTap = () => requestAnimationFrame(update);
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    document.addEventListener('click', afterTap);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      document.removeEventListener('click', afterTap);
    };
  }, []);
  if (bottom === null) return null;
  return (
    <button
      type="button"
      className="scroll-to-top"
      style={bottom === EDGE ? undefined : { bottom }}
      aria-label={t('shell.scrollToTop')}
      onClick={() => scrollToY(0)}
    >
      <ArrowUpIcon />
    </button>
  );
}
