// The audit log of staff writes: who, when, what, on what, before and after. Written with the
// same database handle (the transaction) as the change it records, so a change is never without
// its entry nor an entry without its change. Owners read it (GET /api/v1/office/audit).
//
//   await db.transaction(async (tx) => {
//     await tx.update(...);
//     await recordAudit(tx, { ...auditBy(request), action: 'desk.accept', target: `order:${id}`, before, after, at: now });
//   });
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../../db/client';
import { staffAccounts, staffAuditLog } from '../../../db/schema';

export interface AuditEntryInput {
  /** Who made the change; null for the command line (then tenantId is required). */
  staffId: number | null;
  /** 'staff.create', 'staff.update', 'desk.accept' …: area, dot, verb. */
  action: string;
  /** 'staff:12', 'order:345', 'resto:7' …: kind, colon, id. */
  target: string;
  /** What the changed thing was and became: only what changed matters, never secrets. */
  before: unknown;
  after: unknown;
  at: Date;
  /** The chain; taken from the staff member's account when left out. */
  tenantId?: number;
  requestId?: string | null;
  clientAddress?: string | null;
}

/** Who made the request, for recordAudit: the guard's staff member, the request id and address. */
export const auditBy = (request: FastifyRequest) => ({
  staffId: request.staff?.id ?? null,
  tenantId: request.staff?.tenantId,
  requestId: request.id,
  clientAddress: request.ip,
});

export async function recordAudit(db: Database, entry: AuditEntryInput): Promise<void> {
  const tenantId =
    entry.tenantId ??
    (entry.staffId === null
      ? undefined
      : sql<number>`(select ${staffAccounts.tenantId} from ${staffAccounts} where ${staffAccounts.id} = ${entry.staffId})`);
  if (tenantId === undefined) throw new Error(`Audit entry ${entry.action} names neither staff nor chain`);
  await db.insert(staffAuditLog).values({
    tenantId,
    staffId: entry.staffId,
    action: entry.action,
    target: entry.target,
    before: entry.before ?? null,
    after: entry.after ?? null,
    at: entry.at,
    requestId: entry.requestId ?? null,
    clientAddress: entry.clientAddress ?? null,
  });
}

/** One page of the chain's audit log, newest first, older than the entry `before` when given. */
export async function listAudit(db: Database, tenantId: number, before: number | undefined, limit: number) {
  return db
    .select({
      id: staffAuditLog.id,
      staffId: staffAuditLog.staffId,
      staffEmail: staffAccounts.email,
      action: staffAuditLog.action,
      target: staffAuditLog.target,
      before: staffAuditLog.before,
      after: staffAuditLog.after,
      at: staffAuditLog.at,
      requestId: staffAuditLog.requestId,
      clientAddress: staffAuditLog.clientAddress,
    })
    .from(staffAuditLog)
    .leftJoin(staffAccounts, eq(staffAccounts.id, staffAuditLog.staffId))
    .where(and(eq(staffAuditLog.tenantId, tenantId), before ? lt(staffAuditLog.id, before) : undefined))
    .orderBy(desc(staffAuditLog.id))
    .limit(limit);
}
