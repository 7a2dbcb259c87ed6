// PostgreSQL stopped while orders are being placed, then started again, on a cluster of the
// test's own. While it is down every answer is a quick 503 (nothing hangs: each arrives well
// within the pool's connection timeout), /readyz says 503 so a load balancer looks elsewhere,
// the service is back within 5 s of the database, and every order it acknowledged is stored.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { openPostgres, POSTGRES_CONNECT_TIMEOUT_MS, type DatabaseHandle } from '../../src/db/client';
import { orders } from '../../src/db/schema';
import { signInTestPerson, type SignedInPerson } from '../helpers/sign-in';
import { LOOSE_LIMITS } from '../helpers/test-app';
import { startPrivatePostgres, type PrivatePostgres } from '../helpers/private-postgres';
import { MONDAY_LUNCH, orderChain } from '../modules/orders/order-chain';
import { orderDraft } from '../modules/orders/requests';

/** The pool's connection timeout, and a margin for a machine busy with other tests. */
const ANSWER_WITHIN_MS = POSTGRES_CONNECT_TIMEOUT_MS + 2000;
const BACK_WITHIN_MS = 5000;
const CLIENTS = 4;

type Phase = 'up' | 'stopping' | 'down' | 'starting' | 'up again';
interface Answer {
  sentIn: Phase;
  answeredIn: Phase;
  sentAt: number;
  status: number | 'no answer';
  orderId?: number;
}

const until = async (condition: () => boolean | Promise<boolean>, withinMs: number, what: string) => {
  const giveUpAt = Date.now() + withinMs;
  while (!(await condition())) {
    if (Date.now() > giveUpAt) throw new Error(`Not within ${withinMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

describe('PostgreSQL stopped during a load of orders, then started again', () => {
  let cluster: PrivatePostgres;
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let base: string;
  let anna: SignedInPerson;

  beforeAll(async () => {
    cluster = await startPrivatePostgres();
    database = await openPostgres(cluster.url, { onConnectionLost: () => undefined });
    await database.migrate();
    app = await buildApp({
      // One person places orders as fast as it can: the abuse limits would be what is measured.
      config: { logLevel: 'silent', corsOrigins: [], limits: LOOSE_LIMITS },
      database,
      now: () => MONDAY_LUNCH,
    });
    await app.catalogAdmin.importCatalog(orderChain());
    anna = await signInTestPerson({ app, database, close: async () => undefined }, {}, { now: MONDAY_LUNCH });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await cluster?.destroy();
  });

  let phase: Phase = 'up';
  const answers: Answer[] = [];

  const placeOrder = async (): Promise<Answer> => {
    const sentIn = phase;
    const sentAt = Date.now();
    try {
      const response = await fetch(`${base}/api/v1/persons/${anna.personId}/orders`, {
        method: 'POST',
        headers: { ...anna.headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: JSON.stringify(orderDraft()),
        signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
      });
      const body = (await response.json()) as { id?: number };
      return { sentIn, sentAt, answeredIn: phase, status: response.status, orderId: body.id };
    } catch {
      return { sentIn, sentAt, answeredIn: phase, status: 'no answer' };
    }
  };

  const readiness = async () =>
    (await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(ANSWER_WITHIN_MS) })).status;
  const acknowledged = () => answers.filter((answer) => answer.status === 201);

  it('answers only 503s while it is down, recovers within 5 s and loses no acknowledged order', async () => {
    let loading = true;
    const client = async () => {
      while (loading) answers.push(await placeOrder());
    };
    const clients = Array.from({ length: CLIENTS }, client);

    await until(() => acknowledged().length >= 10, 60_000, 'ten orders before the outage');
    phase = 'stopping';
    await cluster.stop();
    phase = 'down';
    await until(
      () => answers.filter((a) => a.sentIn === 'down' && a.answeredIn === 'down').length >= 10,
      30_000,
      'ten answers while the database is down',
    );
    expect(await readiness()).toBe(503);

    phase = 'starting';
    await cluster.start();
    const databaseBackAt = Date.now();
    phase = 'up again';
    await until(
      async () =>
        (await readiness()) === 200 && answers.some((a) => a.status === 201 && a.sentAt >= databaseBackAt),
      BACK_WITHIN_MS,
      'the service back after the database',
    );
    const before = acknowledged().length;
    await until(() => acknowledged().length >= before + 10, 60_000, 'ten orders after the outage');
    loading = false;
    await Promise.all(clients);

    expect(answers.filter((answer) => answer.status === 'no answer')).toEqual([]);
    expect(answers.filter((answer) => answer.status !== 201 && answer.status !== 503)).toEqual([]);
    const whileDown = answers.filter((answer) => answer.sentIn === 'down' && answer.answeredIn === 'down');
    expect(new Set(whileDown.map((answer) => answer.status))).toEqual(new Set([503]));

    const ids = acknowledged().map((answer) => answer.orderId!);
    expect(new Set(ids).size).toBe(ids.length);
    const stored = await database.db.select({ id: orders.id }).from(orders).where(inArray(orders.id, ids));
    expect(stored.map((row) => row.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
  }, 240_000);
});
