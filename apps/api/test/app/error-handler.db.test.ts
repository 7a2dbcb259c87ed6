import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('the central error handler', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // Routes added for this test only: a failure deep inside, and a body parser's 4xx.
    t.app.get('/test/explode', async () => {
      throw new Error('connect ECONNREFUSED 10.0.0.7:5432 password=hunter2');
    });
    t.app.post('/test/echo', async (request) => request.body);
  });
  afterAll(() => t.close());

  it('answers 500 without leaking the internal message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/test/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      errors: [{ code: 'common.unknown', message: 'Internal server error' }],
    });
    expect(response.body).not.toMatch(/ECONNREFUSED|hunter2|stack/);
  });

  it('turns malformed JSON into a 400 in the error shape, not a 5xx', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].code).toBe('common.bad-request');
  });

  it('echoes a well-formed request id and makes one up otherwise', async () => {
    const given = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'lb-1234' },
    });
    expect(given.headers['x-request-id']).toBe('lb-1234');
    const made = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'bad id\n' },
    });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
