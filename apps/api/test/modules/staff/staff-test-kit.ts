// What the staff tests share: an app on a fresh database with the demo chain (five restaurants)
// and another chain, accounts added the way the CLI adds them, and sign-in through the real call.
//
//   const t = await createStaffTestApp();
//   const owner = await addTestStaff(t, { role: 'OWNER' });
//   const cookie = await signIn(t, owner);
//   await t.app.inject({ method: 'GET', url: '/api/v1/office/me', headers: { cookie } });
import { readFileSync } from 'node:fs';
import type { StaffRole } from '@nori/contract';
import type { LightMyRequestResponse } from 'fastify';
import { addStaff } from '../../../src/modules/staff/services/add-staff';
import {
  DEFAULT_STAFF_THROTTLE,
  defaultStaffConfig,
  type StaffConfig,
} from '../../../src/modules/staff/staff-config';
import { findOfficeTenant } from '../../../src/modules/staff/repositories/office-tenant';
import { createTestApp, DEMO_CHAIN_URL, readFixture, type TestApp } from '../../helpers/test-app';

/** The host the tests call; a write's Origin must be this server's own. */
export const HOST = 'office.test';
export const OWN_ORIGIN = `http://${HOST}`;
export const DEMO_RESTOS = [201, 202, 203, 204, 205];
export const OTHER_CHAIN_RESTO = 101;

export interface StaffTestApp extends TestApp {
  demoTenantId: number;
  /** The clock every call of the app reads; tests move it. */
  clock: { now: Date };
}

export async function createStaffTestApp(
  staff: Partial<StaffConfig> = {},
  app: { trustProxy?: string[] } = {},
): Promise<StaffTestApp> {
  const clock = { now: new Date('2026-11-28T10:00:00Z') };
  const config: StaffConfig = {
    ...defaultStaffConfig(),
    throttle: { ...DEFAULT_STAFF_THROTTLE, failureDelayMs: 0 },
    ...staff,
  };
  const t = await createTestApp({
    now: () => clock.now,
    config: { logLevel: 'silent', corsOrigins: [], staff: config, ...app },
  });
  await t.app.catalogAdmin.importCatalog(JSON.parse(readFileSync(DEMO_CHAIN_URL, 'utf8')));
  await t.app.catalogAdmin.importCatalog(readFixture('other-chain'));
  const demo = await findOfficeTenant(t.database.db, 'demo');
  return { ...t, demoTenantId: demo!.id, clock };
}

export interface TestStaff {
  id: number;
  email: string;
  password: string;
  role: StaffRole;
}

let added = 0;
export async function addTestStaff(
  t: StaffTestApp,
  {
    role,
    restoIds = [],
    password = 'correct horse battery',
    email,
  }: { role: StaffRole; restoIds?: number[]; password?: string; email?: string },
): Promise<TestStaff> {
  const address = email ?? `${role.toLowerCase()}${++added}@chain.test`;
  const { staff } = await addStaff(
    t.database.db,
    { tenantId: t.demoTenantId, email: address, name: role, role, restoIds, password },
    { staffId: null, at: t.clock.now },
  );
  return { id: staff.id, email: staff.email, password, role };
}

export const writeHeaders = (cookie?: string) => ({
  host: HOST,
  origin: OWN_ORIGIN,
  ...(cookie ? { cookie } : {}),
});

export function signInCall(
  t: StaffTestApp,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/office/session',
    headers: { ...writeHeaders(), ...headers },
    payload: body,
  });
}

/** The `name=value` of the session cookie a sign-in answer set. */
export function cookieOf(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  const line = Array.isArray(header) ? header[0] : header;
  if (!line) throw new Error(`No cookie set: ${response.statusCode} ${response.body}`);
  return line.split(';')[0]!;
}

export async function signIn(
  t: StaffTestApp,
  staff: TestStaff,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const response = await signInCall(t, { email: staff.email, password: staff.password, ...extra });
  if (response.statusCode !== 200) throw new Error(`Sign-in failed: ${response.statusCode} ${response.body}`);
  return cookieOf(response);
}

export const firstErrorCode = (response: LightMyRequestResponse): string | undefined =>
  (response.json() as { errors?: { code: string }[] }).errors?.[0]?.code;
