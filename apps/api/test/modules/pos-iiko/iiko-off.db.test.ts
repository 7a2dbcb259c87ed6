// A server without an iiko connection (no IIKO_* settings) has no iiko webhook: a call to it is
// told so with a 404 in the contract's shape, never a 503 that would make iiko retry forever.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app';

describe('iiko webhook without an iiko connection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 404 common.not-found', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/pos/iiko/webhook',
      headers: { authorization: 'any-token' },
      payload: [{ eventType: 'StopListUpdate' }],
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ errors: [{ code: 'common.not-found' }] });
  });
});
