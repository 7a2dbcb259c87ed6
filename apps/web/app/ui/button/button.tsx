import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'm' | 'l';

interface Look {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretches to the width of its container (bottom sheets, narrow screens). */
  block?: boolean;
  icon?: ReactNode;
}

const className = ({ variant = 'primary', size = 'm', block = false }: Look, extra?: string) =>
  ['button', `button--${variant}`, `button--${size}`, block ? 'button--block' : '', extra ?? '']
    .filter(Boolean)
    .join(' ');

export function Button({
  variant,
  size,
  block,
  icon,
  className: extra,
  children,
  type = 'button',
  ...rest
}: Look & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type={type} className={className({ variant, size, block }, extra)} {...rest}>
      {icon}
      {children}
    </button>
  );
}

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({
  variant,
  size,
  block,
  icon,
  className: extra,
  children,
  ...rest
}: Look & LinkProps) {
  return (
    <Link className={className({ variant, size, block }, extra)} {...rest}>
      {icon}
      {children}
    </Link>
  );
}

/** A round button with only an icon; `label` is its accessible name. */
export function IconButton({
  label,
  className: extra,
  children,
  type = 'button',
  ...rest
}: { label: string } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button type={type} aria-label={label} className={`icon-button ${extra ?? ''}`} {...rest}>
      {children}
    </button>
  );
}
