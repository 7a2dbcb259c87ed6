// The five layouts of spec §2, chosen per route by its handle:
// - default: app bar, page, footer (the fallback);
// - custom: the page alone; it draws its own top (immersive pages, callbacks);
// - custom-default: on mobile the page's own header replaces the app bar, on desktop as default;
// - simple: a slim bar with the way home, no footer (sign-in, cart and checkout);
// - error: the message alone, centred (fatal boot errors).
import { memo, type ReactNode } from 'react';
import { useT } from '../../../i18n';
import type { LayoutName } from '../../../platform/route-handle';
import { AppBar } from '../app-bar/app-bar';
import { PlatformAppBanner } from '../consent/platform-app-banner';
import { PageFooter } from '../footer/page-footer';
import { LogoMark } from '../brand/logo';
import { SimpleBar } from './simple-bar';
import './layouts.css';

export interface LayoutFrameProps {
  layout: LayoutName;
  onOpenDrawer: () => void;
  onOpenLocation: () => void;
  children: ReactNode;
}

/** Memoized: the shell re-renders at each step of the boot, the frame only when its props change. */
export const LayoutFrame = memo(function LayoutFrame({
  layout,
  onOpenDrawer,
  onOpenLocation,
  children,
}: LayoutFrameProps) {
  const t = useT();
  // The skip link is the first tab stop of every layout, before any bar.
  const skip = (
    <a href="#content" className="skip-link">
      {t('shell.skipToContent')}
    </a>
  );
  const main = (
    <main id="content" className="layout__main" tabIndex={-1}>
      {children}
    </main>
  );
  if (layout === 'error') {
    return (
      <div className="layout layout--error">
        {skip}
        <div className="layout__error-mark" aria-hidden="true">
          <LogoMark size={28} />
        </div>
        {main}
      </div>
    );
  }
  if (layout === 'custom')
    return (
      <div className="layout layout--custom">
        {skip}
        {main}
      </div>
    );
  if (layout === 'simple') {
    return (
      <div className="layout layout--simple">
        {skip}
        <SimpleBar />
        {main}
      </div>
    );
  }
  return (
    <div className={`layout layout--${layout}`}>
      {skip}
      <PlatformAppBanner />
      <AppBar onOpenDrawer={onOpenDrawer} onOpenLocation={onOpenLocation} />
      {main}
      <PageFooter />
    </div>
  );
});
