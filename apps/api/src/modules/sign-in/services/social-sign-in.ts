// Sign-in with Apple, Google and VK ID: the provider vouches for the person, we find or create
// them (linking through a verified phone or email) and start a session. A provider without a
// configured client id is not offered: 404 with a message that says so.
import type { TokenSet } from '@nori/contract';
import { ERROR_CODES, type SignInSource } from '@nori/domain';
import type { IdTokenVerifier } from '../../../adapters/identity/id-token';
import {
  ProviderRejectedError,
  ProviderUnavailableError,
  type ProviderIdentity,
} from '../../../adapters/identity/identity';
import type { VkIdClient, VkIdCode } from '../../../adapters/identity/vk-id';
import type { Database } from '../../../db/client';
import { ApiError, catalogueError, notFound } from '../../../errors';
import { personForIdentity } from './person-accounts';
import type { Sessions } from './sessions';

export interface SocialSignInDependencies {
  db: Database;
  sessions: Sessions;
  apple: IdTokenVerifier | undefined;
  google: IdTokenVerifier | undefined;
  vkId: VkIdClient | undefined;
  /** Why a provider refused or failed: for the log; the caller gets a plain 401 or 503. */
  logProviderProblem: (source: SignInSource, error: Error) => void;
}

export interface SocialSignIn {
  withIdToken(
    source: 'APPLE' | 'GOOGLE',
    idToken: string,
    nonce: string | undefined,
    now: Date,
  ): Promise<TokenSet>;
  withVkId(code: VkIdCode, now: Date): Promise<TokenSet>;
}

const NAMES: Record<SignInSource, string> = { APPLE: 'Apple', GOOGLE: 'Google', VK: 'VK ID', PHONE: 'phone' };

export function createSocialSignIn(deps: SocialSignInDependencies): SocialSignIn {
  function configured<T>(source: SignInSource, provider: T | undefined): T {
    if (provider === undefined)
      throw notFound(`Sign-in with ${NAMES[source]} is not configured on this server`);
    return provider;
  }

  /** Asks the provider, turning its refusals into 401 and its failures into 503. */
  async function ask<T>(source: SignInSource, question: () => Promise<T>): Promise<T> {
    try {
      return await question();
    } catch (error) {
      if (error instanceof ProviderRejectedError) {
        deps.logProviderProblem(source, error);
        throw catalogueError(error.expired ? ERROR_CODES.tokenExpired : ERROR_CODES.tokenInvalid);
      }
      if (error instanceof ProviderUnavailableError) {
        deps.logProviderProblem(source, error);
        throw new ApiError(
          503,
          ERROR_CODES.unavailable,
          `${NAMES[source]} is not reachable, please try again`,
        );
      }
      throw error;
    }
  }

  async function startFor(
    source: SignInSource,
    identity: ProviderIdentity,
    now: Date,
    vkAccessToken?: string,
  ) {
    const { subject, phone, email, firstName, lastName, avatar } = identity;
    const personId = await personForIdentity(
      deps.db,
      { provider: source, subject, phone, email, details: { firstName, lastName, avatar } },
      now,
    );
    return deps.sessions.start({ personId, source, vkAccessToken }, now);
  }

  return {
    async withIdToken(source, idToken, nonce, now) {
      const verifier = configured(source, source === 'APPLE' ? deps.apple : deps.google);
      const identity = await ask(source, () => verifier.verify(idToken, nonce, now));
      return startFor(source, identity, now);
    },

    async withVkId(code, now) {
      const client = configured('VK', deps.vkId);
      const { identity, accessToken } = await ask('VK', () => client.signIn(code));
      return startFor('VK', identity, now, accessToken);
    },
  };
}
