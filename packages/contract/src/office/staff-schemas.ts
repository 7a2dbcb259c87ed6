// The shapes of the staff side's accounts (issue 37): who a staff member is, what an owner sees of
// every account, the audit log's entries and the restaurants a staff member may open.
import { z } from '../zod-setup';
import type { RestoId } from '@nori/domain';
import { idSchema } from '../primitives';
import { receiptEmailSchema } from '../customer-fields';

/** OWNER: everything, manages staff; OPERATOR: catalog, promotions, every order; MANAGER: own restaurants. */
export const STAFF_ROLES = ['OWNER', 'OPERATOR', 'MANAGER'] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRoleSchema>;

/** Passwords: at least 10 characters (OWASP's floor is 8 with a second factor, 15 without), at most 256. */
export const STAFF_PASSWORD_MIN = 10;
export const STAFF_PASSWORD_MAX = 256;
export const staffPasswordSchema = z.string().min(STAFF_PASSWORD_MIN).max(STAFF_PASSWORD_MAX);

/** Emails are compared lower-cased and trimmed: 'Owner@Chain.ru ' and 'owner@chain.ru' are one account. */
// The customers' email rule (trimmed, one @, a dot in the domain, 100 characters at most).
export const staffEmailSchema = receiptEmailSchema.toLowerCase().describe('Compared case-insensitively');

/** A six-digit TOTP code (RFC 6238, 30-second steps); the office drops the spaces a person may type. */
export const totpCodeSchema = z.string().regex(/^\d{6}$/, 'Expected six digits');

export const staffSchema = z.object({
  id: z.int().positive(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  restoIds: z
    .array(idSchema<RestoId>())
    .describe("A manager's restaurants; [] for owners and operators, who see every restaurant"),
  totpEnabled: z.boolean().describe('A second factor is set up and asked for at sign-in'),
  totpRequired: z
    .boolean()
    .describe('An owner requires a second factor: until it is set up, only setting it up is open'),
  passwordChangeRequired: z
    .boolean()
    .describe('Signed in with a one-time password: only the password change is open until it is changed'),
});
export type Staff = z.output<typeof staffSchema>;

/** What an owner sees of each account. */
export const staffAccountSchema = staffSchema.extend({
  disabled: z.boolean(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type StaffAccount = z.output<typeof staffAccountSchema>;

export const staffAnswerSchema = z.object({ staff: staffSchema });

export const staffSignInSchema = z.strictObject({
  email: staffEmailSchema,
  // Not the new-password rules: a sign-in with any string is just a wrong password.
  password: z.string().min(1).max(STAFF_PASSWORD_MAX),
  totpCode: totpCodeSchema.optional().describe('Required when the account has TOTP set up'),
});

export const staffPasswordChangeSchema = z.strictObject({
  currentPassword: z.string().min(1).max(STAFF_PASSWORD_MAX),
  newPassword: staffPasswordSchema,
});

export const totpStartedSchema = z.object({
  secret: z.string().describe('Base32, for typing into an authenticator app'),
  otpauthUrl: z.string().describe('otpauth://totp/… for a QR code'),
});

export const totpConfirmSchema = z.strictObject({ code: totpCodeSchema });

export const staffCreateSchema = z.strictObject({
  email: staffEmailSchema,
  name: z.string().trim().min(1).max(120),
  role: staffRoleSchema,
  restoIds: z.array(idSchema<RestoId>()).max(500).default([]).describe("Only a manager's are kept"),
});

export const staffCreatedSchema = z.object({
  staff: staffAccountSchema,
  oneTimePassword: z.string().describe('Shown once; it must be changed at the first sign-in'),
});

export const staffUpdateSchema = z.strictObject({
  role: staffRoleSchema.optional(),
  restoIds: z.array(idSchema<RestoId>()).max(500).optional(),
  disabled: z.boolean().optional().describe('Disabling ends every session of the account'),
  totpRequired: z.boolean().optional(),
  name: z.string().trim().min(1).max(120).optional(),
});

export const staffListSchema = z.object({ staff: z.array(staffAccountSchema) });
export const staffAccountAnswerSchema = z.object({ staff: staffAccountSchema });

export const auditEntrySchema = z.object({
  id: z.int().positive(),
  staffId: z.int().positive().nullable().describe('Who; null for the command line'),
  staffEmail: z.string().nullable(),
  action: z.string().describe("What, e.g. 'staff.create', 'staff.update', 'staff.password-change'"),
  target: z.string().describe("On what, e.g. 'staff:12'"),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  at: z.iso.datetime({ offset: true }),
  requestId: z.string().nullable(),
  clientAddress: z.string().nullable(),
});
export type AuditEntry = z.output<typeof auditEntrySchema>;

export const auditQuerySchema = z.strictObject({
  before: z.coerce.number().int().positive().optional().describe('Entries older than this id'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema).describe('Newest first'),
  nextBefore: z.int().positive().nullable().describe('Pass as `before` for the next page; null at the end'),
});

export const officeRestoSchema = z.object({
  id: idSchema<RestoId>(),
  name: z.string(),
  city: z.string(),
  address: z.string(),
  currency: z.string().describe("ISO 4217: the restaurant's prices and orders are in it"),
});
export type OfficeResto = z.output<typeof officeRestoSchema>;
export const officeRestoListSchema = z.object({ restos: z.array(officeRestoSchema) });

export type StaffCreateInput = z.output<typeof staffCreateSchema>;
export type StaffUpdateInput = z.output<typeof staffUpdateSchema>;
