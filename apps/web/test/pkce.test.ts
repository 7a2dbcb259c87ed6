import { describe, expect, it } from 'vitest';
import {
  codeChallengeS256,
  createCodeVerifier,
  createState,
  randomString,
  STATE_LENGTH,
} from '../app/features/auth/pkce';

describe('PKCE and state for VK ID', () => {
  it('makes a verifier of 43–128 unreserved characters (RFC 7636)', () => {
    const verifier = createCodeVerifier();
    expect(verifier).toMatch(/^[A-Za-z0-9\-._~]{43,128}$/);
  });

  it('makes a 64-character state of letters and digits, different every time', () => {
    const states = new Set(Array.from({ length: 20 }, () => createState()));
    expect(states.size).toBe(20);
    for (const state of states) expect(state).toMatch(new RegExp(`^[A-Za-z0-9]{${STATE_LENGTH}}$`));
  });

  it('computes the S256 challenge of the RFC 7636 example', async () => {
    await expect(codeChallengeS256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).resolves.toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('draws from the given random bytes and drops bytes that would bias the draw', () => {
    // Alphabet of 3: 255 is above the largest multiple of 3 below 256 (255), so it is dropped.
    const bytes = [255, 0, 1, 2, 255, 4];
    const fill = (target: Uint8Array) => {
      target.set(bytes.splice(0, target.length));
      return target;
    };
    expect(randomString(4, 'abc', fill)).toBe('abcb');
  });
});
