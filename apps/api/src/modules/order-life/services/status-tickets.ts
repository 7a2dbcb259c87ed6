// Tickets that open one order's live status stream. EventSource cannot send an Authorization
// header, and the storefront keeps its tokens in storage rather than cookies (the API may live on
// another origin), so the page trades its bearer token for a ticket and puts it in the stream's
// URL. A ticket names one order and one person and lives a minute: checked once, when the stream
// opens, so a URL that ends up in a log is useless soon after and never opens anything else.
// It is an HMAC (SHA-256) under a key derived from SIGN_IN_CODE_SECRET, which every node shares.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ERROR_CODES } from '@nori/domain';
import { catalogueError } from '../../../errors';

export const TICKET_TTL_SECONDS = 60;

export interface TicketClaims {
  orderId: number;
  personId: number;
}

export function createStatusTickets(secret: Buffer) {
  const key = createHmac('sha256', secret).update('nori order status ticket v1').digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

  return {
    issue(claims: TicketClaims, now: Date): { ticket: string; expiresAt: Date } {
      const expiresAt = new Date(Math.floor(now.getTime() / 1000 + TICKET_TTL_SECONDS) * 1000);
      const payload = `${claims.orderId}.${claims.personId}.${expiresAt.getTime() / 1000}`;
      return { ticket: `${payload}.${sign(payload)}`, expiresAt };
    },

    /** The ticket's person, when it is a valid ticket for this order; 401 otherwise. */
    verify(ticket: string, orderId: number, now: Date): number {
      const parts = ticket.split('.');
      const [order, person, expires, signature] = parts;
      if (parts.length !== 4 || !order || !person || !expires || !signature)
        throw catalogueError(ERROR_CODES.tokenInvalid);
      const expected = Buffer.from(sign(`${order}.${person}.${expires}`));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given) || Number(order) !== orderId)
        throw catalogueError(ERROR_CODES.tokenInvalid);
      if (Number(expires) * 1000 <= now.getTime()) throw catalogueError(ERROR_CODES.tokenExpired);
      return Number(person);
    },
  };
}

export type StatusTickets = ReturnType<typeof createStatusTickets>;
