// The frame of every screen after sign-in: the chain's name, the sections this role may open,
// the language and signing out. On phones the sections scroll sideways under the name.
import { NavLink, Outlet } from 'react-router';
import { useI18n } from '../i18n/i18n';
import { LanguageSwitch } from '../i18n/language-switch';
import { useSession, useStaff } from '../session/session';
import { Button } from '../ui/button';
import { useTenantName } from './tenant';

export function Frame() {
  const { t } = useI18n();
  const staff = useStaff();
  const { signOut } = useSession();
  const tenantName = useTenantName();
  const sections = [
    { to: '/desk', label: t('office.nav.desk') },
    { to: '/orders', label: t('office.nav.orders') },
    { to: '/figures', label: t('office.nav.figures') },
    ...(staff.role !== 'MANAGER'
      ? [
          { to: '/promo-codes', label: t('office.nav.promo-codes') },
          { to: '/discounts', label: t('office.nav.discounts') },
        ]
      : []),
    ...(staff.role === 'OWNER'
      ? [
          { to: '/staff', label: t('office.nav.staff') },
          { to: '/audit', label: t('office.nav.audit') },
        ]
      : []),
    { to: '/account', label: t('office.nav.account') },
  ];
  return (
    <div className="frame">
      <a className="skip-link" href="#content">
        {t('office.skip-to-content')}
      </a>
      <header className="topbar">
        <a className="topbar__brand" href="/office/">
          {tenantName}
          <span>{t('office.title')}</span>
        </a>
        <nav className="topbar__nav" aria-label={t('office.nav.label')}>
          <ul>
            {sections.map((section) => (
              <li key={section.to}>
                <NavLink to={section.to}>{section.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="topbar__tools">
          <LanguageSwitch />
          <Button variant="ghost" onClick={() => void signOut()}>
            {t('office.sign-out')}
          </Button>
        </div>
      </header>
      <main id="content" tabIndex={-1} className="frame__main">
        <Outlet />
      </main>
    </div>
  );
}
