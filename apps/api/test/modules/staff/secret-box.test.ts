import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from '../../../src/modules/staff/services/secret-box';
import { oneTimePassword } from '../../../src/modules/staff/services/passwords';

describe('the TOTP secret box', () => {
  const box = createSecretBox(randomBytes(32));

  it('seals to a different text each time and opens to the secret', () => {
    const a = box.seal('JBSWY3DPEHPK3PXP');
    const b = box.seal('JBSWY3DPEHPK3PXP');
    expect(a).toMatch(/^v1:[A-Za-z0-9_-]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(a)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('opens nothing sealed under another key, tampered with, or not sealed at all', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(createSecretBox(randomBytes(32)).open(sealed)).toBeUndefined();
    const bytes = Buffer.from(sealed.slice(3), 'base64url');
    bytes[bytes.length - 1]! ^= 1;
    expect(box.open(`v1:${bytes.toString('base64url')}`)).toBeUndefined();
    expect(box.open('JBSWY3DPEHPK3PXP')).toBeUndefined();
  });
});

describe('one-time passwords', () => {
  it('are 16 characters without look-alikes, and differ', () => {
    const made = Array.from({ length: 200 }, () => oneTimePassword());
    for (const password of made) expect(password).toMatch(/^[a-hjkmnp-zA-HJ-NP-Z2-9]{16}$/);
    expect(new Set(made).size).toBe(200);
  });
});
