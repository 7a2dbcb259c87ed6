// SMS.ru's HTTP API, the one place that knows its shapes: POST /sms/send with api_id, to, msg and
// json=1 answers {status: 'OK' | 'ERROR', status_code, status_text?, sms: {<number>: {status,
// status_code, status_text?}}}. The request as a whole and the number's own entry must both be OK.
import { z } from 'zod';
import { SmsNotSentError, type SmsSender } from './sms-sender';

export interface SmsRuOptions {
  apiId: string;
  /** e.g. https://sms.ru */
  url: string;
  /** An approved sender name; the account's default when unset. */
  from?: string;
  timeoutMs?: number;
}

const statusSchema = z.object({
  status: z.string(),
  status_code: z.number().optional(),
  status_text: z.string().optional(),
});
const answerSchema = statusSchema.extend({ sms: z.record(z.string(), statusSchema).optional() });

const describe = (status: z.infer<typeof statusSchema>) =>
  `${status.status} ${status.status_code ?? ''} ${status.status_text ?? ''}`.trim();

export function createSmsRuSender({ apiId, url, from, timeoutMs = 10_000 }: SmsRuOptions): SmsSender {
  const endpoint = new URL('/sms/send', url);
  return {
    async send(phone, text) {
      const to = phone.replace(/^\+/, '');
      const form = new URLSearchParams({ api_id: apiId, to, msg: text, json: '1' });
      if (from) form.set('from', from);
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          body: form,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new SmsNotSentError(`SMS.ru did not answer: ${(error as Error).message}`, { cause: error });
      }
      if (!response.ok) throw new SmsNotSentError(`SMS.ru answered HTTP ${response.status}`);
      let body: unknown;
      try {
        body = await response.json();
      } catch (error) {
        throw new SmsNotSentError('SMS.ru answered something that is not JSON', { cause: error });
      }
      const parsed = answerSchema.safeParse(body);
      if (!parsed.success) throw new SmsNotSentError('SMS.ru answered JSON of another shape');
      const answer = parsed.data;
      if (answer.status !== 'OK')
        throw new SmsNotSentError(`SMS.ru refused the request: ${describe(answer)}`);
      const own = answer.sms?.[to];
      if (!own) throw new SmsNotSentError(`SMS.ru's answer has no entry for ${to}`);
      if (own.status !== 'OK') throw new SmsNotSentError(`SMS.ru refused the number: ${describe(own)}`);
    },
  };
}
