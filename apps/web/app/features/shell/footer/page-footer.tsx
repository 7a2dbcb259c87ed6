// The page footer (spec §1, §2): the information pages, the franchise site, the mobile apps and
// the support messenger channel.
import { Link } from 'react-router';
import { INFO_GROUPS } from '../../info-pages';
import { useT } from '../../../i18n';
import { ChatIcon } from '../../../ui';
import { Logo } from '../brand/logo';
import { LocaleSwitcher } from '../locale/locale-switcher';
import { useShell } from '../../../platform/shell-context';
import { StoreBadges } from './store-badges';
import './page-footer.css';

export function PageFooter() {
  const t = useT();
  const { tenant, year } = useShell();
  return (
    <footer className="page-footer">
      <div className="page-footer__inner">
        <div className="page-footer__brand">
          <Logo />
          <a className="page-footer__support" href={tenant.links.support} rel="noopener" target="_blank">
            <ChatIcon />
            <span>
              <strong>{t('footer.support')}</strong>
              <small>{t('footer.supportText')}</small>
            </span>
          </a>
          <LocaleSwitcher placement="above" />
        </div>
        <nav className="page-footer__nav" aria-label={t('footer.nav')}>
          <div className="page-footer__column">
            <h2 className="page-footer__heading">{t('footer.customers')}</h2>
            <ul>
              {INFO_GROUPS.customers.map((slug) => (
                <li key={slug}>
                  <Link to={`/${slug}`}>{t(`info.${slug}`)}</Link>
                </li>
              ))}
              <li>
                <Link to="/terms-of-sale">{t('nav.terms')}</Link>
              </li>
            </ul>
          </div>
          <div className="page-footer__column">
            <h2 className="page-footer__heading">{t('footer.partners')}</h2>
            <ul>
              {INFO_GROUPS.partners.map((slug) => (
                <li key={slug}>
                  <Link to={`/${slug}`}>{t(`info.${slug}`)}</Link>
                </li>
              ))}
              <li>
                <a href={tenant.links.franchise} rel="noopener" target="_blank">
                  {t('footer.franchise')}
                </a>
              </li>
            </ul>
          </div>
        </nav>
        <div className="page-footer__apps">
          <h2 className="page-footer__heading">{t('footer.apps')}</h2>
          <StoreBadges />
          <p className="page-footer__franchise">
            <a href={tenant.links.franchise} rel="noopener" target="_blank">
              {t('footer.franchiseText')}
            </a>
          </p>
        </div>
      </div>
      <p className="page-footer__copyright">
        {t('footer.copyright', { year: String(year), name: tenant.name })}
      </p>
    </footer>
  );
}
