// Apple and Google sign-in: the storefront hands over the provider's ID token (a JWT). Its
// signature is checked against the provider's published keys (JWKS, fetched and cached by jose),
// then issuer, audience (our client id), expiry and, when the storefront sent one, the nonce.
import { createHash } from 'node:crypto';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import { ProviderRejectedError, ProviderUnavailableError, type ProviderIdentity } from './identity';

export interface IdTokenVerifier {
  verify(idToken: string, nonce: string | undefined, now: Date): Promise<ProviderIdentity>;
}

/** Both providers sign with RSA; ES256 is allowed for providers that moved on. Never 'none' or HMAC. */
const ALGORITHMS = ['RS256', 'ES256'];

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
/** Apple sends email_verified as the string 'true'; Google as a boolean. */
const isTrue = (value: unknown) => value === true || value === 'true';

/** Apple's convention: the token carries SHA-256 (hex) of the nonce the app generated; Google the nonce. */
const nonceMatches = (claim: unknown, nonce: string) =>
  claim === nonce || claim === createHash('sha256').update(nonce).digest('hex');

function toIdentity(payload: JWTPayload): ProviderIdentity {
  if (!text(payload.sub)) throw new ProviderRejectedError('The ID token has no subject');
  return {
    subject: text(payload.sub) as string,
    email: isTrue(payload.email_verified) ? text(payload.email) : null,
    phone: null,
    firstName: text(payload.given_name),
    lastName: text(payload.family_name),
    avatar: text(payload.picture),
  };
}

/** An OpenID Connect provider whose ID tokens are checked against its published keys. */
export interface IdTokenProviderConfig {
  clientId: string;
  jwksUrl: string;
  /** Accepted `iss` values. */
  issuers: string[];
}

export function createIdTokenVerifier(config: IdTokenProviderConfig, name: string): IdTokenVerifier {
  const keys = createRemoteJWKSet(new URL(config.jwksUrl), { timeoutDuration: 5000 });
  return {
    async verify(idToken, nonce, now) {
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(idToken, keys, {
          algorithms: ALGORITHMS,
          issuer: config.issuers,
          audience: config.clientId,
          requiredClaims: ['sub', 'exp', 'iat'],
          currentDate: now,
        }));
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired)
          throw new ProviderRejectedError(`The ${name} ID token has expired`, true, { cause: error });
        if (error instanceof joseErrors.JWKSTimeout || error instanceof joseErrors.JWKSInvalid)
          throw new ProviderUnavailableError(`${name}'s keys could not be read`, { cause: error });
        if (error instanceof joseErrors.JOSEError)
          throw new ProviderRejectedError(`The ${name} ID token is not valid: ${error.code}`, false, {
            cause: error,
          });
        // fetch failures (connection refused, DNS) while reading the keys.
        throw new ProviderUnavailableError(`${name}'s keys could not be fetched`, { cause: error });
      }
      if (nonce !== undefined && !nonceMatches(payload.nonce, nonce))
        throw new ProviderRejectedError(`The ${name} ID token was issued for another nonce`);
      return toIdentity(payload);
    },
  };
}
