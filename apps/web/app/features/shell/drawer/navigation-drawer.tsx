// The navigation drawer of narrow screens: the same destinations as the desktop toolbar, plus the
// address, the language and the information pages, on a modal panel from the left edge.
import { memo } from 'react';
import { NavLink } from 'react-router';
import { INFO_SLUGS } from '../../info-pages';
import { useT } from '../../../i18n';
import { AdaptiveDialog } from '../../../ui';
import { AccountEntry } from '../app-bar/account-entry';
import { LocationButton } from '../app-bar/location-button';
import { NAV_ITEMS } from '../app-bar/nav-items';
import { LocaleSwitcher } from '../locale/locale-switcher';
import './navigation-drawer.css';

/** Memoized: closed, it has nothing to change while the shell re-renders at each step of the boot. */
export const NavigationDrawer = memo(function NavigationDrawer(props: {
  open: boolean;
  onClose: () => void;
  onOpenLocation: () => void;
}) {
  const t = useT();
  return (
    <AdaptiveDialog
      open={props.open}
      onClose={props.onClose}
      title={t('shell.drawerTitle')}
      placement="drawer"
    >
      <div className="drawer">
        <AccountEntry onNavigate={props.onClose} />
        <LocationButton
          onClick={() => {
            props.onClose();
            props.onOpenLocation();
          }}
        />
        <nav aria-label={t('shell.mainNav')}>
          <ul className="drawer__links">
            {NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className="drawer__link" onClick={props.onClose}>
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <ul className="drawer__secondary">
          {INFO_SLUGS.filter((slug) => slug !== 'dostavka').map((slug) => (
            <li key={slug}>
              <NavLink to={`/${slug}`} onClick={props.onClose}>
                {t(`info.${slug}`)}
              </NavLink>
            </li>
          ))}
        </ul>
        <LocaleSwitcher placement="above" />
      </div>
    </AdaptiveDialog>
  );
});
