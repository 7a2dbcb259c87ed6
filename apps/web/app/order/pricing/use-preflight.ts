// The server's prices for the cart (spec §4): recomputed when the order type, the lines or the
// person change, with a loading flag. Changes within DEBOUNCE_MS make one call, and a newer
// request aborts the older one, so a fast counter never ends on a stale answer. A failure that
// a later attempt may fix is retried by itself (use-auto-retry) or by the customer (`retry`).
import type { PreflightRequest, PreflightResult } from '@nori/contract';
import { messageRef } from '@nori/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useI18n } from '../../i18n';
import { STORED_KEYS } from '../../platform/stored-keys';
import { removeStored } from '../../platform/stored-settings';
import { useShell } from '../../platform/shell-context';
import { dispatchCart } from '../cart-store';
import type { Bearer } from './order-api';
import { createOrderApi } from './order-api';
import { runPreflight, type PreflightOutcome } from './preflight-outcome';
import { useAutoRetry } from './use-auto-retry';

const DEBOUNCE_MS = 250;

/** Runs a call as the signed-in person (refreshing the token first when needed). */
export type Authorize = <T>(call: (bearer: Bearer) => Promise<T>) => Promise<T>;

/** The last answer with prices and the request it priced. */
export interface PricedAnswer {
  request: PreflightRequest;
  result: PreflightResult;
}

export interface PreflightView extends PreflightOutcome {
  loading: boolean;
  /** Kept while a newer request runs or fails: its figures are shown, marked stale. */
  last: PricedAnswer | null;
  /** Consecutive failures a retry may fix; 0 after any answer. */
  failures: number;
}

const IDLE: PreflightView = {
  loading: false,
  result: null,
  problem: null,
  promoRefusal: null,
  last: null,
  failures: 0,
};

/**
 * `request` null: nothing to price (an empty cart, a delivery without an address). `personKey`
 * names the signed-in person (null for a guest), so signing in or out prices the cart again.
 */
export const usePreflight = (
  request: PreflightRequest | null,
  personKey: number | null,
  authorize: Authorize | null,
): PreflightView & { dismissPromoRefusal: () => void; retry: () => void } => {
  const { config } = useShell();
  const { locale } = useI18n();
  const [view, setView] = useState<PreflightView>(IDLE);
  const [attempt, setAttempt] = useState(0);
  const key = request ? JSON.stringify([request, personKey, locale]) : null;
  const latest = useRef({ request, authorize });
  latest.current = { request, authorize };
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  useAutoRetry(view.loading ? 0 : view.failures, retry);

  useEffect(() => {
    const { request: current, authorize: asPerson } = latest.current;
    if (key === null || current === null) {
      setView((previous) => ({ ...IDLE, promoRefusal: previous.promoRefusal }));
      return;
    }
    const controller = new AbortController();
    setView((previous) => ({ ...previous, loading: true }));
    const timer = window.setTimeout(async () => {
      let outcome: PreflightOutcome;
      try {
        const api = createOrderApi(config.apiBaseUrl, locale);
        const call = (body: PreflightRequest) =>
          asPerson
            ? asPerson((bearer) => api.preflight(body, controller.signal, bearer))
            : api.preflight(body, controller.signal, null);
        outcome = await runPreflight(call, current);
      } catch {
        // A module did not load (offline, a new deployment): the cart stays, and says the server
        // is out of reach in the shell's own text (the error catalogue's did not arrive either).
        outcome = {
          result: null,
          problem: { kind: 'message', message: messageRef('error.code.common.network'), retryable: true },
          promoRefusal: null,
        };
      }
      if (controller.signal.aborted) return;
      if (outcome.problem?.kind === 'payTypeRefused') removeStored(STORED_KEYS.orderPayType);
      if (outcome.promoRefusal?.clearsCode) dispatchCart({ type: 'setPromoCode', promoCode: null });
      const retryable = outcome.problem?.kind === 'message' && outcome.problem.retryable;
      setView((previous) => ({
        ...outcome,
        loading: false,
        last: outcome.result ? { request: current, result: outcome.result } : previous.last,
        failures: retryable ? previous.failures + 1 : 0,
        // A refusal stays beside the field after its code was dropped, until another code is tried.
        promoRefusal: outcome.promoRefusal ?? (current.promoCode ? null : previous.promoRefusal),
      }));
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [key, attempt, config.apiBaseUrl, locale]);

  return {
    ...view,
    retry,
    dismissPromoRefusal: () => setView((previous) => ({ ...previous, promoRefusal: null })),
  };
};
