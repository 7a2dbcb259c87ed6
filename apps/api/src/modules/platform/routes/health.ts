// Liveness and readiness for a load balancer: /healthz says the process answers, /readyz that the
// database does too (503 otherwise, so traffic goes to another node).
import type { FastifyInstance } from 'fastify';
import { errorBody } from '@nori/contract';
import { ERROR_CODES } from '@nori/domain';

export interface HealthRoutesOptions {
  /** Resolves when the database answers; rejects otherwise. */
  pingDatabase: () => Promise<void>;
}

const READY_TIMEOUT_MS = 2000;

export async function healthRoutes(app: FastifyInstance, { pingDatabase }: HealthRoutesOptions) {
  app.get('/healthz', async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );

  app.get('/readyz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer within ${READY_TIMEOUT_MS} ms`)),
        READY_TIMEOUT_MS,
      );
    });
    try {
      await Promise.race([pingDatabase(), timeout]);
      return reply.send({ status: 'ready' });
    } catch (error) {
      request.log.warn({ err: error }, 'database not reachable');
      return reply.code(503).send(errorBody(ERROR_CODES.unavailable, 'Database not reachable'));
    } finally {
      clearTimeout(timer);
    }
  });
}
