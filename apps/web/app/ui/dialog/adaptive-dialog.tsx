// The one dialog of the storefront (spec §2, §9): a centred dialog from 840 px, a bottom sheet
// below (CSS only, so server and client agree). Built on the native <dialog>: showModal() puts it
// in the top layer and makes the page inert; we add the focus trap, focus return, Escape only
// where dismissible, and a labelled title.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useT } from '../../i18n';
import { IconButton } from '../button/button';
import { CloseIcon } from '../icons';
import { trapTab } from './focus-trap';

export type DialogSize = 'wide' | 'confirm' | 'alert' | 'rules';
export type DialogPlacement = 'adaptive' | 'drawer' | 'fullscreen';

export interface AdaptiveDialogProps {
  open: boolean;
  /** Called when the user dismisses it (Escape, backdrop, close button); never for persistent ones. */
  onClose?: () => void;
  title: ReactNode;
  /** Shown to assistive technology only (the content has its own headline). */
  hideTitle?: boolean;
  /** False: a persistent dialog — no Escape, no backdrop click, no close button. */
  dismissible?: boolean;
  /** False: dismissible, but the content has its own way out (the search popup's back button). */
  closeButton?: boolean;
  size?: DialogSize;
  placement?: DialogPlacement;
  /** No dimmed backdrop (the startup bootloader). */
  bare?: boolean;
  actions?: ReactNode;
  /** Controls beside the title (the bootloader's language button). */
  headerActions?: ReactNode;
  children?: ReactNode;
  className?: string;
}

export function AdaptiveDialog(props: AdaptiveDialogProps) {
  const {
    open,
    onClose,
    title,
    hideTitle,
    dismissible = true,
    size = 'wide',
    placement = 'adaptive',
    closeButton = true,
  } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const t = useT();
  const returnFocusTo = useRef<HTMLElement | null>(null);
  // Open on the server too (a layer reached by its URL), so its content is in the HTML; the effect
  // below upgrades it to a modal. The attribute is never changed by React after that.
  const [openOnFirstRender] = useState(open);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.matches(':modal')) {
      returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      const upgrading = dialog.open;
      if (upgrading) dialog.close();
      dialog.showModal();
      // Shown since the first paint: its opening animation, which showModal starts again, is over.
      if (upgrading) dialog.getAnimations().forEach((animation) => animation.finish());
      // showModal focuses the first focusable element; content may name a better start.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      returnFocusTo.current?.focus();
      returnFocusTo.current = null;
    }
  }, [open]);

  // A dialog that is unmounted while open (its owner renders it only when needed) still hands
  // focus back to what opened it.
  useEffect(
    () => () => {
      returnFocusTo.current?.focus();
    },
    [],
  );

  // Closing from outside React (the browser closes on a repeated Escape even when cancel is
  // prevented): a persistent dialog comes straight back, a dismissible one reports it.
  const handleNativeClose = () => {
    // Upgrading a server-opened dialog to a modal closes it first; that close event arrives when
    // the dialog is already open again and means nothing.
    if (!open || ref.current?.open) return;
    if (dismissible) onClose?.();
    else ref.current?.showModal();
  };

  const classes = [
    'dialog',
    `dialog--${size}`,
    `dialog--${placement}`,
    props.bare ? 'dialog--bare' : '',
    props.className,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <dialog
      ref={ref}
      className={classes}
      open={openOnFirstRender || undefined}
      aria-labelledby={titleId}
      // Marks a dialog the visitor cannot close (the cookie banner joins it to stay clickable).
      data-persistent={dismissible ? undefined : true}
      // React passes a nested dialog's cancel on to the dialogs around it in its tree (the map's to
      // the address dialog's): each handles only its own, so one Escape closes one dialog (issue 34).
      onCancel={(event) => {
        if (event.target !== ref.current) return;
        event.preventDefault();
        if (dismissible) onClose?.();
      }}
      onClose={handleNativeClose}
      onKeyDown={(event) => ref.current && trapTab(ref.current, event.nativeEvent)}
      onClick={(event) => {
        // The panel fills the dialog box, so a click on the dialog itself is on the backdrop.
        if (event.target === ref.current && dismissible) onClose?.();
      }}
    >
      <div className="dialog__panel">
        <header className={hideTitle ? 'dialog__header dialog__header--hidden' : 'dialog__header'}>
          <h2 id={titleId} className={hideTitle ? 'visually-hidden' : 'dialog__title'}>
            {title}
          </h2>
          {props.headerActions && <div className="dialog__header-actions">{props.headerActions}</div>}
          {dismissible && closeButton && (
            <IconButton label={t('ui.close')} className="dialog__close" onClick={() => onClose?.()}>
              <CloseIcon />
            </IconButton>
          )}
        </header>
        <div className="dialog__body">{props.children}</div>
        {props.actions && <footer className="dialog__actions">{props.actions}</footer>}
      </div>
    </dialog>
  );
}
