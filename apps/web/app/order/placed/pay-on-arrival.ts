// Leaving for the payment engine's page through the order's page: checkout replaces itself with
// the order's page and a flag in its URL, and the order's page drops the flag from the address at
// once and goes on to pay. Back from the payment page then lands on the order, not on an emptied
// checkout, and never sends the customer to pay again by itself.
import { useEffect } from 'react';

const PARAM = 'pay';

/** Where checkout goes after placing an order paid online. */
export const orderPathThenPay = (orderId: number): string => `/orders/${orderId}?${PARAM}=1`;

/** On the order's page: goes on to `paymentUrl` when the page was opened by orderPathThenPay. */
export function useContinueToPayment(paymentUrl: string | null): void {
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!paymentUrl || !url.searchParams.has(PARAM)) return;
    url.searchParams.delete(PARAM);
    window.history.replaceState(window.history.state, '', url);
    window.location.assign(paymentUrl);
  }, [paymentUrl]);
}
