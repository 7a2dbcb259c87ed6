// The generic confirmation (spec §2): 'Подтвердить?' / 'Ок' / 'Отмена' by default, cancel can be
// hidden, persistent (only its buttons close it), dialog on wide screens and bottom sheet on narrow.
import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import { Button } from '../button/button';
import { AdaptiveDialog, type DialogSize } from './adaptive-dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onConfirm: () => void;
  onCancel?: () => void;
  headline?: ReactNode;
  text?: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  hideCancel?: boolean;
  size?: Extract<DialogSize, 'confirm' | 'alert'>;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const t = useT();
  const { open, onConfirm, onCancel, hideCancel = false, size = 'confirm' } = props;
  return (
    <AdaptiveDialog
      open={open}
      dismissible={false}
      size={size}
      title={props.headline ?? t('ui.confirm.headline')}
      actions={
        <>
          {!hideCancel && (
            <Button variant="secondary" onClick={() => onCancel?.()}>
              {props.cancelLabel ?? t('ui.confirm.cancel')}
            </Button>
          )}
          <Button onClick={onConfirm}>{props.confirmLabel ?? t('ui.confirm.ok')}</Button>
        </>
      }
    >
      {props.text && <p className="dialog__text">{props.text}</p>}
    </AdaptiveDialog>
  );
}
