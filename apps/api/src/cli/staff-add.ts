// npm run staff:add -- --email owner@chain.example --role owner [--name 'Anna'] [--tenant CODE]
//   [--resto ID …]: adds a staff account to a chain (the first owner, say). The password comes
// from standard input when it is piped (echo "$PASSWORD" | npm run staff:add -- …); otherwise a
// one-time password is printed, which must be changed at the first sign-in. Uses the configured
// database (PGlite: stop the server first). The entry goes into the audit log with no staff author.
import { parseArgs } from 'node:util';
import { STAFF_PASSWORD_MIN, staffEmailSchema, staffRoleSchema } from '@nori/contract';
import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/open';
import { ApiError } from '../errors';
import { addStaff } from '../modules/staff/services/add-staff';
import { findOfficeTenant } from '../modules/staff/repositories/office-tenant';
import { runCli } from './run-cli';

const USAGE =
  'Usage: npm run staff:add -- --email EMAIL --role owner|operator|manager [--name NAME] [--tenant CODE] [--resto ID …]\n' +
  '  The password is read from standard input when piped; otherwise a one-time password is printed.';

async function readPipedPassword(): Promise<string | undefined> {
  if (process.stdin.isTTY) return undefined;
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  const password = text.replace(/\r?\n$/, '');
  return password === '' ? undefined : password;
}

function parse(args: string[]) {
  const { values } = parseArgs({
    args,
    options: {
      email: { type: 'string' },
      role: { type: 'string' },
      name: { type: 'string' },
      tenant: { type: 'string' },
      resto: { type: 'string', multiple: true },
    },
    strict: true,
  });
  const email = staffEmailSchema.safeParse(values.email ?? '');
  const role = staffRoleSchema.safeParse(values.role?.toUpperCase());
  const restoIds = (values.resto ?? []).map(Number);
  if (!email.success || !role.success || restoIds.some((id) => !Number.isSafeInteger(id) || id <= 0))
    return undefined;
  return { email: email.data, role: role.data, name: values.name, tenant: values.tenant, restoIds };
}

async function main(args: string[]): Promise<number> {
  let input;
  try {
    input = parse(args);
  } catch {
    input = undefined;
  }
  if (!input) {
    console.error(USAGE);
    return 2;
  }
  const password = await readPipedPassword();
  if (password !== undefined && password.length < STAFF_PASSWORD_MIN) {
    console.error(`The password must be at least ${STAFF_PASSWORD_MIN} characters.`);
    return 2;
  }
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    const tenant = await findOfficeTenant(database.db, input.tenant ?? config.staff.tenantCode);
    if (!tenant) {
      console.error(
        `No chain ${input.tenant ?? config.staff.tenantCode ?? ''} in the database: import one (npm run catalog:import -- chain.json) or start the server once.`,
      );
      return 1;
    }
    const { staff, oneTimePassword } = await addStaff(
      database.db,
      {
        tenantId: tenant.id,
        email: input.email,
        name: input.name ?? input.email.split('@')[0]!,
        role: input.role,
        restoIds: input.restoIds,
        password,
      },
      { staffId: null, at: new Date() },
    );
    console.log(`Added ${staff.role} ${staff.email} (id ${staff.id}) to ${tenant.code}.`);
    if (oneTimePassword)
      console.log(`  One-time password (to be changed at the first sign-in at /office): ${oneTimePassword}`);
    return 0;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    console.error(`${error.code}: ${error.message}`);
    return 1;
  } finally {
    await database.close();
  }
}

await runCli(main);
