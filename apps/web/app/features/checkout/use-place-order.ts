// Placing the order (spec §7) with an Idempotency-Key made once per checkout attempt: a double
// click, or a retry after a lost answer, sends the same key, so the server makes one order.
import { isApiError, type ErrorBody, type Order, type OrderDraft } from '@nori/contract';
import { ERROR_CODES } from '@nori/domain';
import { useRef, useState } from 'react';
import { useI18n } from '../../i18n';
import { isSignedOutError, withAccessToken } from '../../session';
import { createOrderApi, failureMessage, type Notice } from '../../order';
import { useShell } from '../../platform/shell-context';

/**
 * A slot that filled up meanwhile (issue 21), or 'as soon as possible' paused by a busy kitchen
 * (issue 37): the refusal names the next slot with room, which the checkout then offers.
 */
const NEXT_SLOT_CODES: readonly string[] = [ERROR_CODES.orderTimeSlotFull, ERROR_CODES.restoPaused];
const nextSlotOf = (error: unknown): number | null => {
  if (!isApiError(error) || !NEXT_SLOT_CODES.includes(error.code ?? '')) return null;
  const next = (error.data as Partial<ErrorBody> | undefined)?.errors?.[0]?.nextSlotAt;
  return next === undefined ? null : Date.parse(next);
};

/** `onNextSlot`: told the next free slot when the chosen one filled up before the order went. */
export const usePlaceOrder = (
  personId: number | null,
  onPlaced: (order: Order) => void,
  onNextSlot?: (atMs: number) => void,
) => {
  const { config } = useShell();
  const { locale } = useI18n();
  const attemptKey = useRef<string | null>(null);
  const busy = useRef(false);
  const [placing, setPlacing] = useState(false);
  const [failure, setFailure] = useState<Notice | null>(null);

  const place = async (draft: OrderDraft): Promise<void> => {
    if (busy.current || personId === null) return;
    busy.current = true;
    setPlacing(true);
    setFailure(null);
    attemptKey.current ??= crypto.randomUUID();
    const key = attemptKey.current;
    try {
      const api = createOrderApi(config.apiBaseUrl, locale);
      const order = await withAccessToken((token) => api.placeOrder(draft, key, { personId, token }));
      attemptKey.current = null;
      onPlaced(order);
    } catch (error) {
      // Signed out meanwhile: the page asks to sign in again; anything else is said on the page.
      if (!isSignedOutError(error)) setFailure(failureMessage(error));
      const next = nextSlotOf(error);
      if (next !== null) onNextSlot?.(next);
    } finally {
      busy.current = false;
      setPlacing(false);
    }
  };

  return { place, placing, failure };
};
