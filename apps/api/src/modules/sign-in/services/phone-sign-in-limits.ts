// The numbers of phone sign-in (spec §8, §9) and of the abuse limits around it. A number may get
// a code once per 90 s; a code lives 5 minutes, is used once and allows 5 tries from one client
// address, after which that address waits an hour for the number. Strangers cannot lock the owner
// out (issue 35): their tries are counted per address, with a higher ceiling for the code across
// addresses that the address which asked for the code is not held to; codes are counted per
// number and address, with a higher ceiling for the number. Across numbers, addresses and ranges,
// SMS pumping is capped per window.
import type { LimitWindow } from '../repositories/sign-in-limits';

export const RESEND_INTERVAL_SECONDS = 90;
export const CODE_TTL_SECONDS = 5 * 60;
/** Tries of one code from one client address. */
export const MAX_ATTEMPTS_PER_CLIENT = 5;
/** Tries of one code from every address but the one that asked for it (1 in 50,000 to guess). */
export const MAX_ATTEMPTS_PER_CODE = 20;
export const LOCK_SECONDS = 60 * 60;

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

export const SMS_LIMITS = {
  /** Codes per number and client address per hour: beyond, that address waits for the next hour. */
  perPhoneAndClientPerHour: 5,
  /** Codes per number per hour from every address: beyond, the number waits for the next hour. */
  perPhonePerHour: 10,
  /** Codes per number range (all but the last 4 digits) per hour: sequential-number pumping. */
  perPrefixPerHour: 30,
} as const;

/** The number with its last four digits dropped: +7999123 for +79991234567. */
export const numberPrefix = (phone: string) => phone.slice(0, -4);

const windowStart = (now: Date, length: number) => new Date(Math.floor(now.getTime() / length) * length);

export interface AbuseWindows {
  /** Exceeding one of these answers 'attempts exhausted', until the hour ends. */
  phone: LimitWindow[];
  /** Exceeding any of these answers 'sending failed': the same message whether pumping or not. */
  shared: LimitWindow[];
}

/**
 * The configured limits: SMS_DAILY_LIMIT per tenant, of which SMS_RESERVED_PERCENT is kept for
 * numbers that signed in before; SMS_CLIENT_HOURLY_LIMIT per client address; SMS_CAPTCHA_AFTER.
 */
export interface SmsLimits {
  daily: number;
  perClientHourly: number;
  captchaAfter: number;
  reservedPercent: number;
}

/** Code requests from one client address in an hour after which the captcha is asked for. */
export const CAPTCHA_AFTER_PER_CLIENT = 3;
const CAPTCHA_WINDOW_MS = 10 * 60_000;

/** The windows counting code requests for escalating to the captcha (issue 20). */
export function captchaWindows(request: { ip: string; tenantId: number }, limits: SmsLimits, now: Date) {
  const tenantStart = windowStart(now, CAPTCHA_WINDOW_MS);
  const hour = windowStart(now, HOUR_MS);
  return [
    {
      key: `sms-rate:tenant:${request.tenantId}`,
      windowStart: tenantStart,
      windowEnd: new Date(tenantStart.getTime() + CAPTCHA_WINDOW_MS),
      after: limits.captchaAfter,
    },
    {
      key: `sms-rate:ip:${request.ip}`,
      windowStart: hour,
      windowEnd: new Date(hour.getTime() + HOUR_MS),
      after: CAPTCHA_AFTER_PER_CLIENT,
    },
  ];
}

/** A number that signed in before may use the whole daily limit; a new one what is not reserved. */
export function abuseWindows(
  request: { phone: string; ip: string; tenantId: number; known: boolean },
  limits: SmsLimits,
  now: Date,
): AbuseWindows {
  const hour = windowStart(now, HOUR_MS);
  const day = windowStart(now, DAY_MS);
  const forNewNumbers = Math.floor((limits.daily * (100 - limits.reservedPercent)) / 100);
  return {
    phone: [
      {
        key: `phone-client:${request.phone}:${request.ip}`,
        windowStart: hour,
        limit: SMS_LIMITS.perPhoneAndClientPerHour,
      },
      { key: `phone:${request.phone}`, windowStart: hour, limit: SMS_LIMITS.perPhonePerHour },
    ],
    shared: [
      { key: `ip:${request.ip}`, windowStart: hour, limit: limits.perClientHourly },
      { key: `prefix:${numberPrefix(request.phone)}`, windowStart: hour, limit: SMS_LIMITS.perPrefixPerHour },
      { key: `tenant:${request.tenantId}`, windowStart: day, limit: limits.daily },
      ...(request.known
        ? []
        : [{ key: `tenant-new:${request.tenantId}`, windowStart: day, limit: forNewNumbers }]),
    ],
  };
}

/** The key of the lock on a number for one client address after its code's tries ran out. */
export const pairLockKey = (phone: string, ip: string) => `sign-in-lock:${phone}:${ip}`;

/** The key of the count of one client address's tries of a number's code. */
export const triesKey = (phone: string, ip: string) => `sign-in-tries:${phone}:${ip}`;

/** The key that names the client address which asked for a number's code. */
export const requesterKey = (phone: string, ip: string) => `sign-in-requester:${phone}:${ip}`;

/** Seconds until the hour's window ends: the Retry-After of a number's exhausted hour. */
export const secondsLeftInHour = (now: Date) => (HOUR_MS - (now.getTime() % HOUR_MS)) / 1000;
