// Idempotency-Key handling for checkout: the key is claimed in its own statement before any work,
// so a concurrent retry sees it at once (409) instead of waiting on the first request's
// transaction; the claim points at the order once it is committed, so a later retry answers that
// order; a refused request frees its key. A claim is a lease: the request holding it renews it
// every CLAIM_RENEW_MS while it works, so a claim left by a process that died (issue 20: a retry
// waited 60 s with 409s after an API crash) is taken over once CLAIM_TIMEOUT_MS pass unrenewed.
import { createHash } from 'node:crypto';
import { ERROR_CODES } from '@nori/domain';
import type { Database } from '../../../db/client';
import { catalogueError } from '../../../errors';
import {
  claimOrderRequest,
  findOrderRequest,
  releaseOrderRequest,
  renewOrderRequest,
  takeOverStaleRequest,
} from '../repositories/order-requests';

/** A lease of three renewals: a live request keeps it through two missed ones (a busy event loop). */
export const CLAIM_RENEW_MS = 5_000;
export const CLAIM_TIMEOUT_MS = 3 * CLAIM_RENEW_MS;

export type CheckoutClaim = { kind: 'claimed' } | { kind: 'replay'; orderId: number };

/** Key order-independent JSON, so the same body sent with its fields reordered hashes the same. */
const canonicalJson = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
};

export const requestHash = (body: unknown): string =>
  createHash('sha256').update(canonicalJson(body)).digest('hex');

export async function claimCheckout(
  db: Database,
  personId: number,
  key: string,
  hash: string,
  now: Date,
): Promise<CheckoutClaim> {
  if (await claimOrderRequest(db, { personId, key, requestHash: hash, claimedAt: now }))
    return { kind: 'claimed' };
  const existing = await findOrderRequest(db, personId, key);
  // Released between our insert and this read: the request that held it was refused; so is a rerun
  // racing with another retry, which the customer sees as 'still being placed' and retries.
  if (!existing) throw catalogueError(ERROR_CODES.orderInProgress);
  if (existing.requestHash !== hash) throw catalogueError(ERROR_CODES.idempotencyKeyReused);
  if (existing.orderId !== null) return { kind: 'replay', orderId: existing.orderId };
  const staleBefore = new Date(now.getTime() - CLAIM_TIMEOUT_MS);
  if (await takeOverStaleRequest(db, personId, key, staleBefore, now)) return { kind: 'claimed' };
  throw catalogueError(ERROR_CODES.orderInProgress);
}

export const releaseCheckout = (db: Database, personId: number, key: string) =>
  releaseOrderRequest(db, personId, key);

/**
 * Renews the claim every CLAIM_RENEW_MS until the returned function is called (when the request
 * has written its order or failed). A failed renewal is left to the next one.
 */
export function keepCheckoutClaimed(db: Database, personId: number, key: string, now: () => Date) {
  const timer = setInterval(
    () => void renewOrderRequest(db, personId, key, now()).catch(() => undefined),
    CLAIM_RENEW_MS,
  );
  timer.unref();
  return () => clearInterval(timer);
}
