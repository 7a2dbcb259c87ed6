// Staff passwords: argon2id with OWASP's parameters (19 MiB, 2 passes, 1 lane; ~10 ms here), as
// PHC strings that carry their own parameters, so raising them later still verifies old hashes.
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id of @node-rs/argon2 is a const enum, which isolated modules cannot read.
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

/** False for a wrong password and for a stored string that is no argon2 hash at all. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
/**
 * Spends the time of one verification on an unknown (or disabled) account, so the answer's timing
 * does not tell which emails have accounts.
 */
export async function verifyNothing(password: string): Promise<false> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await dummy, password);
  return false;
}

// No 0/O, 1/l/I: a one-time password is read off a screen and typed.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** 16 characters of 55: about 92 bits, to be changed at the first sign-in. */
export function oneTimePassword(length = 16): string {
  const bytes = randomBytes(length * 2);
  let result = '';
  // Rejection sampling keeps every character equally likely.
  for (const byte of bytes) {
    if (byte >= 220) continue;
    result += ALPHABET[byte % ALPHABET.length];
    if (result.length === length) return result;
  }
  return result + oneTimePassword(length - result.length);
}
