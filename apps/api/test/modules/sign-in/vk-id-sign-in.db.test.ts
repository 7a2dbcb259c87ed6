// Sign-in with VK ID against a local server that speaks its OAuth 2.1 protocol: the code is
// exchanged with the PKCE verifier (S256), the state VK returns must be ours, the user is read
// from /oauth2/user_info; a VK phone joins the person who signed in with that phone.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personSchema, refreshedTokensSchema, tokenSetSchema } from '@nori/contract';
import { pkceS256Challenge } from '../../../src/adapters/identity/vk-id';
import { defaultSignInConfig } from '../../../src/modules/sign-in/config-sign-in';
import { signInTestPerson } from '../../helpers/sign-in';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { startVkIdServer, type VkIdServer } from './identity-servers';
import { API_KEY, errorOf } from './phone-requests';

const CLIENT_ID = '51234567';
const REDIRECT = 'https://shop.example/auth';
const newVerifier = () => randomBytes(48).toString('base64url'); // 64 characters
const newState = () => randomBytes(48).toString('base64url'); // 64 characters

describe('PKCE S256', () => {
  it('matches RFC 7636 appendix B', () => {
    expect(pkceS256Challenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });
});

describe('sign-in with VK ID', () => {
  let vk: VkIdServer;
  let t: TestApp;
  beforeAll(async () => {
    vk = await startVkIdServer(CLIENT_ID);
    const signIn = { ...defaultSignInConfig(), vkId: { clientId: CLIENT_ID, url: vk.url } };
    t = await createTestApp({ config: { logLevel: 'silent', corsOrigins: [], signIn } });
  });
  afterAll(async () => {
    await t.close();
    await vk.close();
  });

  const exchange = (body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/1/sign/in/vk-id',
      payload: { apiKey: API_KEY, deviceId: 'device-1', redirectUri: REDIRECT, ...body },
    });
  const signInAs = (
    user: Parameters<VkIdServer['authorize']>[0],
    options?: { answerState?: string; verifier?: string },
  ) => {
    const verifier = newVerifier();
    const code = vk.authorize(user, pkceS256Challenge(verifier), options);
    return exchange({ code, codeVerifier: options?.verifier ?? verifier, state: newState() });
  };
  const profileOf = async (accessToken: string) =>
    personSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/me',
          headers: { authorization: `Bearer ${accessToken}` },
        })
      ).json(),
    );

  it('exchanges the code with the verifier and answers tokens with VK’s access token', async () => {
    const response = await signInAs({
      user_id: 1001,
      first_name: 'Дарья',
      last_name: 'Петрова',
      phone: '79991112233',
      avatar: 'https://vk.example/a.jpg',
      email: 'daria@example.com',
    });
    expect(response.statusCode).toBe(200);
    const tokens = tokenSetSchema.parse(response.json());
    expect(tokens.source).toBe('VK');
    expect(tokens.vkAccessToken).toMatch(/^vk1\.a\./);
    expect(await profileOf(tokens.accessToken)).toMatchObject({
      firstName: 'Дарья',
      lastName: 'Петрова',
      phone: '+79991112233',
      email: 'daria@example.com',
      avatar: 'https://vk.example/a.jpg',
    });
    const exchangeRequest = vk.requests.find((request) => request.path === '/oauth2/auth');
    expect(exchangeRequest?.form).toMatchObject({
      grant_type: 'authorization_code',
      client_id: CLIENT_ID,
      device_id: 'device-1',
      redirect_uri: REDIRECT,
    });
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sign/refresh',
      headers: { authorization: `Bearer ${tokens.refreshToken}` },
    });
    expect(refreshedTokensSchema.parse(refreshed.json()).vkAccessToken).toBe(tokens.vkAccessToken);
  });

  it('joins the person who signed in with the same phone', async () => {
    const byPhone = await signInTestPerson(t, { phone: '+79994445566' });
    const response = await signInAs({ user_id: 1002, phone: '79994445566', first_name: 'Егор' });
    const profile = await profileOf(tokenSetSchema.parse(response.json()).accessToken);
    expect(profile.id).toBe(byPhone.personId);
    expect(profile.firstName).toBe('Егор');
  });

  it('signs the same VK account in as the same person', async () => {
    const first = tokenSetSchema.parse((await signInAs({ user_id: 1003 })).json());
    const second = tokenSetSchema.parse((await signInAs({ user_id: 1003 })).json());
    expect((await profileOf(second.accessToken)).id).toBe((await profileOf(first.accessToken)).id);
  });

  it('refuses when VK answers for another state', async () => {
    const response = await signInAs({ user_id: 1004 }, { answerState: newState() });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response)?.code).toBe('token.invalid');
  });

  it('refuses when the verifier does not match the challenge (VK answers invalid_grant)', async () => {
    const response = await signInAs({ user_id: 1005 }, { verifier: newVerifier() });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response)?.code).toBe('token.invalid');
  });

  it.each([
    ['a verifier of 42 characters', { codeVerifier: 'a'.repeat(42) }],
    ['a verifier of 129 characters', { codeVerifier: 'a'.repeat(129) }],
    ['a state that is not 64 characters', { state: 'short' }],
  ])('answers 400 to %s', async (_case, body) => {
    const response = await exchange({ code: 'c', codeVerifier: newVerifier(), state: newState(), ...body });
    expect(response.statusCode).toBe(400);
  });

  it('answers 503 when VK ID cannot be reached', async () => {
    const down = await startVkIdServer(CLIENT_ID);
    await down.close();
    const signIn = { ...defaultSignInConfig(), vkId: { clientId: CLIENT_ID, url: down.url } };
    const offline = await createTestApp({ config: { logLevel: 'silent', corsOrigins: [], signIn } });
    try {
      const response = await offline.app.inject({
        method: 'POST',
        url: '/1/sign/in/vk-id',
        payload: {
          apiKey: API_KEY,
          code: 'c',
          codeVerifier: newVerifier(),
          deviceId: 'd',
          redirectUri: REDIRECT,
          state: newState(),
        },
      });
      expect(response.statusCode).toBe(503);
      expect(errorOf(response)?.code).toBe('common.unavailable');
    } finally {
      await offline.close();
    }
  });
});

describe('VK ID that is not configured', () => {
  it('answers 404 naming VK ID', async () => {
    const t = await createTestApp();
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/1/sign/in/vk-id',
        payload: {
          apiKey: API_KEY,
          code: 'c',
          codeVerifier: newVerifier(),
          deviceId: 'd',
          redirectUri: REDIRECT,
          state: newState(),
        },
      });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)?.message).toBe('Sign-in with VK ID is not configured on this server');
    } finally {
      await t.close();
    }
  });
});
