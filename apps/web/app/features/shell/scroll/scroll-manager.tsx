// Where the page is scrolled after a navigation (spec §2): a hash scrolls to its element; going
// into or out of a layer (position, promotion) keeps the position; back and forward restore the
// position the page had; anything else starts at the top.
import { useLayoutEffect, useRef } from 'react';
import { useLocation, useMatches, useNavigationType } from 'react-router';
import { isLayer } from '../../../platform/route-handle';
import { scrollToHash } from '../../../platform/smooth-scroll';

const positions = new Map<string, number>();

export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const matches = useMatches();
  const previous = useRef<{ key: string; layer: boolean } | null>(null);
  const layer = isLayer(matches);

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);

  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = { key: location.key, layer };
    if (!before) return; // The first render: the browser placed the page already.
    if (location.hash && scrollToHash(location.hash)) return;
    if (layer || before.layer) return;
    const saved = navigationType === 'POP' ? positions.get(location.key) : undefined;
    window.scrollTo(0, saved ?? 0);
  }, [location.key, location.hash, layer, navigationType]);

  // Remember where each history entry was left, for back and forward.
  useLayoutEffect(() => {
    const key = location.key;
    const remember = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      remember();
      window.removeEventListener('scroll', remember);
    };
  }, [location.key]);

  return null;
}
