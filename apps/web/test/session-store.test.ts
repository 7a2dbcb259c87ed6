// The session against a local server speaking the API's sign-in protocol: expired access tokens
// are refreshed first, a 401 is answered by one refresh and one retry, and a refused refresh
// ends the session. The browser's storage is an in-memory Storage on a minimal window.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { completeSignIn } from '../app/features/auth/complete-sign-in';
import { configureSession, isSignedOutError, signOut, withAccessToken } from '../app/session/session-store';
import { STORED_KEYS } from '../app/platform/stored-keys';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

const storage = new MemoryStorage();
Object.assign(globalThis, {
  window: { localStorage: storage, addEventListener: () => undefined, removeEventListener: () => undefined },
});

const NOW = Date.parse('2027-01-15T08:00:00.000Z');
const jwt = (name: string, expMs: number) =>
  `${Buffer.from('{"alg":"ES256"}').toString('base64url')}.${Buffer.from(JSON.stringify({ name, exp: expMs / 1000 })).toString('base64url')}.sig`;

const profile = {
  accountIds: [1],
  avatar: null,
  deliveries: [],
  email: null,
  firstName: 'Анна',
  id: 7,
  lastName: null,
  patronymic: null,
  phone: '+79990001122',
};

/** What the fake API accepts, and what it saw. */
const api = {
  liveAccess: new Set<string>(),
  liveRefresh: new Set<string>(),
  refreshCalls: 0,
  signOutCalls: [] as string[],
  issued: 0,
};

const bearer = (request: IncomingMessage) => request.headers.authorization?.replace(/^Bearer /, '') ?? '';
const answer = (response: ServerResponse, status: number, body?: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(body === undefined ? undefined : JSON.stringify(body));
};
const refused = { errors: [{ code: 'token.invalid', message: 'Invalid token specified' }] };

const handle = (request: IncomingMessage, response: ServerResponse) => {
  const token = bearer(request);
  if (request.url === '/api/v1/me')
    return api.liveAccess.has(token) ? answer(response, 200, profile) : answer(response, 401, refused);
  if (request.url === '/api/v1/sign/refresh') {
    api.refreshCalls += 1;
    if (!api.liveRefresh.delete(token)) return answer(response, 401, refused);
    const issued = ++api.issued;
    const accessToken = jwt(`access-${issued}`, NOW + 15 * 60_000);
    const refreshToken = `refresh-${issued}`.padEnd(43, 'x');
    api.liveAccess.add(accessToken);
    api.liveRefresh.add(refreshToken);
    return answer(response, 200, { accessToken, refreshToken, vkAccessToken: null });
  }
  if (request.url === '/api/v1/sign/out') {
    api.signOutCalls.push(token);
    return answer(response, 204);
  }
  answer(response, 404, { errors: [{ code: 'not-found', message: 'No route' }] });
};

let server: Server;
let now = NOW;

beforeAll(async () => {
  // The API client (and zod) load on first use; load them here, outside every test's time limit.
  await import('../app/session/on-demand/session-api');
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  configureSession({ apiBaseUrl: `http://127.0.0.1:${port}`, now: () => now });
}, 60_000);
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  now = NOW;
  Object.assign(api, {
    liveAccess: new Set(),
    liveRefresh: new Set(),
    refreshCalls: 0,
    signOutCalls: [],
    issued: 0,
  });
  storage.removeItem(STORED_KEYS.tokens);
  storage.removeItem(STORED_KEYS.profile);
});

/** Signs in with a token set whose access token expires at `accessExpiresAt`. */
const signIn = async (accessExpiresAt = NOW + 15 * 60_000) => {
  const accessToken = jwt('access-0', accessExpiresAt);
  api.liveAccess.add(accessToken);
  api.liveRefresh.add('refresh-0'.padEnd(43, 'x'));
  await completeSignIn({
    accessToken,
    refreshToken: 'refresh-0'.padEnd(43, 'x'),
    vkAccessToken: null,
    source: 'PHONE',
    accessTokenExpiresAt: new Date(accessExpiresAt).toISOString(),
    refreshTokenExpiresAt: new Date(NOW + 30 * 24 * 3600_000).toISOString(),
  });
};

const stored = (key: string) => JSON.parse(storage.getItem(key) ?? 'null') as Record<string, unknown> | null;
const me = () =>
  withAccessToken(async (token) => {
    const response = await fetch(new URL('/api/v1/me', `http://${serverHost()}`), {
      headers: { authorization: `Bearer ${token}` },
    });
    if (response.status === 401) throw Object.assign(new Error('Unauthorized'), { status: 401 });
    return token;
  });
const serverHost = () => `127.0.0.1:${(server.address() as AddressInfo).port}`;

describe('the session', () => {
  it('stores the tokens, then the profile fetched with them', async () => {
    await signIn();
    expect(stored(STORED_KEYS.profile)).toMatchObject({ id: 7, firstName: 'Анна' });
    expect(stored(STORED_KEYS.tokens)).toMatchObject({ source: 'PHONE' });
    expect(api.refreshCalls).toBe(0);
  });

  it('keeps nothing when the profile cannot be fetched', async () => {
    await expect(
      completeSignIn({
        accessToken: jwt('unknown', NOW + 60_000),
        refreshToken: 'unknown'.padEnd(43, 'x'),
        vkAccessToken: null,
        source: 'PHONE',
        accessTokenExpiresAt: new Date(NOW + 60_000).toISOString(),
        refreshTokenExpiresAt: new Date(NOW + 3600_000).toISOString(),
      }),
    ).rejects.toSatisfy(isSignedOutError);
    expect(storage.getItem(STORED_KEYS.tokens)).toBeNull();
    expect(storage.getItem(STORED_KEYS.profile)).toBeNull();
  });

  it('uses a live access token as it is', async () => {
    await signIn();
    await expect(me()).resolves.toContain('.');
    expect(api.refreshCalls).toBe(0);
  });

  it('refreshes an access token at its expiry before the call', async () => {
    await signIn(NOW + 60_000);
    now = NOW + 60_000;
    const used = await me();
    expect(api.refreshCalls).toBe(1);
    expect(stored(STORED_KEYS.tokens)?.['accessToken']).toBe(used);
    expect(stored(STORED_KEYS.tokens)?.['refreshToken']).toBe('refresh-1'.padEnd(43, 'x'));
  });

  it('answers a 401 with one refresh and one retry', async () => {
    await signIn();
    api.liveAccess.clear(); // the server no longer accepts the access token it issued
    const used = await me();
    expect(api.refreshCalls).toBe(1);
    expect(api.liveAccess.has(used)).toBe(true);
  });

  it('shares one refresh between calls made at the same time', async () => {
    await signIn(NOW + 60_000);
    now = NOW + 120_000;
    const tokens = await Promise.all([me(), me(), me()]);
    expect(new Set(tokens).size).toBe(1);
    expect(api.refreshCalls).toBe(1);
  });

  it('signs out and rejects with a recognisable error when the refresh is refused', async () => {
    await signIn(NOW + 60_000);
    api.liveRefresh.clear();
    now = NOW + 120_000;
    await expect(me()).rejects.toSatisfy(isSignedOutError);
    expect(storage.getItem(STORED_KEYS.tokens)).toBeNull();
    expect(storage.getItem(STORED_KEYS.profile)).toBeNull();
  });

  it('signs out without calling the API when the refresh token itself is expired', async () => {
    await signIn(NOW + 60_000);
    now = NOW + 31 * 24 * 3600_000;
    await expect(me()).rejects.toSatisfy(isSignedOutError);
    expect(api.refreshCalls).toBe(0);
    expect(storage.getItem(STORED_KEYS.tokens)).toBeNull();
  });

  it('rejects as signed out when nobody is signed in', async () => {
    await expect(me()).rejects.toSatisfy(isSignedOutError);
  });

  it('sign-out clears profile and tokens and ends the session on the server', async () => {
    await signIn();
    await signOut();
    expect(storage.getItem(STORED_KEYS.tokens)).toBeNull();
    expect(storage.getItem(STORED_KEYS.profile)).toBeNull();
    expect(api.signOutCalls).toEqual(['refresh-0'.padEnd(43, 'x')]);
  });
});
