// Stop-list changes reach catalog reads everywhere they are cached (issue 25): over a real socket,
// where repeated GETs are answered before Fastify (hot-reads.ts), a change through this node shows
// at once and stays shown; another node on the same database shows it once it re-reads the list,
// at most a second later, and re-reads a list in use before it expires.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../src/app';
import type { TestApp } from '../../helpers/test-app';
import { PHILADELPHIA, RESTO } from '../orders/order-chain';
import { orderLifeApp, restoHeaders, SETUP_TIMEOUT_MS } from '../order-life/order-life-helpers';

/** A GET over the socket with no headers, as the hot path answers it. */
const get = (url: string) =>
  new Promise<{ etag: string | undefined; body: { id: number; soldOut?: boolean }[] }>((resolve, reject) => {
    http
      .get(url, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ etag: response.headers.etag, body: JSON.parse(Buffer.concat(chunks).toString()) }),
        );
      })
      .on('error', reject);
  });

describe('stop-list changes and cached catalog reads', () => {
  let t: TestApp;
  let apiKey: string;
  let base: string;
  const positions = `/1/p/menus/1/positions?restoId=${RESTO}`;
  beforeAll(async () => {
    ({ t } = await orderLifeApp());
    apiKey = (await t.app.orderLife.connections.connect(RESTO)).apiKey ?? '';
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const change = (method: 'PUT' | 'DELETE') =>
    t.app.inject({
      method,
      url: `/api/v1/restos/${RESTO}/stop-list/positions/${PHILADELPHIA}`,
      headers: restoHeaders(apiKey),
      ...(method === 'PUT' && { payload: {} }),
    });
  const soldOut = (answer: Awaited<ReturnType<typeof get>>) =>
    answer.body.find((position) => position.id === PHILADELPHIA)?.soldOut === true;

  it('shows a change through this node at once on the hot path, and keeps showing it', async () => {
    const before = await get(`${base}${positions}`);
    await get(`${base}${positions}`);
    expect(soldOut(before)).toBe(false);
    await change('PUT');
    for (let i = 0; i < 3; i += 1) {
      const after = await get(`${base}${positions}`);
      expect(soldOut(after), `read ${i}`).toBe(true);
      expect(after.etag).not.toBe(before.etag);
    }
    await change('DELETE');
    const cleared = await get(`${base}${positions}`);
    expect(soldOut(cleared)).toBe(false);
    expect(cleared.etag).toBe(before.etag);
  });

  it('another node shows a change once it re-reads the list (at most a second later)', async () => {
    let clock = 0;
    const otherNode = await buildApp({
      config: { logLevel: 'silent', corsOrigins: [] },
      database: t.database,
      catalogVersion: { maxAgeMs: 1000, now: () => clock },
    });
    try {
      const read = async () =>
        (await otherNode.inject({ method: 'GET', url: positions }))
          .json()
          .find((p: { id: number }) => p.id === PHILADELPHIA).soldOut === true;
      expect(await read()).toBe(false);
      await change('PUT');
      clock += 999;
      expect(await read()).toBe(false);
      clock += 1;
      expect(await read()).toBe(true);
    } finally {
      await otherNode.close();
      await change('DELETE');
    }
  });

  it('another node re-reads a list in use before it expires, and shows the change from then on', async () => {
    let clock = 0;
    const otherNode = await buildApp({
      config: { logLevel: 'silent', corsOrigins: [] },
      database: t.database,
      catalogVersion: { maxAgeMs: 1000, now: () => clock },
    });
    try {
      const read = async () =>
        (await otherNode.inject({ method: 'GET', url: positions }))
          .json()
          .find((p: { id: number }) => p.id === PHILADELPHIA).soldOut === true;
      expect(await read()).toBe(false);
      await change('PUT');
      clock = 750;
      // Due for a re-read: answered from the list read at 0 while the new one is read.
      expect(await read()).toBe(false);
      await vi.waitFor(async () => expect(await read()).toBe(true));
      // Read again at 750: still in use, not expired, at 1499.
      clock = 1499;
      expect(await read()).toBe(true);
    } finally {
      await otherNode.close();
      await change('DELETE');
    }
  });
});
