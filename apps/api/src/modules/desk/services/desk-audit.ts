// The seam to the staff audit log (modules/staff/audit-log.ts): every desk write records who did
// what to which order or setting, before and after, in the transaction that makes it.
import type { Database } from '../../../db/client';

export interface DeskActor {
  id: number;
}

export interface DeskAuditEntry {
  staffId: number;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  at: Date;
}

export type DeskAudit = (tx: Database, entry: DeskAuditEntry) => Promise<void>;
