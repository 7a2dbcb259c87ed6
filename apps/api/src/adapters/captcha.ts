// Bot protection, verified on the server: the storefront's widget gives the visitor a token, the
// provider tells us whether it is genuine. Off by default; Yandex SmartCaptcha when its server
// key is configured (GET /validate?secret&token&ip → {status: 'ok' | 'failed', message}).
import { z } from 'zod';

export interface CaptchaVerifier {
  /** True when the token proves a human passed the check from this address. */
  verify(token: string | null | undefined, ip: string): Promise<boolean>;
}

export interface SmartCaptchaOptions {
  secret: string;
  /** e.g. https://smartcaptcha.yandexcloud.net */
  url: string;
  timeoutMs?: number;
}

const answerSchema = z.object({ status: z.string() });

export function createSmartCaptchaVerifier({
  secret,
  url,
  timeoutMs = 5000,
}: SmartCaptchaOptions): CaptchaVerifier {
  return {
    async verify(token, ip) {
      if (!token) return false;
      const endpoint = new URL('/validate', url);
      endpoint.search = new URLSearchParams({ secret, token, ip }).toString();
      const response = await fetch(endpoint, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`SmartCaptcha answered HTTP ${response.status}`);
      return answerSchema.parse(await response.json()).status === 'ok';
    },
  };
}
