import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

/** A labelled text input with its error message wired up for assistive technology. */
export function TextField({
  label,
  error,
  hint,
  id,
  ...rest
}: { label: ReactNode; error?: ReactNode; hint?: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const messageId = `${inputId}-message`;
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
        {...rest}
      />
      {(error || hint) && (
        <p id={messageId} className="field__message">
          {error ?? hint}
        </p>
      )}
    </div>
  );
}
