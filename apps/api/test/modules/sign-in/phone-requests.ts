// Calls of the phone sign-in flow for tests, with the spec's payloads, and a recording SMS sender.
import type { SmsSender } from '../../../src/adapters/sms/sms-sender';
import { upsertTenant } from '../../../src/modules/catalog/repositories/tenants';
import type { TestApp } from '../../helpers/test-app';

export const WHITE_LABEL = 'test-chain';
export const API_KEY = 'web-key';

export const addTenant = (t: TestApp, code = WHITE_LABEL) => upsertTenant(t.database.db, code, 'Test chain');

export const requestCode = (t: TestApp, phone: string, extra: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/sign/in/phone/code',
    payload: { apiKey: API_KEY, captchaToken: null, mode: 'WEB', phone, whiteLabel: WHITE_LABEL, ...extra },
    ...(typeof extra.remoteAddress === 'string' && { remoteAddress: extra.remoteAddress }),
  });

export const signIn = (t: TestApp, phone: string, code: string, extra: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/sign/in/phone',
    payload: { apiKey: API_KEY, captchaToken: null, code, phone, ...extra },
  });

/** The first error of an error answer; undefined for a success. */
export const errorOf = (response: { json(): unknown }) =>
  (response.json() as { errors?: { code: string; message: string }[] }).errors?.[0];

/** Remembers every SMS; `failing` makes it refuse like a gateway that is down. */
export function recordingSender() {
  const sent: { phone: string; text: string }[] = [];
  const sender: SmsSender & { sent: typeof sent; failing: Error | null; lastCode(phone: string): string } = {
    sent,
    failing: null,
    async send(phone, text) {
      if (sender.failing) throw sender.failing;
      sent.push({ phone, text });
    },
    lastCode(phone) {
      const message = sent.findLast((m) => m.phone === phone);
      const code = message?.text.match(/\d{6}/)?.[0];
      if (!code) throw new Error(`No code was sent to ${phone}`);
      return code;
    },
  };
  return sender;
}

// Every test uses its own number range (+7 9XX …), so the per-range limit only counts its own.
let ranges = 0;
export const numberRange = () => {
  const range = 900 + ++ranges;
  return (index: number) => `+7${range}${String(index).padStart(7, '0')}`;
};
/** Each answer's error code, or 'ok'. */
export const codes = (responses: { json(): unknown }[]) =>
  responses.map((response) => errorOf(response)?.code ?? 'ok');
/** How often each value occurs. */
export const tally = (values: string[]) =>
  values.reduce<Record<string, number>>(
    (counts, value) => ({ ...counts, [value]: (counts[value] ?? 0) + 1 }),
    {},
  );
