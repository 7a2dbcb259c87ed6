// Issue 20, finding 1: a catalog import into the running server, through the operator's call
// (OPERATOR_API_KEY) and the CLI's --server, never by opening its embedded database beside it.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, readFixture, type TestApp } from '../../helpers/test-app';

const KEY = 'operator-key-0123456789abcdef';
const PATH = '/api/v1/operator/catalog';
const API_ROOT = resolve(import.meta.dirname, '../../..');

describe("the operator's catalog import", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { logLevel: 'silent', corsOrigins: [], operatorApiKey: KEY } });
  });
  afterAll(() => t.close());

  const post = (body: object, key = KEY) =>
    t.app.inject({ method: 'POST', url: PATH, headers: { authorization: `Bearer ${key}` }, payload: body });
  const firstDishName = async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/1/p/menus/1/positions' });
    return answer.statusCode === 200 ? (answer.json() as { name: string }[])[0]?.name : answer.statusCode;
  };

  it('refuses a wrong key or none, and a file with problems, changing nothing', async () => {
    const refused = await post(readFixture('test-chain'), 'not-the-operator-key-0000000');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errors: [{ code: 'auth.forbidden' }] });
    const bare = await t.app.inject({ method: 'POST', url: PATH, payload: readFixture('test-chain') });
    expect(bare.statusCode).toBe(403);

    const broken = readFixture('test-chain');
    broken.positions[0]!.price = -1;
    const invalid = await post(broken);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors[0].message).toContain('positions[0].price');
    expect(await firstDishName()).toBe(404);
  });

  it('answers 400 with the path for text the database cannot hold and numbers past its columns', async () => {
    const withNul = readFixture('test-chain');
    withNul.positions[0]!.name = 'Фила\u0000дельфия';
    const tooDear = readFixture('test-chain');
    tooDear.positions[1]!.price = 2 ** 31;
    const hugeId = readFixture('test-chain');
    hugeId.menus[0]!.id = 2 ** 40;
    for (const [file, path] of [
      [withNul, 'positions[0].name'],
      [tooDear, 'positions[1].price'],
      [hugeId, 'menus[0].id'],
    ] as const) {
      const answer = await post(file);
      expect(answer.statusCode, path).toBe(400);
      expect(JSON.stringify(answer.json().errors), path).toContain(path);
    }
    expect(await firstDishName()).toBe(404);
  });

  it('imports into the running server, served at once', async () => {
    const answer = await post(readFixture('test-chain'));
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ tenantCode: 'test-chain', version: expect.any(Number) });
    expect(await firstDishName()).toBe('Филадельфия');

    const renamed = readFixture('test-chain');
    renamed.positions[0]!.name = 'Филадельфия лайт';
    expect((await post(renamed)).statusCode).toBe(200);
    expect(await firstDishName()).toBe('Филадельфия лайт');
  });

  it('is what `npm run catalog:import -- FILE --server URL` calls', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const folder = await mkdtemp(join(tmpdir(), 'nori-operator-'));
    try {
      const file = join(folder, 'chain.json');
      const renamed = readFixture('test-chain');
      renamed.positions[0]!.name = 'Филадельфия от оператора';
      await writeFile(file, JSON.stringify(renamed));
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'src/cli/catalog-import.ts', file, '--server', address],
        { cwd: API_ROOT, env: { ...process.env, OPERATOR_API_KEY: KEY } },
      );
      expect(stdout).toContain(`Imported tenant 'test-chain' from ${file} into ${address}`);
      expect(await firstDishName()).toBe('Филадельфия от оператора');
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('without an operator key', () => {
  it('has no operator call', async () => {
    const t = await createTestApp();
    try {
      const answer = await t.app.inject({ method: 'POST', url: PATH, payload: readFixture('test-chain') });
      expect(answer.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
