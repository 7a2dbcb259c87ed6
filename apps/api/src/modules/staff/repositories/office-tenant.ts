// Which chain the office of this server serves: OFFICE_TENANT when set, else the only chain in the
// database, else the demo chain. Emails are unique per chain, so a sign-in needs to know which.
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { tenants } from '../../../db/schema';
import { DEMO_TENANT_CODE } from '../../../demo-seed';

export interface OfficeTenant {
  id: number;
  code: string;
  name: string;
}

export async function findOfficeTenant(
  db: Database,
  code: string | undefined,
): Promise<OfficeTenant | undefined> {
  const rows = await db
    .select({ id: tenants.id, code: tenants.code, name: tenants.name })
    .from(tenants)
    .orderBy(asc(tenants.id));
  if (code !== undefined) return rows.find((row) => row.code === code);
  return rows.length === 1 ? rows[0] : rows.find((row) => row.code === DEMO_TENANT_CODE);
}

/** The chain's name: the issuer an authenticator app shows next to the code. */
export async function tenantName(db: Database, tenantId: number): Promise<string | undefined> {
  const [row] = await db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
  return row?.name;
}
