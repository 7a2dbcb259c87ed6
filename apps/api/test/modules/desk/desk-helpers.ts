// Shared by the desk tests: an app on the order chain whose clock the test moves, orders placed
// by a signed-in customer (paid on receipt or online through the sandbox), and a reader of the
// desk's server-sent events.
import type { Order, StaffRole } from '@nori/contract';
import { asc, eq } from 'drizzle-orm';
import { staffAuditLog } from '../../../src/db/schema';
import { addStaff } from '../../../src/modules/staff/services/add-staff';
import { DEFAULT_STAFF_THROTTLE, defaultStaffConfig } from '../../../src/modules/staff/staff-config';
import { findTenantByCode } from '../../../src/modules/catalog/repositories/tenants';
import type { SignedInPerson } from '../../helpers/sign-in';
import { LOOSE_LIMITS, type TestApp } from '../../helpers/test-app';
import { decideOnSandboxPage, orderLifeApp, placeOrder } from '../order-life/order-life-helpers';
import { MONDAY_LUNCH, RESTO } from '../orders/order-chain';
import type { AppOptions } from '../../../src/app';

export interface DeskTestApp {
  t: TestApp;
  customer: SignedInPerson;
  clock: { ms: number };
  tenantId: number;
}

/** The host the tests call; an office write's Origin must be this server's own. */
export const HOST = 'office.test';
export const OFFICE_ORIGIN = `http://${HOST}`;

export const deskAppConfig = (extra: Partial<AppOptions['config']> = {}): AppOptions['config'] => ({
  logLevel: 'silent',
  corsOrigins: [],
  limits: LOOSE_LIMITS,
  staff: { ...defaultStaffConfig(), throttle: { ...DEFAULT_STAFF_THROTTLE, failureDelayMs: 0 } },
  ...extra,
});

export async function deskTestApp(options: Partial<Omit<AppOptions, 'database'>> = {}): Promise<DeskTestApp> {
  const clock = { ms: MONDAY_LUNCH.getTime() };
  const { t, customer } = await orderLifeApp({
    now: () => new Date(clock.ms),
    ...options,
    config: deskAppConfig(options.config),
  });
  const tenant = await findTenantByCode(t.database.db, 'test-chain');
  if (!tenant) throw new Error('The order chain has no tenant');
  return { t, customer, clock, tenantId: tenant.id };
}

export interface DeskStaff {
  id: number;
  email: string;
  role: StaffRole;
  cookie: string;
}

let added = 0;
/** A staff member of the order chain, added as the CLI adds one and signed in through the real call. */
export async function deskStaff(
  d: DeskTestApp,
  role: StaffRole,
  restoIds: number[] = [],
): Promise<DeskStaff> {
  const email = `desk-${role.toLowerCase()}-${++added}@chain.test`;
  const password = 'correct horse battery';
  const { staff } = await addStaff(
    d.t.database.db,
    { tenantId: d.tenantId, email, name: role, role, restoIds, password },
    { staffId: null, at: new Date(d.clock.ms) },
  );
  const response = await d.t.app.inject({
    method: 'POST',
    url: '/api/v1/office/session',
    headers: { host: HOST, origin: OFFICE_ORIGIN },
    payload: { email, password },
  });
  const header = response.headers['set-cookie'];
  const line = Array.isArray(header) ? header[0] : header;
  if (response.statusCode !== 200 || !line) throw new Error(`Sign-in failed: ${response.body}`);
  return { id: staff.id, email, role, cookie: line.split(';')[0] ?? '' };
}

/** Headers of an office call: the session cookie, and the own Origin a write needs. */
export const officeHeaders = (staff?: DeskStaff) => ({
  host: HOST,
  origin: OFFICE_ORIGIN,
  ...(staff && { cookie: staff.cookie }),
});

/** One staff member of each role (the manager of the order chain's first restaurant, RESTO), signed in. */
export async function staffOfEveryRole(d: DeskTestApp): Promise<Record<StaffRole, DeskStaff>> {
  return {
    OWNER: await deskStaff(d, 'OWNER'),
    OPERATOR: await deskStaff(d, 'OPERATOR'),
    MANAGER: await deskStaff(d, 'MANAGER', [RESTO]),
  };
}

/** An office call as `who` (none: no session), answered as status and parsed body. */
export async function officeCall(
  d: DeskTestApp,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  who: DeskStaff | undefined,
  payload?: object,
) {
  const response = await d.t.app.inject({
    method,
    url,
    headers: officeHeaders(who),
    ...(payload && { payload }),
  });
  return { status: response.statusCode, body: response.json() };
}

/** The audit entries of a target, oldest first. */
export const auditOf = (d: DeskTestApp, target: string) =>
  d.t.database.db
    .select()
    .from(staffAuditLog)
    .where(eq(staffAuditLog.target, target))
    .orderBy(asc(staffAuditLog.id));

/** Places an order; an online one is paid on the sandbox page, so it reaches the desk. */
export async function placePaidOrder(
  { t, customer }: DeskTestApp,
  payType: 'CARD_ONLINE' | 'CASH_UPON_RECEIPT' = 'CASH_UPON_RECEIPT',
): Promise<Order> {
  const placed = await placeOrder(t, customer, payType);
  if (placed.status !== 201) throw new Error(`Placing failed: ${JSON.stringify(placed.body)}`);
  if (payType === 'CARD_ONLINE') await decideOnSandboxPage(t, placed.order.paymentUrl ?? '', 'approve');
  return placed.order;
}

export interface DeskEvent {
  id: number;
  order: { id: number; status: string; awaitingAnswer: boolean; readyAt: string | null };
}

/** Collects the `order` events a desk stream writes (through the service or over a socket). */
export function eventCollector() {
  const events: DeskEvent[] = [];
  let buffer = '';
  const waiters: (() => void)[] = [];
  return {
    events,
    write(chunk: string) {
      buffer += chunk;
      for (let match = /id: (\d+)\nevent: order\ndata: (.*)\n\n/.exec(buffer); match;) {
        events.push({ id: Number(match[1]), order: JSON.parse(match[2] ?? '{}') });
        buffer = buffer.slice((match.index ?? 0) + match[0].length);
        match = /id: (\d+)\nevent: order\ndata: (.*)\n\n/.exec(buffer);
      }
      for (const wake of waiters.splice(0)) wake();
    },
    /** Resolves once an event matches, or fails after `ms`. */
    async waitFor(test: (event: DeskEvent) => boolean, ms = 5000): Promise<DeskEvent> {
      const deadline = Date.now() + ms;
      for (;;) {
        const found = events.find(test);
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(`No such desk event in ${ms} ms: ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
    },
  };
}
