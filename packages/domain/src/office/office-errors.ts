// The staff side's error codes (issue 37), kept apart from the storefront's catalogue (errors/)
// so that none of them, nor their texts, reaches a storefront bundle: the storefront never calls
// /api/v1/office. The API answers with these codes and statuses; the office app shows the texts
// under the message keys (office-error-messages.ts).
export const OFFICE_ERROR_CODES = {
  /** No session cookie, or its session expired, was revoked or its account disabled. */
  staffUnauthenticated: 'staff.unauthenticated',
  /** The role may not make this call, or a manager opened a restaurant not assigned to them. */
  staffForbidden: 'staff.forbidden',
  /** A write under /api/v1/office whose Origin is not the server's own (CSRF). */
  staffOriginMismatch: 'staff.origin-mismatch',
  /** Unknown email, wrong password or disabled account: one answer for all three. */
  staffCredentialsInvalid: 'staff.credentials-invalid',
  /** The account has TOTP set up (or an owner requires it) and the sign-in carried no code. */
  staffTotpRequired: 'staff.totp-required',
  staffTotpInvalid: 'staff.totp-invalid',
  /** Too many wrong passwords for this account or from this client; Retry-After says when. */
  staffTooManyAttempts: 'staff.too-many-attempts',
  /** Signed in with a one-time password: only the password change is open. */
  staffPasswordChangeRequired: 'staff.password-change-required',
  /** An owner requires TOTP and it is not set up yet: only setting it up is open. */
  staffTotpSetupRequired: 'staff.totp-setup-required',
  /** The current password given to a password change is wrong. */
  staffPasswordWrong: 'staff.password-wrong',
  staffTotpNotStarted: 'staff.totp-not-started',
  staffEmailTaken: 'staff.email-taken',
  /** The change would leave the chain without an active owner. */
  staffLastOwner: 'staff.last-owner',
  /** A restaurant id that is not one of this chain's. */
  staffRestoUnknown: 'staff.resto-unknown',
  staffNotFound: 'staff.not-found',
  /** The order desk's ready-by time (or busy pause) is not ahead of now, or days too far (issue 37). */
  deskReadyAtInvalid: 'desk.ready-at-invalid',
  /** A promo code that exists already, ignoring case (issue 39). */
  promoCodeTaken: 'promo.code-taken',
  promoNotFound: 'promo.not-found',
  /** No such order on the board, or one of a restaurant this staff member may not open. */
  boardOrderNotFound: 'board.order-not-found',
  discountNotFound: 'discount.not-found',
} as const;

export type OfficeErrorCode = (typeof OFFICE_ERROR_CODES)[keyof typeof OFFICE_ERROR_CODES];

const C = OFFICE_ERROR_CODES;
/** The status the API answers each code with. */
export const OFFICE_ERROR_STATUS: Readonly<Record<OfficeErrorCode, number>> = {
  [C.staffUnauthenticated]: 401,
  [C.staffForbidden]: 403,
  [C.staffOriginMismatch]: 403,
  [C.staffCredentialsInvalid]: 401,
  [C.staffTotpRequired]: 401,
  [C.staffTotpInvalid]: 401,
  [C.staffTooManyAttempts]: 429,
  [C.staffPasswordChangeRequired]: 403,
  [C.staffTotpSetupRequired]: 403,
  [C.staffPasswordWrong]: 422,
  [C.staffTotpNotStarted]: 409,
  [C.staffEmailTaken]: 409,
  [C.staffLastOwner]: 409,
  [C.staffRestoUnknown]: 422,
  [C.staffNotFound]: 404,
  [C.deskReadyAtInvalid]: 422,
  [C.promoCodeTaken]: 409,
  [C.promoNotFound]: 404,
  [C.boardOrderNotFound]: 404,
  [C.discountNotFound]: 404,
};

const OFFICE_CODES: ReadonlySet<string> = new Set(Object.values(OFFICE_ERROR_CODES));
export const isOfficeErrorCode = (code: unknown): code is OfficeErrorCode =>
  typeof code === 'string' && OFFICE_CODES.has(code);

/** The message key of an office error code, e.g. 'error.code.staff.forbidden'. */
export const officeErrorMessageKey = (code: OfficeErrorCode): string => `error.code.${code}`;
