// The staff module (issue 37), wired: the services over the database, the origin check of every
// write under /api/v1/office, the guard's session lookup (app.staffAccess, which other modules'
// requireStaff uses) and the routes. Registered once by buildApp, not encapsulated, so the hook
// and app.staffAccess reach every office route, whichever module mounts it.
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { restos } from '../../db/schema';
import { installOfficeOriginCheck } from './routes/origin-check';
import { createMyAccount } from './services/my-account';
import { createSecretBox } from './services/secret-box';
import { sessionRoutes } from './routes/session-routes';
import { createSignInThrottle } from './services/sign-in-throttle';
import { createStaffAdmin } from './services/staff-admin';
import { staffAdminRoutes } from './routes/staff-admin-routes';
import { defaultStaffConfig, type StaffConfig } from './staff-config';
import type { StaffAccess } from './routes/staff-guard';
import { createStaffSessions } from './services/staff-sessions';

export interface StaffModuleOptions {
  db: Database;
  /** The configuration's staff slice; the defaults when left out (tests). */
  config?: StaffConfig | undefined;
  /** The secret every node shares (sign-in's): TOTP secrets are encrypted under a key from it. */
  sharedSecret: Buffer;
  now: () => Date;
}

async function staffModule(app: FastifyInstance, options: StaffModuleOptions) {
  const { db, now, sharedSecret } = options;
  const config = options.config ?? defaultStaffConfig();
  const box = createSecretBox(sharedSecret);
  const throttle = createSignInThrottle(db, config.throttle);
  const sessions = createStaffSessions(db, config, throttle, box);
  const access: StaffAccess = {
    authenticate: (token) => sessions.authenticate(token, now()),
    async isChainResto(tenantId, restoId) {
      const rows = await db
        .select({ id: restos.id })
        .from(restos)
        .where(and(eq(restos.id, restoId), eq(restos.tenantId, tenantId)));
      return rows.length > 0;
    },
  };
  app.decorate('staffAccess', access);
  installOfficeOriginCheck(app, config.extraOrigins);
  await app.register(sessionRoutes, {
    db,
    config,
    sessions,
    account: createMyAccount({ db, throttle, box }),
    now,
  });
  await app.register(staffAdminRoutes, { admin: createStaffAdmin(db), now });
}

// Fastify's own mark (what fastify-plugin sets): the decorator and the hook belong to the app,
// not to a child context only this plugin's routes would see.
export const staffPlugin = Object.assign(staffModule, { [Symbol.for('skip-override')]: true });
