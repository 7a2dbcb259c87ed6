// The sign-in calls of spec §7 (phone, Apple, Google, VK ID), token refresh, sign-out and the
// profile. Thin: the contract parses the input; the client's apiKey is checked, one service answers.
import type { FastifyInstance } from 'fastify';
import {
  getMe,
  ID_TOKEN_HEADER,
  refreshTokens,
  requestPhoneCode,
  signInWithApple,
  signInWithGoogle,
  signInWithPhone,
  signInWithVkId,
  signOut,
} from '@nori/contract';
import { negotiateLocale } from '@nori/domain';
import type { Database } from '../../../db/client';
import { authenticatedPerson, bearerToken } from '../../../http/authenticate';
import { mountRoute } from '../../../http/contract-route';
import { checkClientKey } from '../services/client-keys';
import type { PhoneSignIn } from '../services/phone-sign-in';
import { getProfile } from '../services/profile';
import type { Sessions } from '../services/sessions';
import type { SocialSignIn } from '../services/social-sign-in';

export interface SignInRoutesOptions {
  db: Database;
  phone: PhoneSignIn;
  social: SocialSignIn;
  sessions: Sessions;
  /** The storefronts' apiKey values; undefined accepts any. */
  apiKeys: string[] | undefined;
  now: () => Date;
}

export async function signInRoutes(app: FastifyInstance, options: SignInRoutesOptions) {
  const { db, phone, social, sessions, now } = options;
  const client = (apiKey: string) => checkClientKey(options.apiKeys, apiKey);

  mountRoute(app, requestPhoneCode, async ({ body, request }) => {
    client(body.apiKey);
    const locale = negotiateLocale(request.headers['accept-language']);
    return phone.requestCode({ ...body, ip: request.ip, locale }, now());
  });
  mountRoute(app, signInWithPhone, async ({ body, request }) => {
    client(body.apiKey);
    return phone.signIn({ ...body, ip: request.ip }, now());
  });
  mountRoute(app, signInWithApple, async ({ body, headers }) => {
    client(body.apiKey);
    return social.withIdToken('APPLE', headers[ID_TOKEN_HEADER], body.nonce, now());
  });
  mountRoute(app, signInWithGoogle, async ({ body, headers }) => {
    client(body.apiKey);
    return social.withIdToken('GOOGLE', headers[ID_TOKEN_HEADER], body.nonce, now());
  });
  mountRoute(app, signInWithVkId, async ({ body }) => {
    client(body.apiKey);
    return social.withVkId(body, now());
  });
  mountRoute(app, refreshTokens, async ({ request }) => sessions.refresh(bearerToken(request), now()));
  mountRoute(app, signOut, async ({ request }) => sessions.signOut(bearerToken(request), now()));
  mountRoute(app, getMe, async ({ request }) => getProfile(db, authenticatedPerson(request)));
}
