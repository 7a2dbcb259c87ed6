// A per-client budget of costly work on this node, as a token bucket: `perMinute` tokens, refilled
// evenly, so a client may burst up to a minute's worth and then goes at the steady rate. Used for
// catalog answers built on a cache miss (issue 20: one client varying ?ids= at 37 req/s cost 36 ms
// of CPU each and raised another client's p99 from 12 to 113 ms). In memory: the work it guards is
// this node's own, and a database round trip per read would cost more than what it saves.
import { tooManyRequests } from '../errors';

/** Buckets kept at most; beyond, full ones (idle clients) are dropped first. */
const MAX_CLIENTS = 10_000;

export function createClientBudget(perMinute: number, now: () => number = () => Date.now()) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const refill = (bucket: { tokens: number; at: number }, at: number) => {
    bucket.tokens = Math.min(perMinute, bucket.tokens + ((at - bucket.at) / 60_000) * perMinute);
    bucket.at = at;
  };
  const forgetIdle = (at: number) => {
    for (const [client, bucket] of buckets) {
      refill(bucket, at);
      if (bucket.tokens >= perMinute) buckets.delete(client);
    }
    // Still full of busy clients: the oldest go (Map keeps insertion order).
    for (const client of buckets.keys()) {
      if (buckets.size < MAX_CLIENTS) break;
      buckets.delete(client);
    }
  };

  return {
    /** Spends one token of the client's; 429 with Retry-After when none is left. */
    spend(client: string): void {
      const at = now();
      let bucket = buckets.get(client);
      if (!bucket) {
        if (buckets.size >= MAX_CLIENTS) forgetIdle(at);
        bucket = { tokens: perMinute, at };
        buckets.set(client, bucket);
      }
      refill(bucket, at);
      if (bucket.tokens < 1) throw tooManyRequests(((1 - bucket.tokens) / perMinute) * 60);
      bucket.tokens -= 1;
    },
  };
}

export type ClientBudget = ReturnType<typeof createClientBudget>;
