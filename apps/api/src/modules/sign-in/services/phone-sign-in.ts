// Phone sign-in: a six-digit code by SMS, exchanged for tokens. Codes come from a cryptographic
// source and are stored only as an HMAC keyed with the server's secret, compared in constant time.
// Storing the code and counting the abuse limits happen in one transaction, so a refused request
// changes nothing; the SMS is sent after it commits. Against SMS pumping and lock-outs (issue 20):
// the captcha, when configured, is asked for once code requests come fast; part of the tenant's
// daily SMS budget is kept for numbers that signed in before; and a code's tries running out
// locks the number for that client address only, not for its owner elsewhere. Strangers' guesses
// and code requests are counted per client address too (issue 35): the address that asked for a
// code can always try it, and every refusal that passes says when in Retry-After.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { PhoneCodeSent, TokenSet } from '@nori/contract';
import {
  createTranslator,
  DEFAULT_LOCALE,
  ERROR_CODES,
  normalisePhone,
  signInMessages,
  SMS_CODE_LENGTH,
  validateSmsCode,
  type Locale,
} from '@nori/domain';
import type { CaptchaVerifier } from '../../../adapters/captcha';
import { SmsNotSentError, type SmsSender } from '../../../adapters/sms/sms-sender';
import type { Database } from '../../../db/client';
import { ApiError, badRequest, catalogueError, notFound, retryLater } from '../../../errors';
import { findPersonByPhone } from '../repositories/persons';
import {
  countUse,
  countWithinRateLimit,
  isLocked,
  lockKey,
  windowBeganAt,
} from '../repositories/rate-limits';
import {
  findCode,
  findLiveCode,
  storeCodeIfAllowed,
  takeAttempt,
  useCode,
  withdrawCode,
} from '../repositories/sign-in-codes';
import { countWithinLimit, uncount, type LimitWindow } from '../repositories/sign-in-limits';
import { findTenantByCode } from '../../catalog/repositories/tenants';
import { personForIdentity } from './person-accounts';
import {
  abuseWindows,
  captchaWindows,
  CODE_TTL_SECONDS,
  LOCK_SECONDS,
  MAX_ATTEMPTS_PER_CLIENT,
  MAX_ATTEMPTS_PER_CODE,
  pairLockKey,
  requesterKey,
  RESEND_INTERVAL_SECONDS,
  secondsLeftInHour,
  triesKey,
  type SmsLimits,
} from './phone-sign-in-limits';
import { createRateLimitSweep } from './rate-limit-sweep';
import type { Sessions } from './sessions';

export interface PhoneSignInDependencies {
  db: Database;
  sms: SmsSender;
  captcha: CaptchaVerifier | undefined;
  sessions: Sessions;
  codeSecret: Buffer;
  smsLimits: SmsLimits;
  /** Logs why an SMS was not sent (the customer only learns that it was not). */
  logSendingFailure: (error: SmsNotSentError) => void;
}

export interface CodeRequest {
  phone: string;
  whiteLabel: string;
  captchaToken?: string | null;
  ip: string;
  /** The language of the SMS: the storefront's (Accept-Language). */
  locale?: Locale;
}

export interface PhoneSignIn {
  requestCode(request: CodeRequest, now: Date): Promise<PhoneCodeSent>;
  signIn(request: { phone: string; code: string; ip: string }, now: Date): Promise<TokenSet>;
}

/** The SMS text in the language the storefront asked in (issue 34: a visitor in Budva reads English). */
export const smsText = (code: string, locale: Locale = DEFAULT_LOCALE) =>
  createTranslator(signInMessages, locale)('sms.signInCode', { code });

const secondsAfter = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000);
const secondsUntil = (now: Date, then: Date) => (then.getTime() - now.getTime()) / 1000;
const exhaustedFor = (seconds: number) => retryLater(ERROR_CODES.smsAttemptsExhausted, seconds);

function e164(raw: string): string {
  const phone = normalisePhone(raw);
  // The document's form, but no number anyone can have: refused as a 422, not malformed input.
  if (phone === null) throw catalogueError(ERROR_CODES.phoneInvalid);
  return phone;
}

export function createPhoneSignIn(deps: PhoneSignInDependencies): PhoneSignIn {
  const { db, sessions } = deps;
  const hashCode = (phone: string, code: string) =>
    createHmac('sha256', deps.codeSecret).update(`${phone}:${code}`).digest('hex');
  const matches = (stored: string, given: string) =>
    stored.length === given.length && timingSafeEqual(Buffer.from(stored), Buffer.from(given));

  /** Why a code request or a try was refused, read after the conditional statement said no. */
  async function lockedOr(
    executor: Database,
    phone: string,
    now: Date,
    otherwise: () => ApiError,
  ): Promise<ApiError> {
    const row = await findCode(executor, phone);
    return row?.lockedUntil && row.lockedUntil > now
      ? exhaustedFor(secondsUntil(now, row.lockedUntil))
      : otherwise();
  }

  const sweep = createRateLimitSweep(db);

  /** Counts the request; true when requests come fast enough that the captcha is asked for. */
  async function captchaNeeded(tenantId: number, ip: string, now: Date): Promise<boolean> {
    await sweep(now);
    let needed = deps.smsLimits.captchaAfter === 0;
    for (const { after, ...window } of captchaWindows({ tenantId, ip }, deps.smsLimits, now))
      if ((await countUse(db, window)) > after) needed = true;
    return needed;
  }

  const refuseLockedPair = async (phone: string, ip: string, now: Date) => {
    if (await isLocked(db, pairLockKey(phone, ip), now)) throw exhaustedFor(LOCK_SECONDS);
  };

  /** Counts one try of the live code from this address; past its tries, the pair is locked. */
  async function takeClientTry(
    phone: string,
    ip: string,
    code: { sentAt: Date; expiresAt: Date },
    now: Date,
  ) {
    const window = { key: triesKey(phone, ip), windowStart: code.sentAt, windowEnd: code.expiresAt };
    if (await countWithinRateLimit(db, { ...window, limit: MAX_ATTEMPTS_PER_CLIENT })) return;
    await lockKey(db, pairLockKey(phone, ip), now, secondsAfter(now, LOCK_SECONDS));
    throw exhaustedFor(LOCK_SECONDS);
  }

  /**
   * Takes one use of each window every request shares (the tenant's day, the address, the number
   * range), each in a statement of its own: in the code's transaction their rows stayed locked
   * until it committed, and a burst of requests queued behind them holding every pooled connection
   * (200 parallel requests: 40 × 503, issue 35). Returns what gives them back.
   */
  async function takeSharedWindows(windows: LimitWindow[]): Promise<() => Promise<void>> {
    const taken: LimitWindow[] = [];
    const giveBack = async () => {
      for (const window of taken) await uncount(db, window);
    };
    for (const window of windows) {
      if (!(await countWithinLimit(db, window))) {
        await giveBack();
        throw catalogueError(ERROR_CODES.smsSendingFailed);
      }
      taken.push(window);
    }
    return giveBack;
  }

  async function storeCode(phone: string, tenantId: number, ip: string, codeHash: string, now: Date) {
    const known = (await findPersonByPhone(db, phone)) !== undefined;
    const windows = abuseWindows({ phone, ip, tenantId, known }, deps.smsLimits, now);
    const giveBack = await takeSharedWindows(windows.shared);
    await storeCodeCounted(phone, tenantId, ip, codeHash, now, windows).catch(async (error: unknown) => {
      await giveBack();
      throw error;
    });
  }

  /** The code and the number's own windows, in one transaction: a refusal changes nothing. */
  async function storeCodeCounted(
    phone: string,
    tenantId: number,
    ip: string,
    codeHash: string,
    now: Date,
    windows: { phone: LimitWindow[] },
  ) {
    await db.transaction(async (tx) => {
      const stored = await storeCodeIfAllowed(tx, {
        phone,
        tenantId,
        codeHash,
        now,
        expiresAt: secondsAfter(now, CODE_TTL_SECONDS),
        resendAfter: secondsAfter(now, -RESEND_INTERVAL_SECONDS),
      });
      // Inside the transaction: on PGlite's one connection, a query outside it would wait forever.
      if (!stored)
        throw await lockedOr(tx, phone, now, () =>
          retryLater(ERROR_CODES.smsCodeAlreadySent, RESEND_INTERVAL_SECONDS),
        );
      for (const window of windows.phone)
        if (!(await countWithinLimit(tx, window))) throw exhaustedFor(secondsLeftInHour(now));
      // The address that asked for this code: its tries are not held to the code's ceiling.
      await lockKey(tx, requesterKey(phone, ip), now, secondsAfter(now, CODE_TTL_SECONDS));
    });
  }

  return {
    async requestCode({ phone: raw, whiteLabel, captchaToken, ip, locale }, now) {
      const phone = e164(raw);
      const tenant = await findTenantByCode(db, whiteLabel);
      if (!tenant) throw notFound(`Unknown white label ${whiteLabel}`);
      const captcha = deps.captcha;
      if (captcha && (await captchaNeeded(tenant.id, ip, now)) && !(await captcha.verify(captchaToken, ip)))
        throw new ApiError(403, ERROR_CODES.authForbidden, 'The bot-protection check failed');
      await refuseLockedPair(phone, ip, now);

      const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
      const codeHash = hashCode(phone, code);
      await storeCode(phone, tenant.id, ip, codeHash, now);
      try {
        await deps.sms.send(phone, smsText(code, locale));
      } catch (error) {
        if (!(error instanceof SmsNotSentError)) throw error;
        deps.logSendingFailure(error);
        await withdrawCode(db, phone, codeHash);
        throw catalogueError(ERROR_CODES.smsSendingFailed);
      }
      return { resendAfterSeconds: RESEND_INTERVAL_SECONDS };
    },

    async signIn({ phone: raw, code, ip }, now) {
      const phone = e164(raw);
      if (validateSmsCode(code) !== null) throw badRequest(`The SMS code has ${SMS_CODE_LENGTH} digits`);
      await refuseLockedPair(phone, ip, now);
      const live = await findLiveCode(db, phone, now);
      if (!live) throw await lockedOr(db, phone, now, () => catalogueError(ERROR_CODES.smsCodeNotFound));
      await takeClientTry(phone, ip, live, now);
      const asked = await windowBeganAt(db, requesterKey(phone, ip), live.sentAt);
      const attempt = await takeAttempt(db, phone, asked ? null : MAX_ATTEMPTS_PER_CODE, now);
      if (!attempt) {
        // Strangers have used the code's tries: only the address that asked for it may go on.
        const row = await findLiveCode(db, phone, now);
        if (row) throw exhaustedFor(secondsUntil(now, row.expiresAt));
        throw await lockedOr(db, phone, now, () => catalogueError(ERROR_CODES.smsCodeNotFound));
      }
      if (!matches(attempt.codeHash, hashCode(phone, code))) throw catalogueError(ERROR_CODES.smsWrongCode);
      // Two requests with the right code: the first uses it, the second finds no code.
      if (!(await useCode(db, phone, attempt.codeHash, now)))
        throw catalogueError(ERROR_CODES.smsCodeNotFound);
      const personId = await personForIdentity(db, { provider: 'PHONE', subject: phone, phone }, now);
      return sessions.start({ personId, source: 'PHONE' }, now);
    },
  };
}
