import { Link } from 'react-router';
import { useT } from '../../../i18n';
import { ArrowLeftIcon } from '../../../ui';
import { Logo } from '../brand/logo';
import { LocaleSwitcher } from '../locale/locale-switcher';
import './layouts.css';

/** The slim top bar of the 'simple' layout: focused tasks (sign-in, cart) keep only a way home. */
export function SimpleBar() {
  const t = useT();
  return (
    <header className="simple-bar">
      <Link to="/" className="simple-bar__back">
        <ArrowLeftIcon />
        <span>{t('shell.home')}</span>
      </Link>
      <Logo compact />
      <LocaleSwitcher />
    </header>
  );
}
