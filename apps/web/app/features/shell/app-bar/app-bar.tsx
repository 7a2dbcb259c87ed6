// The app bar (spec §9: 144 px on desktop — a top row and a 64 px toolbar — and 64 px on mobile).
import { NavLink } from 'react-router';
import { useT } from '../../../i18n';
import { IconButton, MenuIcon } from '../../../ui';
import { Logo } from '../brand/logo';
import { LocaleSwitcher } from '../locale/locale-switcher';
import { AccountEntry } from './account-entry';
import { CartButton } from './cart-button';
import { LocationButton } from './location-button';
import { NAV_ITEMS } from './nav-items';
import './app-bar.css';

export function AppBar(props: { onOpenDrawer: () => void; onOpenLocation: () => void }) {
  const t = useT();
  return (
    <header className="app-bar">
      <div className="app-bar__top">
        <IconButton
          label={t('shell.openDrawer')}
          className="app-bar__burger mobile-only"
          onClick={props.onOpenDrawer}
        >
          <MenuIcon />
        </IconButton>
        <Logo />
        <div className="app-bar__location desktop-only">
          <LocationButton onClick={props.onOpenLocation} />
        </div>
        <div className="app-bar__end">
          <div className="desktop-only">
            <LocaleSwitcher />
          </div>
          <div className="desktop-only">
            <AccountEntry />
          </div>
          <CartButton />
        </div>
      </div>
      <nav className="app-bar__toolbar desktop-only" aria-label={t('shell.mainNav')}>
        {NAV_ITEMS.map((item) => (
          <NavLink key={item.to} to={item.to} end={item.end} className="app-bar__link">
            {t(item.label)}
          </NavLink>
        ))}
      </nav>
    </header>
  );
}
