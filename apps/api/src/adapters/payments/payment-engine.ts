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

export interface PaymentEngine {
  readonly name: PaymentEngineName;
  /**
   * Creating twice for one order gives one payment (an idempotence key derived from the order, and
   * from the failed payment it replaces when paying again).
   */
  create(request: PaymentRequest): Promise<CreatedPayment>;
  read(providerPaymentId: string): Promise<ProviderPayment>;
}

/** The engine could not be reached or refused the call; the caller may try again later. */
export class PaymentEngineError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentEngineError';
  }
}
