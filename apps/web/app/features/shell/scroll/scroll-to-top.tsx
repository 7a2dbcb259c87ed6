import { useEffect, useState } from 'react';
import { useT } from '../../../i18n';
import { ArrowUpIcon } from '../../../ui';
import { scrollToY } from '../../../platform/smooth-scroll';
import './scroll-to-top.css';

/** Shown once the visitor is more than a screen down the page. */
export function ScrollToTop() {
  const t = useT();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > window.innerHeight);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      className="scroll-to-top"
      aria-label={t('shell.scrollToTop')}
      onClick={() => scrollToY(0)}
    >
      <ArrowUpIcon />
    </button>
  );
}
