import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';

/** Rows of a multi-line field (spec §9: textarea rows 5). */
export const TEXTAREA_ROWS = 5;

type FieldElement = HTMLInputElement | HTMLTextAreaElement;

/**
 * A labelled text input with its error message wired up for assistive technology; `multiline`
 * makes it a text area of five rows (comments), with the same label, message and handlers.
 */
export function TextField({
  label,
  error,
  hint,
  id,
  multiline,
  ...rest
}: {
  label: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
  multiline?: boolean;
  /** A form library's handle on the element (react-hook-form's register). */
  ref?: Ref<FieldElement>;
} & InputHTMLAttributes<FieldElement>) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const messageId = `${inputId}-message`;
  const control = {
    id: inputId,
    className: 'field__input',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error || hint ? messageId : undefined,
  };
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      {multiline ? (
        <textarea
          rows={TEXTAREA_ROWS}
          {...control}
          {...(rest as TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> })}
        />
      ) : (
        <input
          {...control}
          {...(rest as InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> })}
        />
      )}
      {(error || hint) && (
        <p id={messageId} className="field__message">
          {error ?? hint}
        </p>
      )}
    </div>
  );
}
