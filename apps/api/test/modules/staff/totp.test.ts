// RFC 6238's own test vectors (Appendix B, SHA-1), cut to the six digits authenticator apps show.
import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hotp,
  matchTotp,
  otpauthUrl,
  totpCode,
} from '../../../src/modules/staff/services/totp';

const RFC_SECRET = Buffer.from('12345678901234567890');

describe('TOTP (RFC 6238)', () => {
  it.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('at %i s gives the last six digits of %s', (seconds, eightDigits) => {
    expect(hotp(RFC_SECRET, Math.floor(seconds / 30))).toBe(eightDigits.slice(2));
  });

  it('round-trips base32 (RFC 4648)', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI').toString()).toBe('foobar');
    expect(base32Decode(base32Encode(RFC_SECRET))).toEqual(RFC_SECRET);
  });

  it('accepts the step before and after for clock drift, never an earlier or used step', () => {
    const secret = base32Encode(RFC_SECRET);
    const at = new Date(1_111_111_111_000);
    const step = Math.floor(1_111_111_111 / 30);
    expect(matchTotp(secret, totpCode(secret, at), at)).toBe(step);
    expect(matchTotp(secret, totpCode(secret, new Date(at.getTime() - 30_000)), at)).toBe(step - 1);
    expect(matchTotp(secret, totpCode(secret, new Date(at.getTime() + 30_000)), at)).toBe(step + 1);
    expect(matchTotp(secret, totpCode(secret, new Date(at.getTime() - 90_000)), at)).toBeUndefined();
    expect(matchTotp(secret, totpCode(secret, at), at, step)).toBeUndefined();
    expect(matchTotp(secret, '12345', at)).toBeUndefined();
  });

  it('writes the otpauth URL authenticator apps read', () => {
    expect(otpauthUrl('JBSWY3DPEHPK3PXP', 'Умико', 'owner@demo.nori')).toBe(
      'otpauth://totp/%D0%A3%D0%BC%D0%B8%D0%BA%D0%BE:owner%40demo.nori?secret=JBSWY3DPEHPK3PXP&issuer=%D0%A3%D0%BC%D0%B8%D0%BA%D0%BE&algorithm=SHA1&digits=6&period=30',
    );
  });
});
