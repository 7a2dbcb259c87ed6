// Posts one event to a restaurant's webhook. The body is signed so the restaurant can tell it is
// ours and recent: X-Nori-Signature is 'sha256=' + hex HMAC-SHA256(secret, timestamp + '.' + body)
// with X-Nori-Timestamp the Unix seconds of this attempt; X-Nori-Delivery-Id is the same on every
// attempt of one event, for the restaurant to drop repeats. Any 2xx is delivered.
import { createHmac } from 'node:crypto';

export interface WebhookDelivery {
  url: string;
  secret: string;
  deliveryId: string;
  event: string;
  body: string;
  at: Date;
}

export class WebhookNotDeliveredError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'WebhookNotDeliveredError';
  }
}

export const webhookSignature = (secret: string, timestamp: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

export type WebhookPoster = (delivery: WebhookDelivery) => Promise<void>;

export function createWebhookPoster(timeoutMs = 10_000): WebhookPoster {
  return async ({ url, secret, deliveryId, event, body, at }) => {
    const timestamp = String(Math.floor(at.getTime() / 1000));
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-nori-event': event,
          'x-nori-delivery-id': deliveryId,
          'x-nori-timestamp': timestamp,
          'x-nori-signature': webhookSignature(secret, timestamp, body),
        },
        body,
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
    } catch (error) {
      throw new WebhookNotDeliveredError(`No answer: ${(error as Error).message}`, { cause: error });
    }
    await response.body?.cancel();
    if (!response.ok) throw new WebhookNotDeliveredError(`HTTP ${response.status}`);
  };
}
