import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  /** Shows the button pressed-in and refuses taps while its action runs. */
  busy?: boolean;
}

/** Every tap target is at least 48 px high (kitchen fingers, gloves): see .button in app.css. */
export function Button({ variant = 'secondary', busy = false, className, type, ...rest }: ButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      className={['button', `button--${variant}`, className].filter(Boolean).join(' ')}
      aria-busy={busy || undefined}
      {...rest}
      disabled={rest.disabled || busy}
    />
  );
}
