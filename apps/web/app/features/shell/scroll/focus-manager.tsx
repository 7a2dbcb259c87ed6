// Where focus goes after a navigation: to the new page's heading (<h1 tabIndex={-1}>), so a screen
// reader announces the page and Tab continues from it instead of from the top of the body. Layers
// (a dish, a promotion) and hash links keep focus where their own dialog or target puts it; the
// startup bootloader, once a city and a place are chosen, hands focus to the page it revealed.
// A focused control that leaves the page (a chosen city's list, the accepted cookie banner, a
// cleared cart's lines) hands focus to the nearest control that stayed, never to <body> (issue 34).
import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { isLayer } from '../../../platform/route-handle';
import { watchFocusLoss } from './focus-rescue';

const focusHeading = () => document.querySelector<HTMLElement>('#content h1')?.focus({ preventScroll: true });

export function FocusManager({ bootloader }: { bootloader: boolean }) {
  const { pathname, hash } = useLocation();
  const layer = isLayer(useMatches());
  const previous = useRef<{ pathname: string; layer: boolean } | null>(null);
  const wasBootloader = useRef(bootloader);

  useEffect(() => {
    const before = previous.current;
    previous.current = { pathname, layer };
    if (!before || before.pathname === pathname || hash || layer || before.layer) return;
    focusHeading();
  }, [pathname, hash, layer]);

  useEffect(() => {
    if (wasBootloader.current && !bootloader) focusHeading();
    wasBootloader.current = bootloader;
  }, [bootloader]);

  useEffect(watchFocusLoss, []);

  return null;
}
