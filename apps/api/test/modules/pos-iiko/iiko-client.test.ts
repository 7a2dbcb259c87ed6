// The iiko client against the local iiko over real HTTP: both ways of getting a token, a token
// that expires early is renewed once, 5xx answers are tried again, a slow answer times out, and
// iiko's refusals come back with iiko's own words.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { iikoApi } from '../../../src/adapters/iiko/iiko-api';
import { createIikoClient, type IikoCredentials } from '../../../src/adapters/iiko/iiko-client';
import { IikoCallError } from '../../../src/adapters/iiko/iiko-errors';
import { startFakeIiko, type FakeIiko } from '../../../src/modules/pos-iiko/fake/fake-iiko-server';

describe('iiko client', () => {
  let iiko: FakeIiko;
  const client = (credentials: IikoCredentials = { apiLogin: 'login-1' }, timeoutMs = 2000) =>
    iikoApi(createIikoClient({ baseUrl: iiko.url, credentials, timeoutMs, retries: 2, retryDelayMs: 5 }));

  beforeAll(async () => {
    iiko = await startFakeIiko();
    iiko.state.apiLogins.add('login-1');
    iiko.state.apps.set('app-1', 'secret-1');
    iiko.state.organizations.push({
      id: 'org-1',
      name: 'Суши Будва',
      terminalGroups: [{ id: 'tg-1', name: 'Кухня', alive: true }],
    });
  });
  afterAll(() => iiko.close());
  beforeEach(() => {
    iiko.state.calls.length = 0;
    Object.assign(iiko.state.switches, { failNext: 0, delayMs: 0 });
  });

  it('gets a token with an API login once and lists organizations and terminal groups with it', async () => {
    const api = client();
    expect(await api.organizations()).toEqual([expect.objectContaining({ id: 'org-1', name: 'Суши Будва' })]);
    expect(await api.terminalGroups(['org-1'])).toEqual([
      expect.objectContaining({ id: 'tg-1', organizationId: 'org-1', name: 'Кухня' }),
    ]);
    expect(iiko.state.calls).toEqual([
      '/api/1/access_token',
      '/api/1/organizations',
      '/api/1/terminal_groups',
    ]);
  });

  it('gets a token as a registered application (/api/v2/access_token)', async () => {
    const api = client({ apiKey: 'login-1', appId: 'app-1', clientSecret: 'secret-1' });
    expect(await api.isAlive(['org-1'], ['tg-1'])).toEqual([
      { terminalGroupId: 'tg-1', organizationId: 'org-1', isAlive: true },
    ]);
    expect(iiko.state.calls[0]).toBe('/api/v2/access_token');
  });

  it('renews a token iiko no longer takes, once, and goes on', async () => {
    const api = client();
    await api.organizations();
    iiko.state.expireTokens();
    expect(await api.organizations()).toHaveLength(1);
    expect(iiko.state.calls).toEqual([
      '/api/1/access_token',
      '/api/1/organizations',
      '/api/1/organizations',
      '/api/1/access_token',
      '/api/1/organizations',
    ]);
  });

  it('refuses a wrong API login with iiko’s description, without trying again', async () => {
    const error = await client({ apiLogin: 'wrong' })
      .organizations()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(IikoCallError);
    expect(error).toMatchObject({ status: 401, message: expect.stringContaining('Login is not authorized') });
    expect(iiko.state.calls).toEqual(['/api/1/access_token']);
  });

  it('tries a 5xx again and succeeds; gives up after its retries', async () => {
    const api = client();
    await api.organizations();
    iiko.state.switches.failNext = 2;
    expect(await api.organizations()).toHaveLength(1);
    iiko.state.switches.failNext = 3;
    await expect(api.organizations()).rejects.toMatchObject({ status: 500, retryable: true });
  });

  it('gives up on a slow answer at its timeout', async () => {
    const api = client({ apiLogin: 'login-1' }, 100);
    iiko.state.switches.delayMs = 400;
    await expect(api.organizations()).rejects.toMatchObject({ status: 0, retryable: true });
  });

  it('answers a bad request with its status and is not retried', async () => {
    const api = client();
    await expect(api.commandStatus('org-1', 'no-such-command')).rejects.toMatchObject({
      status: 400,
      retryable: false,
      message: expect.stringContaining('Unknown correlationId'),
    });
    expect(iiko.state.calls.filter((path) => path === '/api/1/commands/status')).toHaveLength(1);
  });
});
