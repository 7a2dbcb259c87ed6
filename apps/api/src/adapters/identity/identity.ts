// What a provider tells us about a person once their sign-in checks out; providers convert their
// own shapes into this at their adapter and nowhere else.
export interface ProviderIdentity {
  /** The provider's stable user id. */
  subject: string;
  /** Verified by the provider; unverified values are left out. */
  email: string | null;
  phone: string | null;
  firstName: string | null;
  lastName: string | null;
  avatar: string | null;
}

/** The provider refused the sign-in (bad or expired token, rejected code): a 401 for the caller. */
export class ProviderRejectedError extends Error {
  constructor(
    message: string,
    readonly expired = false,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ProviderRejectedError';
  }
}

/** The provider could not be asked (network, timeout, an answer of another shape): a 503. */
export class ProviderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderUnavailableError';
  }
}
