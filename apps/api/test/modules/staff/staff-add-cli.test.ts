// npm run staff:add: a real process on a real embedded database in a temporary DATA_DIR.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openConfiguredDatabase } from '../../../src/db/open';
import { buildApp } from '../../../src/app';
import { listStaffOf } from '../../../src/modules/staff/repositories/staff-repository';
import { verifyPassword } from '../../../src/modules/staff/services/passwords';
import { findOfficeTenant } from '../../../src/modules/staff/repositories/office-tenant';
import { listAudit } from '../../../src/modules/staff/repositories/audit-log';
import { DEMO_CHAIN_URL } from '../../helpers/test-app';

const API_ROOT = resolve(import.meta.dirname, '../../..');
let dataDir = '';

function staffAdd(args: string[], stdin: string) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((done) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', 'src/cli/staff-add.ts', ...args],
      { cwd: API_ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' } },
      (error, stdout, stderr) => done({ code: error ? Number(error.code) : 0, stdout, stderr }),
    );
    child.stdin!.end(stdin);
  });
}

async function withDatabase<T>(
  use: (db: Awaited<ReturnType<typeof openConfiguredDatabase>>['db']) => Promise<T>,
) {
  const database = await openConfiguredDatabase({ databaseUrl: undefined, dataDir });
  try {
    return await use(database.db);
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'nori-staff-cli-'));
  // The demo chain goes in through the app, as a server's first start puts it there.
  const database = await openConfiguredDatabase({ databaseUrl: undefined, dataDir });
  try {
    const app = await buildApp({ config: { logLevel: 'silent', corsOrigins: [] }, database });
    await app.catalogAdmin.importCatalog(JSON.parse(await readFile(DEMO_CHAIN_URL, 'utf8')));
    await app.close();
  } finally {
    await database.close();
  }
}, 120_000);
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('npm run staff:add', () => {
  it('adds the first owner with the password piped on standard input', async () => {
    const result = await staffAdd(
      ['--email', 'Boss@Chain.Example', '--role', 'owner', '--name', 'Анна'],
      'piped owner password\n',
    );
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Added OWNER boss@chain\.example \(id \d+\) to demo\.\n$/);
    await withDatabase(async (db) => {
      const tenant = await findOfficeTenant(db, 'demo');
      const [owner] = await listStaffOf(db, tenant!.id);
      expect(owner).toMatchObject({
        email: 'boss@chain.example',
        name: 'Анна',
        role: 'OWNER',
        passwordChangeRequired: false,
      });
      expect(await verifyPassword(owner!.passwordHash, 'piped owner password')).toBe(true);
      const [entry] = await listAudit(db, tenant!.id, undefined, 1);
      expect(entry).toMatchObject({ staffId: null, action: 'staff.create', target: `staff:${owner!.id}` });
    });
  }, 60_000);

  it('prints a one-time password, to be changed at first sign-in, when nothing is piped', async () => {
    const result = await staffAdd(
      ['--email', 'desk@chain.example', '--role', 'MANAGER', '--resto', '202'],
      '',
    );
    expect(result.code).toBe(0);
    const oneTime =
      /One-time password \(to be changed at the first sign-in at \/office\): ([A-Za-z2-9]{16})/.exec(
        result.stdout,
      )?.[1];
    expect(oneTime).toBeDefined();
    await withDatabase(async (db) => {
      const tenant = await findOfficeTenant(db, 'demo');
      const manager = (await listStaffOf(db, tenant!.id)).find((s) => s.email === 'desk@chain.example');
      expect(manager).toMatchObject({
        role: 'MANAGER',
        restoIds: [202],
        passwordChangeRequired: true,
        name: 'desk',
      });
      expect(await verifyPassword(manager!.passwordHash, oneTime!)).toBe(true);
    });
  }, 60_000);

  it('refuses bad arguments, a short password and a taken email with a message', async () => {
    expect((await staffAdd(['--email', 'not-an-email', '--role', 'owner'], '')).code).toBe(2);
    expect((await staffAdd(['--email', 'x@chain.example', '--role', 'chef'], '')).code).toBe(2);
    const short = await staffAdd(['--email', 'x@chain.example', '--role', 'owner'], 'short\n');
    expect(short.code).toBe(2);
    expect(short.stderr).toContain('at least 10 characters');
    const taken = await staffAdd(
      ['--email', 'boss@chain.example', '--role', 'operator'],
      'another long password\n',
    );
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain('staff.email-taken');
  }, 120_000);
});
