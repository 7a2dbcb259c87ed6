// A database that cannot be reached is the infrastructure's passing fault, not a bug: the API
// answers 503 common.unavailable (retry, or go to another node), however the driver said it and
// however Drizzle wrapped it; every other failure stays a 500. Neither body says anything internal.
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../src/db/unavailable';
import { createTestApp, type TestApp } from '../helpers/test-app';

const systemError = (code: string) =>
  Object.assign(new Error(`connect ${code} 127.0.0.1:5432`), { code, syscall: 'connect' });
const sqlState = (code: string) => Object.assign(new pg.DatabaseError('terminating', 0, 'error'), { code });
const wrapped = (cause: Error) => new DrizzleQueryError('insert into "orders" …', [1, 2], cause);

describe('a database that cannot be reached', () => {
  it.each([
    ['a refused connection', systemError('ECONNREFUSED')],
    ['a reset connection', systemError('ECONNRESET')],
    ['the server shutting down (57P01)', sqlState('57P01')],
    ['the server starting up (57P03)', sqlState('57P03')],
    ['a connection exception (08006)', sqlState('08006')],
    ['a statement cancelled by the timeout (57014)', sqlState('57014')],
    ['a full disk on PostgreSQL (53100)', sqlState('53100')],
    [
      'a full disk under PGlite (ENOSPC)',
      Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }),
    ],
    ['too many connections (53300)', sqlState('53300')],
    ['a connection that died', new Error('Connection terminated unexpectedly')],
    ['a pool that waited too long', new Error('timeout exceeded when trying to connect')],
    ['any of them inside a Drizzle error', wrapped(systemError('ECONNREFUSED'))],
  ])('is recognised in %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', wrapped(sqlState('23505'))],
    ['a syntax error', sqlState('42601')],
    ['a bug mentioning a network word', new Error('connect ECONNREFUSED in a message only')],
    ['no error at all', 'ECONNREFUSED'],
  ])('is not confused with %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  describe('over HTTP', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
      t.app.get('/test/database-down', async () => {
        throw wrapped(systemError('ECONNREFUSED'));
      });
      t.app.get('/test/disk-full', async () => {
        throw wrapped(sqlState('53100'));
      });
      t.app.get('/test/bug', async () => {
        throw wrapped(sqlState('42601'));
      });
    });
    afterAll(() => t.close());

    it('answers 503 common.unavailable without details, and when to try again', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/test/database-down' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({
        errors: [{ code: 'common.unavailable', message: 'Service temporarily unavailable' }],
      });
    });

    it('answers a full disk the same way', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/test/disk-full' });
      expect([response.statusCode, response.headers['retry-after']]).toEqual([503, '5']);
      expect(response.json()).toMatchObject({ errors: [{ code: 'common.unavailable' }] });
    });

    it('keeps a failing query that is a bug a 500', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/test/bug' });
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toMatch(/insert|orders/);
    });
  });
});
