// Rejecting an order: a reason from the list (the customer reads it), an optional note; an order
// paid online is refunded by the API.
import { useState, type FormEvent } from 'react';
import type { DeskOrder } from '@nori/contract';
import { REJECT_REASONS, type RejectReason } from '@nori/domain';
import { api } from '../api/client';
import { useAction } from '../api/use-action';
import { useI18n } from '../i18n/i18n';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { Notice } from '../ui/notice';

export function RejectDialog({
  order,
  onClose,
  onRejected,
}: {
  order: DeskOrder;
  onClose: () => void;
  onRejected: (order: DeskOrder) => void;
}) {
  const { t } = useI18n();
  const [reason, setReason] = useState<RejectReason>('TOO_BUSY');
  const [note, setNote] = useState('');
  const reject = useAction(() =>
    api.rejectDeskOrder({
      params: { restoId: order.restoId, orderId: order.id },
      body: { reason, ...(note.trim() ? { note: note.trim() } : {}) },
    }),
  );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await reject.run();
    if (answer) onRejected(answer);
  };
  return (
    <Dialog title={t('desk.reject-title', { number: order.number })} open onClose={onClose}>
      <form onSubmit={submit}>
        {reject.error ? <Notice tone="error">{reject.error}</Notice> : null}
        {order.paid ? <Notice tone="info">{t('desk.reject-refund')}</Notice> : null}
        <fieldset className="choice">
          <legend className="label">{t('desk.reject-reason')}</legend>
          {REJECT_REASONS.map((option) => (
            <label key={option} className="check">
              <input
                type="radio"
                name="reason"
                value={option}
                checked={reason === option}
                onChange={() => setReason(option)}
              />
              <span>{t(`desk.reason.${option}`)}</span>
            </label>
          ))}
        </fieldset>
        <label className="field">
          <span className="label">{t('desk.reject-note')}</span>
          <textarea rows={2} maxLength={500} value={note} onChange={(event) => setNote(event.target.value)} />
        </label>
        <div className="form-actions">
          <Button onClick={onClose}>{t('office.cancel')}</Button>
          <Button type="submit" variant="danger" busy={reject.busy}>
            {t('desk.reject-confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
