// Sending an SMS, behind one small interface: the development inbox by default, an HTTP gateway
// (SMS.ru) when configured. A sender that cannot deliver throws SmsNotSentError with the reason.
export interface SmsSender {
  send(phone: string, text: string): Promise<void>;
}

/** The message was not accepted for delivery; `reason` is for the log, never for the customer. */
export class SmsNotSentError extends Error {
  constructor(
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(`SMS not sent: ${reason}`, options);
    this.name = 'SmsNotSentError';
  }
}
