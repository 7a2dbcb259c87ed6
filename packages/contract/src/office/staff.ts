// The staff side's accounts (issue 37): sign-in with email, password and, when set up, a TOTP
// code; the session is an httpOnly cookie (nori_staff, Path=/api/v1/office) that only these calls
// read, and every write under /api/v1/office must come from the server's own origin. Owners manage
// the accounts and read the audit log of every staff write.
import { z } from '../zod-setup';
import { endpoint } from '../endpoint';
import { pathIdSchema } from '../primitives';
import {
  auditPageSchema,
  auditQuerySchema,
  officeRestoListSchema,
  staffAccountAnswerSchema,
  staffAnswerSchema,
  staffCreatedSchema,
  staffCreateSchema,
  staffListSchema,
  staffPasswordChangeSchema,
  staffSignInSchema,
  staffUpdateSchema,
  totpConfirmSchema,
  totpStartedSchema,
} from './staff-schemas';

export * from './staff-schemas';

/** The session cookie: httpOnly, SameSite=Strict, sent only to /api/v1/office. */
export const STAFF_SESSION_COOKIE = 'nori_staff';
export const OFFICE_API_PREFIX = '/api/v1/office';

export const signInStaff = endpoint({
  method: 'POST',
  path: '/api/v1/office/session',
  operationId: 'signInStaff',
  summary: 'Staff sign-in: email, password and, when set up, a TOTP code; sets the session cookie',
  tag: 'office',
  auth: 'none',
  body: staffSignInSchema,
  responses: { 200: staffAnswerSchema },
  // 401 staff.credentials-invalid (unknown email, wrong password, disabled account),
  // staff.totp-required (no code sent), staff.totp-invalid; 403 staff.origin-mismatch;
  // 429 staff.too-many-attempts with Retry-After.
  errors: [401, 403, 429],
});

export const signOutStaff = endpoint({
  method: 'DELETE',
  path: '/api/v1/office/session',
  operationId: 'signOutStaff',
  summary: 'Ends this session and clears its cookie',
  tag: 'office',
  auth: 'staff',
  responses: { 204: z.void() },
  errors: [403],
});

export const getStaffMe = endpoint({
  method: 'GET',
  path: '/api/v1/office/me',
  operationId: 'getStaffMe',
  summary: 'The signed-in staff member',
  tag: 'office',
  auth: 'staff',
  responses: { 200: staffAnswerSchema },
});

export const changeStaffPassword = endpoint({
  method: 'POST',
  path: '/api/v1/office/me/password',
  operationId: 'changeStaffPassword',
  summary: "Changes one's own password; every other session of the account ends",
  tag: 'office',
  auth: 'staff',
  body: staffPasswordChangeSchema,
  responses: { 200: staffAnswerSchema },
  // 422 staff.password-wrong (the current password); 429 staff.too-many-attempts.
  errors: [403, 422, 429],
});

export const startStaffTotp = endpoint({
  method: 'POST',
  path: '/api/v1/office/me/totp',
  operationId: 'startStaffTotp',
  summary: 'Starts setting up TOTP: a new secret, asked for only once confirmed',
  tag: 'office',
  auth: 'staff',
  responses: { 200: totpStartedSchema },
  errors: [403],
});

export const confirmStaffTotp = endpoint({
  method: 'POST',
  path: '/api/v1/office/me/totp/confirm',
  operationId: 'confirmStaffTotp',
  summary: 'Confirms TOTP with a code from the app; from then on sign-in asks for one',
  tag: 'office',
  auth: 'staff',
  body: totpConfirmSchema,
  responses: { 200: staffAnswerSchema },
  // 409 staff.totp-not-started; 422 staff.totp-invalid; 429 staff.too-many-attempts.
  errors: [403, 409, 422, 429],
});

export const listOfficeRestos = endpoint({
  method: 'GET',
  path: '/api/v1/office/restos',
  operationId: 'listOfficeRestos',
  summary: 'The restaurants this staff member may open (a manager: those assigned)',
  tag: 'office',
  auth: 'staff',
  responses: { 200: officeRestoListSchema },
  errors: [403],
});

export const listStaff = endpoint({
  method: 'GET',
  path: '/api/v1/office/staff',
  operationId: 'listStaff',
  summary: 'Every staff account of the chain (owners only)',
  tag: 'office',
  auth: 'staff',
  responses: { 200: staffListSchema },
  errors: [403],
});

export const createStaff = endpoint({
  method: 'POST',
  path: '/api/v1/office/staff',
  operationId: 'createStaff',
  summary: 'Adds a staff account with a one-time password (owners only)',
  tag: 'office',
  auth: 'staff',
  body: staffCreateSchema,
  responses: { 201: staffCreatedSchema },
  // 409 staff.email-taken; 422 staff.resto-unknown (a restaurant of another chain or none).
  errors: [403, 409, 422],
});

const staffParams = z.strictObject({ staffId: pathIdSchema<number>() });

export const updateStaff = endpoint({
  method: 'PATCH',
  path: '/api/v1/office/staff/{staffId}',
  operationId: 'updateStaff',
  summary: "Changes an account's role, restaurants, TOTP requirement or disables it (owners only)",
  tag: 'office',
  auth: 'staff',
  params: staffParams,
  body: staffUpdateSchema,
  responses: { 200: staffAccountAnswerSchema },
  // 404 no such account in this chain; 409 staff.last-owner (no active owner would be left);
  // 422 staff.resto-unknown.
  errors: [403, 404, 409, 422],
});

export const revokeStaffSessions = endpoint({
  method: 'DELETE',
  path: '/api/v1/office/staff/{staffId}/sessions',
  operationId: 'revokeStaffSessions',
  summary: 'Ends every session of an account (owners only)',
  tag: 'office',
  auth: 'staff',
  params: staffParams,
  responses: { 204: z.void() },
  errors: [403, 404],
});

export const listStaffAudit = endpoint({
  method: 'GET',
  path: '/api/v1/office/audit',
  operationId: 'listStaffAudit',
  summary: 'The audit log of staff writes, newest first (owners only)',
  tag: 'office',
  auth: 'staff',
  query: auditQuerySchema,
  responses: { 200: auditPageSchema },
  errors: [403],
});

export const staffEndpoints = [
  signInStaff,
  signOutStaff,
  getStaffMe,
  changeStaffPassword,
  startStaffTotp,
  confirmStaffTotp,
  listOfficeRestos,
  listStaff,
  createStaff,
  updateStaff,
  revokeStaffSessions,
  listStaffAudit,
] as const;
