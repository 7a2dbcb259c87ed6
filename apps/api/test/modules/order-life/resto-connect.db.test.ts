// Issue 34, item 15: an operator connects a restaurant with `npm run resto:connect` from the
// repository's root, as the command's own help says, and the key it printed keeps working after
// a start with DEMO_RESTO_API_KEY set (the demo key only goes to restaurants without a key).
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDemoRestos } from '../../../src/demo-seed';
import type { TestApp } from '../../helpers/test-app';
import { DAY_OFF_RESTO, RESTO } from '../orders/order-chain';
import { get } from '../orders/requests';
import { orderLifeApp, restoHeaders, SETUP_TIMEOUT_MS } from './order-life-helpers';

const REPO_ROOT = resolve(import.meta.dirname, '../../../../..');
const DEMO_KEY = 'demo-resto-key-0123456789abcdef';

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run resto:connect -- …args` started in the repository's root, on a database of its own. */
const connectFromRoot = async (dataDir: string, args: string[]): Promise<Run> => {
  const { DATABASE_URL: _url, ...env } = process.env;
  try {
    const { stdout, stderr } = await promisify(execFile)('npm', ['run', 'resto:connect', '--', ...args], {
      cwd: REPO_ROOT,
      env: { ...env, DATA_DIR: dataDir, NODE_ENV: 'test', INIT_CWD: REPO_ROOT },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
};

describe('npm run resto:connect from the repository root', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'nori-resto-connect-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  // Its help, printed by the command itself (npm answered 'Missing script' before); what it does
  // with a restaurant is the service's, tested below and in resto-api.db.test.ts.
  it('reaches the command, which answers with its usage', async () => {
    const usage = await connectFromRoot(dataDir, []);
    expect(usage.stderr).toContain('Usage: npm run resto:connect -- RESTO_ID');
    expect(usage.code).toBe(2);
  }, 90_000);
});

describe('the demo key at start (DEMO_RESTO_API_KEY)', () => {
  let t: TestApp;
  beforeAll(async () => {
    ({ t } = await orderLifeApp());
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const stopList = (restoId: number, key: string) =>
    get(t, `/api/v1/restos/${restoId}/stop-list`, restoHeaders(key));

  it('never replaces a key resto:connect printed; restaurants without a key get it', async () => {
    const printed = (await t.app.orderLife.connections.connect(RESTO)).apiKey ?? '';
    await connectDemoRestos(t.database.db, t.app.orderLife.connections, DEMO_KEY, 'test-chain');
    expect((await stopList(RESTO, printed)).status).toBe(200);
    expect((await stopList(RESTO, DEMO_KEY)).status).toBe(401);
    expect((await stopList(DAY_OFF_RESTO, DEMO_KEY)).status).toBe(200);
    // The next start changes nothing.
    await connectDemoRestos(t.database.db, t.app.orderLife.connections, DEMO_KEY, 'test-chain');
    expect((await stopList(RESTO, printed)).status).toBe(200);
    expect((await stopList(DAY_OFF_RESTO, DEMO_KEY)).status).toBe(200);
  });
});
