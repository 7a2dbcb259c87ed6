// The storefront's own liveness and readiness, when it runs as a service of its own (API_BASE_URL
// set; otherwise the mounted API answers these paths). /healthz: the process answers. /readyz: it
// can render pages, which needs the API it was pointed at to be ready; 503 otherwise, so a load
// balancer or an orchestrator sends traffic to another node. The answers are the API's shapes.
import type { FastifyInstance } from 'fastify';
import { errorBody } from '@nori/contract';
import { ERROR_CODES } from '@nori/domain';

const READY_TIMEOUT_MS = 2000;

export function storefrontHealthRoutes(app: FastifyInstance, apiBaseUrl: string): void {
  app.get('/healthz', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );

  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      const answer = await fetch(`${apiBaseUrl.replace(/\/+$/, '')}/readyz`, {
        signal: AbortSignal.timeout(READY_TIMEOUT_MS),
      });
      if (!answer.ok) throw new Error(`the API's /readyz answered ${answer.status}`);
      return reply.send({ status: 'ready' });
    } catch (error) {
      request.log.warn({ err: error }, 'API not ready');
      return reply.code(503).send(errorBody(ERROR_CODES.unavailable, 'API not reachable'));
    }
  });
}
