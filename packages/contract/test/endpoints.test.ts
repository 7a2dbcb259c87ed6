import { describe, expect, it } from 'vitest';
import { endpointList, endpoints } from '../src';

const pathVariables = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);

describe('the endpoint list', () => {
  it('holds every call of spec §7 and the three designed ones', () => {
    const calls = endpointList.map((e) => `${e.method} ${e.path}`);
    expect(calls).toEqual(
      expect.arrayContaining([
        'GET /1/now',
        'GET /1/p/cities',
        'GET /1/p/cities/{cityId}',
        'GET /1/p/cities/{cityId}/deliveries',
        'GET /1/p/restos',
        'GET /1/p/restos/{id}',
        'GET /1/p/menus/{id}/position-groups',
        'GET /1/p/menus/{id}/positions',
        'GET /1/restos/{restoId}/deliveries',
        'GET /1/restos/{restoId}/positions/modifiers',
        'GET /1/restos/{restoId}/position-time-slots',
        'GET /1/restos/{id}/promotions',
        'POST /1/persons/orders/preflight',
        'POST /1/persons/{personId}/orders/preflight',
        'POST /api/v1/persons/{personId}/orders',
        'GET /api/v1/me',
        'POST /api/v1/sign/refresh',
        'POST /api/v1/sign/out',
        'POST /api/v1/sign/in/phone/code',
        'POST /api/v1/sign/in/phone',
        'POST /api/v1/sign/in/apple',
        'POST /api/v1/sign/in/google',
        'POST /1/sign/in/vk-id',
      ]),
    );
  });

  it('describes each call and each operationId once', () => {
    const calls = endpointList.map((e) => `${e.method} ${e.path}`);
    expect(new Set(calls).size).toBe(calls.length);
    expect(Object.keys(endpoints)).toHaveLength(endpointList.length);
  });

  it.each(endpointList.map((e) => [e.operationId, e] as const))(
    '%s declares exactly the variables of its path',
    (_id, e) => {
      expect(Object.keys(e.params?.shape ?? {}).sort()).toEqual(pathVariables(e.path).sort());
    },
  );

  it('marks every personal call as needing the access token', () => {
    const personal = endpointList.filter((e) => e.path.includes('{personId}') || e.path === '/api/v1/me');
    expect(personal.map((e) => e.auth)).toEqual(personal.map(() => 'access'));
  });

  it('documents 304 and 404 on every catalog read', () => {
    const reads = endpointList.filter((e) => e.tag === 'catalog' && e.path !== '/1/now');
    for (const read of reads) expect(read.errors).toEqual(expect.arrayContaining([304, 404]));
  });
});
