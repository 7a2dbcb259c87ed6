// PKCE (RFC 7636) and the OAuth state for VK ID (spec §4, §9): a random verifier of 43–128
// characters, its S256 challenge, and a 64-character state. Randomness comes from
// crypto.getRandomValues, passed in so tests can fix it.

/** The unreserved characters RFC 7636 allows in a verifier. */
const VERIFIER_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';
export const VERIFIER_LENGTH = 64;
export const STATE_LENGTH = 64;

export type RandomFill = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array;
const cryptoFill: RandomFill = (bytes) => crypto.getRandomValues(bytes);

/**
 * `length` characters drawn evenly from the alphabet: bytes that would bias the draw (the
 * remainder above the largest multiple of its size) are thrown away and drawn again.
 */
export const randomString = (length: number, alphabet: string, fill: RandomFill = cryptoFill): string => {
  const limit = 256 - (256 % alphabet.length);
  let result = '';
  while (result.length < length) {
    for (const byte of fill(new Uint8Array(length * 2))) {
      if (byte < limit) result += alphabet[byte % alphabet.length];
      if (result.length === length) break;
    }
  }
  return result;
};

export const createCodeVerifier = (fill?: RandomFill): string =>
  randomString(VERIFIER_LENGTH, VERIFIER_ALPHABET, fill);

/** Letters and digits only, so the state survives any URL or message encoding unchanged. */
export const createState = (fill?: RandomFill): string =>
  randomString(STATE_LENGTH, VERIFIER_ALPHABET.slice(0, 62), fill);

const base64Url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** BASE64URL(SHA-256(ASCII(verifier))). */
export const codeChallengeS256 = async (verifier: string): Promise<string> =>
  base64Url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
