import { useEffect, useRef, useState } from 'react';
import { scrollToHash } from '../../platform/smooth-scroll';
import type { MenuSection } from './menu-sections';

export const sectionAnchor = (id: number): string => `group-${id}`;

/**
 * The groups of a menu as chips in a sticky bar; the chip of the group being read is marked and
 * kept in view as the page scrolls (spec §2: a group navigation that follows scrolling).
 */
export function GroupNav({ sections, label }: { sections: readonly MenuSection[]; label: string }) {
  const [current, setCurrent] = useState<number | null>(null);
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const visible = new Map<string, number>();
    // The top band of the viewport, under the sticky bars, decides which group is being read.
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.set(entry.target.id, entry.boundingClientRect.top);
          else visible.delete(entry.target.id);
        }
        const first = [...visible.entries()].sort((a, b) => a[1] - b[1])[0];
        if (first) setCurrent(Number(first[0].replace('group-', '')));
      },
      { rootMargin: '-30% 0px -60% 0px' },
    );
    for (const section of sections) {
      const element = document.getElementById(sectionAnchor(section.id));
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [sections]);

  useEffect(() => {
    // Scrolls the bar only: scrollIntoView could also move the page in the middle of a scroll.
    const nav = navRef.current;
    const chip = nav?.querySelector<HTMLElement>('[aria-current="true"]');
    if (nav && chip) nav.scrollTo({ left: chip.offsetLeft - (nav.clientWidth - chip.clientWidth) / 2 });
  }, [current]);

  return (
    <nav className="menu-groups" aria-label={label} ref={navRef}>
      {sections.map((section) => (
        <a
          key={section.id}
          href={`#${sectionAnchor(section.id)}`}
          className="menu-groups__chip"
          aria-current={current === section.id ? 'true' : undefined}
          onClick={(event) => {
            event.preventDefault();
            setCurrent(section.id);
            scrollToHash(`#${sectionAnchor(section.id)}`);
          }}
        >
          {section.name}
        </a>
      ))}
    </nav>
  );
}
