// iiko's webhook (POST /api/v1/pos/iiko/webhook): the token registered with iiko in the
// Authorization header (as iiko sends it, or as a bearer), then the events applied in order. An
// event that fails answers 500, and iiko sends the array again: applying is safe to repeat.
import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '@nori/domain';
import { receiveIikoWebhook } from '@nori/contract';
import { catalogueError } from '../../../errors';
import { mountRoute } from '../../../http/contract-route';
import type { IikoEvents } from '../services/iiko-events';

const digest = (value: string) => createHash('sha256').update(value).digest();

export async function iikoWebhookRoutes(
  app: FastifyInstance,
  { token, events }: { token: string | undefined; events: IikoEvents | undefined },
) {
  mountRoute(app, receiveIikoWebhook, async ({ body, request }) => {
    // A server with no iiko connection has no such webhook: not a fault to retry, nothing here.
    if (!token || !events) throw catalogueError(ERROR_CODES.notFound);
    const given = (request.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!timingSafeEqual(digest(given), digest(token))) throw catalogueError(ERROR_CODES.restoApiKeyInvalid);
    await events.apply(body);
    return { received: body.length };
  });
}
