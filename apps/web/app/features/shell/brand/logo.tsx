import { Link } from 'react-router';
import { useT } from '../../../i18n';
import { useShell } from '../../../platform/shell-context';
import './logo.css';

/** The tenant's logo: its own image when configured, else a nori-roll mark in the brand colours. */
export function Logo({ compact = false }: { compact?: boolean }) {
  const { tenant } = useShell();
  const t = useT();
  return (
    <Link
      to="/"
      className={compact ? 'logo logo--compact' : 'logo'}
      aria-label={`${tenant.name} — ${t('shell.home')}`}
    >
      {tenant.logoUrl ? <img className="logo__image" src={tenant.logoUrl} alt="" /> : <LogoMark />}
      <span className="logo__name" aria-hidden="true">
        {tenant.name}
      </span>
    </Link>
  );
}

/** A maki roll seen from above: brand ring, nori, rice and salmon, in the tenant's colours. */
export function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <svg
      className="logo__mark"
      viewBox="0 0 40 40"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="20" cy="20" r="19.5" fill="var(--color-brand)" />
      <circle cx="20" cy="20" r="12.6" fill="#1d2a21" />
      <circle cx="20" cy="20" r="10.4" fill="#fffaf2" />
      <ellipse cx="20" cy="20" rx="4.9" ry="4" fill="var(--color-accent)" />
      <path
        d="M7 30.5q3.6-2.8 7.2 0t7.2 0 7.2 0"
        stroke="#fff"
        strokeWidth="1.6"
        fill="none"
        strokeLinecap="round"
        opacity="0.85"
      />
    </svg>
  );
}
