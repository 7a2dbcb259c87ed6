// SMS.ru's HTTP API, the one place that knows its shapes: POST /sms/send with api_id, to, msg and
// json=1 answers {status: 'OK' | 'ERROR', status_code, status_text?, sms: {<number>: {status,
// status_code, status_text?}}}. The request as a whole and the number's own entry must both be OK.
//
// Retries: a gateway that could not be reached, reset the connection, did not answer in time or
// answered an HTTP 5xx/429 is asked again, at most MAX_ATTEMPTS times and within one overall
// deadline, so the customer waits a bounded time. Any answer in SMS.ru's protocol — OK or a
// refusal — is final: the gateway has decided, and asking again could send a second SMS. A retry
// after an ambiguous failure (the connection died after the gateway took the message) can at worst
// deliver the same text, with the same code, twice; not retrying would deliver none.
import { z } from 'zod';
import { SmsNotSentError, type SmsSender } from './sms-sender';

export interface SmsRuOptions {
  apiId: string;
  /** e.g. https://sms.ru */
  url: string;
  /** An approved sender name; the account's default when unset. */
  from?: string;
  /** One attempt's limit. */
  timeoutMs?: number;
  /** All attempts together, pauses included. */
  deadlineMs?: number;
  /** The pause before the second attempt; doubled before each later one. */
  retryDelayMs?: number;
}

export const MAX_ATTEMPTS = 3;

const statusSchema = z.object({
  status: z.string(),
  status_code: z.number().optional(),
  status_text: z.string().optional(),
});
const answerSchema = statusSchema.extend({ sms: z.record(z.string(), statusSchema).optional() });

const describe = (status: z.infer<typeof statusSchema>) =>
  `${status.status} ${status.status_code ?? ''} ${status.status_text ?? ''}`.trim();

/** A failure after which asking again is safe and may succeed. */
class TransientFailure extends Error {}

const isTransientStatus = (status: number) => status >= 500 || status === 429;

/** Reads a gateway answer; throws SmsNotSentError for a final refusal. */
function checkAnswer(body: unknown, to: string): void {
  const parsed = answerSchema.safeParse(body);
  if (!parsed.success) throw new SmsNotSentError('SMS.ru answered JSON of another shape');
  const answer = parsed.data;
  if (answer.status !== 'OK') throw new SmsNotSentError(`SMS.ru refused the request: ${describe(answer)}`);
  const own = answer.sms?.[to];
  if (!own) throw new SmsNotSentError(`SMS.ru's answer has no entry for ${to}`);
  if (own.status !== 'OK') throw new SmsNotSentError(`SMS.ru refused the number: ${describe(own)}`);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createSmsRuSender({
  apiId,
  url,
  from,
  timeoutMs = 4000,
  deadlineMs = 10_000,
  retryDelayMs = 250,
}: SmsRuOptions): SmsSender {
  const endpoint = new URL('/sms/send', url);

  async function attempt(form: URLSearchParams, to: string, limitMs: number): Promise<void> {
    let response: Response;
    let body: unknown;
    try {
      response = await fetch(endpoint, { method: 'POST', body: form, signal: AbortSignal.timeout(limitMs) });
      if (isTransientStatus(response.status)) {
        await response.body?.cancel();
        throw new TransientFailure(`SMS.ru answered HTTP ${response.status}`);
      }
      if (!response.ok) throw new SmsNotSentError(`SMS.ru answered HTTP ${response.status}`);
      body = await response.json();
    } catch (error) {
      if (error instanceof SmsNotSentError || error instanceof TransientFailure) throw error;
      // An HTTP 200 whose body is not JSON: the gateway may have sent the message; final.
      if (error instanceof SyntaxError)
        throw new SmsNotSentError('SMS.ru answered something that is not JSON', { cause: error });
      throw new TransientFailure(`SMS.ru did not answer: ${(error as Error).message}`, { cause: error });
    }
    checkAnswer(body, to);
  }

  return {
    async send(phone, text) {
      const to = phone.replace(/^\+/, '');
      const form = new URLSearchParams({ api_id: apiId, to, msg: text, json: '1' });
      if (from) form.set('from', from);
      const giveUpAt = Date.now() + deadlineMs;
      const failures: string[] = [];
      for (let number = 1; number <= MAX_ATTEMPTS; number += 1) {
        const left = giveUpAt - Date.now();
        if (left <= 0) break;
        try {
          return await attempt(form, to, Math.min(timeoutMs, left));
        } catch (error) {
          if (!(error instanceof TransientFailure)) throw error;
          failures.push(error.message);
        }
        if (number < MAX_ATTEMPTS)
          await pause(Math.min(retryDelayMs * 2 ** (number - 1), giveUpAt - Date.now()));
      }
      throw new SmsNotSentError(`${failures.length} attempt(s) failed: ${failures.join('; ')}`);
    },
  };
}
