// The menu's sections as the page shows them while its records come whole. A page's seed holds the
// first screen's dishes only, the other cards are the document's markup (LaterCard); when the boot
// brings the menu's records, the page's own cards take their place. Done in one commit that made
// ~70 cards (some 800 elements) at once: the page's longest task after its first paint (issue 17:
// TBT). Here each outlined section turns into its whole one in its own commit, one per task, so a
// tap in between is handled at once; React renders each in the background (a transition).
import { startTransition, useEffect, useState } from 'react';
import type { MenuSection } from './menu-sections';

const isOutline = (sections: readonly MenuSection[]) => sections.some((section) => (section.later ?? 0) > 0);

const sameSections = (a: readonly MenuSection[], b: readonly MenuSection[]) =>
  a.length === b.length && a.every((section, index) => section.id === b[index]?.id);

/**
 * `shown` with its first section that differs from `whole` replaced by the whole one; `whole` itself
 * once their sections differ in order (the clock moved a section, or a turn queued for an older
 * `whole` lands late): swapping by place then showed one section twice and another not at all.
 */
export const turnNext = (shown: MenuSection[], whole: MenuSection[]): MenuSection[] => {
  if (!sameSections(shown, whole)) return whole;
  const index = shown.findIndex((section, at) => section !== whole[at]);
  const next = shown.map((section, at) => (at === index ? whole[at]! : section));
  return next.every((section, at) => section === whole[at]) ? whole : next;
};

/** `sections` (the same array while the menu is the same: memoize it), turned in section by section after an outline. */
export function useSectionsInTurn(sections: MenuSection[]): MenuSection[] {
  const [shown, setShown] = useState(sections);
  const [latest, setLatest] = useState(sections);
  if (latest !== sections) {
    // Adjusting state while rendering (React's pattern for state that follows a prop): the whole
    // sections of an outline keep the outline's for now; anything else is shown as it comes.
    setLatest(sections);
    if (!(isOutline(shown) && !isOutline(sections) && sameSections(shown, sections))) setShown(sections);
  }
  useEffect(() => {
    if (shown === sections) return;
    const timer = setTimeout(() => startTransition(() => setShown((current) => turnNext(current, sections))));
    return () => clearTimeout(timer);
  }, [shown, sections]);
  return shown;
}
