// A modal dialog on the browser's own <dialog>: showModal() traps focus, makes the page behind it
// inert, closes on Escape and gives focus back to what opened it. On phones it fills the screen.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useI18n } from '../i18n/i18n';

export interface DialogProps {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom; a close button is always in the header. */
  actions?: ReactNode;
  wide?: boolean;
}

export function Dialog({ title, open, onClose, children, actions, wide = false }: DialogProps) {
  const { t } = useI18n();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={wide ? 'dialog dialog--wide' : 'dialog'}
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open ? (
        <div className="dialog__body">
          <header className="dialog__header">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="icon-button" onClick={onClose} aria-label={t('office.close')}>
              <span aria-hidden="true">×</span>
            </button>
          </header>
          <div className="dialog__content">{children}</div>
          {actions ? <footer className="dialog__actions">{actions}</footer> : null}
        </div>
      ) : null}
    </dialog>
  );
}
