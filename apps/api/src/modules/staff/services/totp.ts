// TOTP (RFC 6238 over RFC 4226's HOTP): HMAC-SHA1, six digits, 30-second steps, the way every
// authenticator app reads an otpauth:// URL. Codes of the step before and after are accepted for
// clock drift; the caller keeps the step a code was accepted for, so no code works twice.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const STEP_SECONDS = 30;
const DIGITS = 6;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let output = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      output += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) output += BASE32[(value << (5 - bits)) & 31];
  return output;
}

export function base32Decode(text: string): Buffer {
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('Not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** A new secret: 160 bits, RFC 4226's recommended length, in base32. */
export const newTotpSecret = (): string => base32Encode(randomBytes(20));

export const totpStep = (at: Date): number => Math.floor(at.getTime() / 1000 / STEP_SECONDS);

export function hotp(secret: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', secret).update(message).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const code = (digest.readUInt32BE(offset) & 0x7fffffff) % 10 ** DIGITS;
  return String(code).padStart(DIGITS, '0');
}

export const totpCode = (secret: string, at: Date): string => hotp(base32Decode(secret), totpStep(at));

/** The step the code belongs to (now, one before or one after), if it is later than `afterStep`. */
export function matchTotp(secret: string, code: string, at: Date, afterStep = -1): number | undefined {
  const key = base32Decode(secret);
  const now = totpStep(at);
  for (const step of [now, now - 1, now + 1]) {
    if (step <= afterStep) continue;
    if (timingSafeEqual(Buffer.from(hotp(key, step)), Buffer.from(code.padEnd(DIGITS).slice(0, DIGITS))))
      return step;
  }
  return undefined;
}

export const otpauthUrl = (secret: string, issuer: string, account: string): string =>
  `otpauth://totp/${encodeURIComponent(issuer)}:${encodeURIComponent(account)}?` +
  new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(DIGITS),
    period: String(STEP_SECONDS),
  });
