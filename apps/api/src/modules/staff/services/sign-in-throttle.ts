// Wrong passwords (and TOTP codes) are capped per account and client address, per account and per
// client address, counted in the database so the caps hold across nodes. The per-account cap
// counts only clients the account has never signed in from: strangers guessing an owner's password
// lock themselves out, not the owner at their usual desk (whose own cap is the per-client one).
//
// An attempt is written as failed before the password is checked, and counted with the others:
// twenty guesses sent at once see each other, so no more than the cap are ever checked. A right
// password turns it into a success; an attempt refused by a cap is deleted (it checked nothing).
// Each wrong answer also waits a little longer the more wrong ones came before it.
import type { Database } from '../../../db/client';
import {
  countFailures,
  deleteAttempt,
  insertAttempt,
  isKnownClient,
  limitingFailureAt,
  markAttemptSucceeded,
  sweepAttempts,
  type AttemptKey,
} from '../repositories/attempt-repository';
import type { StaffThrottle } from '../staff-config';
import { tooManyAttempts } from './staff-errors';

export interface Attempt {
  /** The answer was wrong: the attempt stays counted, and the answer waits the growing delay. */
  failed(): Promise<void>;
  /** The answer was right: the client becomes one the account knows. */
  succeeded(): Promise<void>;
  /** Neither (a right password still waiting for its TOTP code): the attempt is not counted. */
  forget(): Promise<void>;
}

export interface SignInThrottle {
  /** Starts an attempt; throws 429 staff.too-many-attempts (with Retry-After) when a cap is reached. */
  begin(key: AttemptKey, now: Date): Promise<Attempt>;
}

const MAX_DELAY_STEPS = 8;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createSignInThrottle(db: Database, limits: StaffThrottle): SignInThrottle {
  const since = (now: Date, ms: number) => new Date(now.getTime() - ms);

  async function refuseOverCap(key: AttemptKey, id: number, now: Date) {
    const windowStart = since(now, limits.windowMs);
    const known = await isKnownClient(db, key, since(now, limits.knownClientMs));
    const caps = [
      ['accountClient', limits.perAccountClient],
      ['client', limits.perClient],
      ...(known ? [] : ([['account', limits.perAccount]] as const)),
    ] as const;
    for (const [scope, limit] of caps) {
      // With this attempt counted, one more than the cap: the cap was reached before it. The
      // window admits another when the cap-th newest of the others leaves it.
      const at = await limitingFailureAt(db, scope, key, windowStart, limit + 1);
      if (!at) continue;
      await deleteAttempt(db, id);
      throw tooManyAttempts(at.getTime() + limits.windowMs - now.getTime());
    }
  }

  return {
    async begin(key, now) {
      const id = await insertAttempt(db, key, now);
      await refuseOverCap(key, id, now);
      return {
        async failed() {
          const recent = await countFailures(db, key, since(now, limits.windowMs));
          if (limits.failureDelayMs > 0)
            await wait(Math.min(recent, MAX_DELAY_STEPS) * limits.failureDelayMs);
        },
        async succeeded() {
          await markAttemptSucceeded(db, id);
          await sweepAttempts(db, since(now, Math.max(limits.knownClientMs, limits.windowMs)));
        },
        forget: () => deleteAttempt(db, id),
      };
    },
  };
}
