// The one interface every payment engine (the built-in sandbox, YooKassa) offers: create a
// payment the customer confirms on the engine's page, and read a payment back. Only a read-back
// ever moves an order: notifications and redirects merely say when to read.
import type { PaymentEngineName, PaymentState } from '../../db/schema';

export interface PaymentRequest {
  orderId: number;
  orderNumber: string;
  /** Minor units. */
  amount: number;
  currency: string;
  /** Where the engine's page sends the customer back. */
  returnUrl: string;
  /** The failed payment this one replaces (paying again); unset for an order's first payment. */
  replaces?: string;
}

export interface CreatedPayment {
  providerPaymentId: string;
  /** The engine's page where the customer pays. */
  confirmationUrl: string;
}

/** A payment as the engine reports it, converted to our units. */
export interface ProviderPayment {
  providerPaymentId: string;
  state: PaymentState;
  amount: number;
  currency: string;
  /** The order id the payment was created for (its metadata); null when it carries none. */
  orderId: number | null;
}

/** Giving a paid order's money back in full (the restaurant rejected the order, issue 37). */
export interface RefundRequest {
  orderId: number;
  providerPaymentId: string;
  /** Minor units. */
  amount: number;
  currency: string;
}

export interface ProviderRefund {
  providerRefundId: string;
  /** pending: the engine is still on it (asking again with the same request reads it again). */
  state: 'pending' | 'succeeded' | 'canceled';
}

export interface PaymentEngine {
  readonly name: PaymentEngineName;
  /**
   * Creating twice for one order gives one payment (an idempotence key derived from the order, and
   * from the failed payment it replaces when paying again).
   */
  create(request: PaymentRequest): Promise<CreatedPayment>;
  read(providerPaymentId: string): Promise<ProviderPayment>;
  /** Refunding twice for one order gives one refund (an idempotence key derived from the order). */
  refund(request: RefundRequest): Promise<ProviderRefund>;
}

/** The engine could not be reached or refused the call; the caller may try again later. */
export class PaymentEngineError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentEngineError';
  }
}
