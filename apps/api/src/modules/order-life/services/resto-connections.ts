// Restaurants' own systems: each gets an API key (stored only as its SHA-256: the key is 256
// random bits, so a fast hash is enough and a database leak reveals no usable key) for the
// restaurant API, and may register an HTTPS webhook that receives its orders, signed with a
// secret of its own.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ERROR_CODES } from '@nori/domain';
import type { Database } from '../../../db/client';
import { catalogueError, notFound } from '../../../errors';
import { findRestoConnection, findRestoTenant, saveRestoConnection } from '../repositories/resto-connections';

const hashKey = (key: string) => createHash('sha256').update(key).digest();

/** https, or plain http to this machine (development and tests); nothing else may receive orders. */
export function isAcceptableWebhookUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

export interface Connected {
  /** Shown once: only its hash is kept. */
  apiKey?: string;
  webhookSecret?: string;
}

export function createRestoConnections(db: Database, now: () => Date) {
  return {
    /** 401 'resto.api-key-invalid' unless `apiKey` is this restaurant's key. */
    async authenticate(restoId: number, apiKey: string): Promise<void> {
      const connection = await findRestoConnection(db, restoId);
      const stored = connection?.apiKeyHash ? Buffer.from(connection.apiKeyHash, 'hex') : null;
      const given = hashKey(apiKey);
      if (!stored || stored.length !== given.length || !timingSafeEqual(stored, given))
        throw catalogueError(ERROR_CODES.restoApiKeyInvalid);
    },

    /**
     * Gives the restaurant a new API key (unless `apiKey` is given, as for the demo chain) and,
     * with `webhookUrl`, a webhook and a new signing secret.
     */
    async connect(
      restoId: number,
      options: { webhookUrl?: string; apiKey?: string } = {},
    ): Promise<Connected> {
      const tenantId = await findRestoTenant(db, restoId);
      if (tenantId === undefined) throw notFound(`Restaurant ${restoId} not found`);
      if (options.webhookUrl !== undefined && !isAcceptableWebhookUrl(options.webhookUrl))
        throw new Error('The webhook must be an https:// URL (http:// only to 127.0.0.1 or localhost)');
      const apiKey = options.apiKey ?? `nori_rk_${randomBytes(32).toString('base64url')}`;
      const webhookSecret = options.webhookUrl ? randomBytes(32).toString('base64url') : undefined;
      await saveRestoConnection(db, {
        restoId,
        tenantId,
        updatedAt: now(),
        apiKeyHash: hashKey(apiKey).toString('hex'),
        ...(webhookSecret && { webhookUrl: options.webhookUrl, webhookSecret }),
      });
      return { apiKey, ...(webhookSecret && { webhookSecret }) };
    },
  };
}

export type RestoConnections = ReturnType<typeof createRestoConnections>;
