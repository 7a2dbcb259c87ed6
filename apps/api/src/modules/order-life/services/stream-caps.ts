// Caps on the live status streams open on this node at once (issue 20: one ticket opened 2,000):
// per ticket (a ticket lives a minute and could open any number), per person and per client
// address. Counted in memory: a stream is a connection to this node, and ends with it.
import type { LimitsConfig } from '../../../config-limits';
import { tooManyRequests } from '../../../errors';

/** What a refused browser waits before trying again (its EventSource would otherwise give up). */
const RETRY_AFTER_SECONDS = 10;

export interface StreamOwner {
  ticket: string;
  personId: number;
  client: string;
}

export function createStreamCaps(limits: LimitsConfig['streams']) {
  const open = new Map<string, number>();
  const keysOf = ({ ticket, personId, client }: StreamOwner) =>
    [
      [`ticket:${ticket}`, limits.perTicket],
      [`person:${personId}`, limits.perPerson],
      [`client:${client}`, limits.perClient],
    ] as const;

  return {
    /** Counts a stream as open (429 when a cap is reached); returns the function that closes it. */
    take(owner: StreamOwner): () => void {
      const keys = keysOf(owner);
      if (keys.some(([key, cap]) => (open.get(key) ?? 0) >= cap)) throw tooManyRequests(RETRY_AFTER_SECONDS);
      for (const [key] of keys) open.set(key, (open.get(key) ?? 0) + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        for (const [key] of keys) {
          const left = (open.get(key) ?? 1) - 1;
          if (left > 0) open.set(key, left);
          else open.delete(key);
        }
      };
    },
  };
}

export type StreamCaps = ReturnType<typeof createStreamCaps>;
