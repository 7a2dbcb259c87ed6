import { lazy, Suspense, useEffect, useState } from 'react';
import './scroll-to-top.css';

// The button and its placement load when it is first shown: a first load never needs them.
// A button that cannot be fetched (offline before it was first shown) is left out, never the page.
const ScrollToTopButton = lazy(() =>
  import('../on-demand/scroll-to-top-button').catch(() => ({ default: () => null })),
);

/** Shown once the visitor is more than a screen down the page. */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > window.innerHeight);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return visible ? (
    <Suspense fallback={null}>
      <ScrollToTopButton />
    </Suspense>
  ) : null;
}
