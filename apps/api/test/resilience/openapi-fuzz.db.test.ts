// Fuzzing from the served OpenAPI document. For every operation, VALID requests drawn from its
// schemas and INVALID ones (one thing broken each) go through the real app on the demo chain,
// signed in through the development SMS inbox: no answer may be a 5xx, every status must be
// documented for the operation and every body must match its documented schema; invalid requests
// must be refused with a 4xx, and valid ones never as malformed (400 common.bad-request). The seed is fixed (FUZZ_SEED overrides it) and printed on failure.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogFile } from '../../src/modules/catalog/catalog-file/schema';
import { DEFAULT_STAFF_THROTTLE, defaultStaffConfig } from '../../src/modules/staff/staff-config';
import { hashSessionToken, newSessionToken } from '../../src/modules/staff/services/session-cookie';
import { insertSession } from '../../src/modules/staff/repositories/session-repository';
import { addStaff } from '../../src/modules/staff/services/add-staff';
import { findTenantByCode } from '../../src/modules/catalog/repositories/tenants';
import { createTestApp, DEMO_CHAIN_URL, LOOSE_LIMITS, type TestApp } from '../helpers/test-app';
import { validatorOf } from './fuzz/invalid-values';
import { operationsOf, type OpenApiDocument, type Operation } from './fuzz/operations';
import { invalidRequests, validRequests, type FuzzRequest } from './fuzz/requests';
import type { Hints } from './fuzz/schema-arbitrary';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_121);
const VALID = 100;
const INVALID = 100;
const PHONE = '+79990001122';
const STAFF_HOST = 'office.test';
const STAFF_ORIGIN = { host: STAFF_HOST, origin: `http://${STAFF_HOST}` };

/** Routes that are not calls of the contract: operations and development pages. */
const OPERATIONAL_ROUTES = [
  'GET /', // names the API and links its documentation
  'GET /healthz',
  'GET /readyz',
  'GET /openapi.json',
  'GET /docs',
  'GET /docs/docs.js',
  'GET /images/*', // the demo chain's pictures
  'GET /dev/sms-inbox', // development only, never in production
  // The sandbox engine's test card page (HTML) and the form it posts: a page, not an API call.
  'GET /api/v1/payments/sandbox/:paymentId',
  'POST /api/v1/payments/sandbox/:paymentId',
];

const demo: CatalogFile = JSON.parse(readFileSync(DEMO_CHAIN_URL, 'utf8'));
const operationSeed = (operationId: string) =>
  [...operationId].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) | 0, SEED);

interface Outcome {
  request: FuzzRequest;
  status: number;
  problem: string | null;
}

describe(`fuzzing every operation of the OpenAPI document (seed ${SEED})`, () => {
  let t: TestApp;
  let operations: Operation[];
  const mounted: string[] = [];
  let person: { personId: number; accessToken: string; refreshToken: string };
  let restoKey: string;
  let staffIds: number[];
  let hints: Hints;

  beforeAll(async () => {
    t = await createTestApp({
      // Wrong staff passwords are not slowed down here: the fuzzer sends hundreds.
      config: {
        logLevel: 'silent',
        corsOrigins: ['https://shop.example'],
        limits: LOOSE_LIMITS,
        staff: { ...defaultStaffConfig(), throttle: { ...DEFAULT_STAFF_THROTTLE, failureDelayMs: 0 } },
      },
      onRoute: ({ method, url }) => [method].flat().forEach((m) => mounted.push(`${m} ${url}`)),
    });
    await t.app.catalogAdmin.importCatalog(demo);
    operations = operationsOf(
      (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json<OpenApiDocument>(),
    );
    person = await signInThroughTheInbox(t);
    restoKey = (await t.app.orderLife.connections.connect(demo.restos[0]!.id)).apiKey ?? '';
    staffIds = await addFuzzStaff(t);
    hints = {
      whiteLabel: [demo.tenant.code],
      cityId: demo.cities.map((city) => city.id),
      restoId: demo.restos.map((resto) => resto.id),
      menuId: demo.menus.map((menu) => menu.id),
      id: [...demo.restos.map((resto) => resto.id), ...demo.menus.map((menu) => menu.id)],
      personId: [person.personId],
      staffId: staffIds,
      phone: [PHONE, '+79991234567'],
    };
  }, 300_000);
  afterAll(() => t.close());

  it('mounts every documented operation, and documents every mounted route but the operational ones', () => {
    const fastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');
    const documented = operations.map((operation) => `${operation.method} ${fastifyPath(operation.path)}`);
    const routes = mounted.filter((route) => !route.startsWith('HEAD ') && !route.startsWith('OPTIONS '));
    expect(routes.filter((route) => !documented.includes(route)).sort()).toEqual(
      [...OPERATIONAL_ROUTES].sort(),
    );
    expect(documented.filter((route) => !routes.includes(route))).toEqual([]);
  });

  const send = async (operation: Operation, request: FuzzRequest) => {
    const headers = { ...request.headers };
    // Office calls must come from the server's own origin (sign-in included); staff calls carry
    // the staff credential the request asks for, never a customer's bearer unless it is the wrong kind.
    if (operation.path.startsWith('/api/v1/office/')) Object.assign(headers, STAFF_ORIGIN);
    if (operation.auth === 'staff')
      Object.assign(headers, await staffCredential(operation, request.credential));
    const token = operation.auth === 'staff' ? null : await credential(request.credential, operation.auth);
    if (token) headers.authorization = `Bearer ${token}`;
    return t.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers,
      payload: request.payload,
    });
  };

  /**
   * A staff call: a fresh session of the chain's owner as the cookie (sign-out and revocation end
   * the one they are given), a garbage cookie, or a customer's bearer token as the wrong kind. A
   * live event stream never ends, so a stream is opened without a session (its guard answers first).
   */
  async function staffCredential(operation: Operation, kind: FuzzRequest['credential']) {
    if (kind === 'staff' && !operation.stream)
      return { cookie: `nori_staff=${await staffSession(t, staffIds[0]!)}` };
    if (kind === 'garbage') return { cookie: 'nori_staff=not-a-session' };
    if (kind === 'wrong-kind') return { authorization: `Bearer ${person.accessToken}` };
    return {};
  }

  async function credential(
    kind: FuzzRequest['credential'],
    expected: Operation['auth'],
  ): Promise<string | null> {
    switch (kind) {
      case 'access':
        return person.accessToken;
      case 'resto':
        return restoKey;
      case 'refresh':
      case 'wrong-kind': {
        // Refresh and sign-out end the token they are given, so each request gets its own. The
        // wrong kind is a refresh token where an access token belongs, and an access token elsewhere.
        const tokens = await t.app.sessions.start(
          { personId: person.personId as never, source: 'PHONE' },
          new Date(),
        );
        const wantsRefresh = kind === 'refresh' || expected === 'access';
        return wantsRefresh ? tokens.refreshToken : tokens.accessToken;
      }
      case 'garbage':
        return 'not-a-token';
      default:
        return null;
    }
  }

  const check = (operation: Operation, request: FuzzRequest, status: number, body: string, type: string) => {
    if (status >= 500) return `answered ${status}`;
    if (!operation.responses.has(status)) return `answered ${status}, which is not documented`;
    if (request.broken && status < 400) return `accepted an invalid request with ${status}`;
    // The document is as strict as the server (issue 20): what it allows is never refused as malformed.
    if (!request.broken && status === 400 && JSON.parse(body)?.errors?.[0]?.code === 'common.bad-request')
      return `refused a valid request: ${JSON.parse(body).errors[0].message}`;
    const schema = operation.responses.get(status);
    if (schema === null) return body === '' ? null : `answered a body with ${status}, documented without one`;
    if (!type?.startsWith('application/json')) return `answered ${type} instead of JSON`;
    const validate = validatorOf(schema!);
    return validate(JSON.parse(body))
      ? null
      : `body breaks its schema: ${JSON.stringify(validate.errors?.[0])}`;
  };

  const run = async (operation: Operation, requests: FuzzRequest[]): Promise<Outcome[]> => {
    const outcomes: Outcome[] = [];
    for (const request of requests) {
      const response = await send(operation, request);
      const type = String(response.headers['content-type'] ?? '');
      outcomes.push({
        request,
        status: response.statusCode,
        problem: check(operation, request, response.statusCode, response.body, type),
      });
    }
    return outcomes;
  };

  it('fuzzes each operation', async () => {
    const failures: string[] = [];
    for (const operation of operations) {
      const seed = operationSeed(operation.operationId);
      const valid = fc.sample(validRequests(operation, hints), { seed, numRuns: VALID });
      const invalid = fc.sample(invalidRequests(operation, hints), { seed: seed + 1, numRuns: INVALID });
      expect(valid).toHaveLength(VALID);
      expect(invalid).toHaveLength(INVALID);
      const outcomes = await run(operation, [...valid, ...invalid]);
      for (const { request, status, problem } of outcomes) {
        if (problem)
          failures.push(
            `${operation.operationId}: ${problem} — ${request.method} ${request.url.slice(0, 160)}` +
              `${request.broken ? ` (broken: ${request.broken})` : ''} → ${status}`,
          );
      }
    }
    expect(failures, `FUZZ_SEED=${SEED} reproduces these`).toEqual([]);
  }, 300_000);
});

/** The demo chain's owner and a manager: the staff calls' hints, the owner their session's account. */
async function addFuzzStaff(t: TestApp): Promise<number[]> {
  const tenant = await findTenantByCode(t.database.db, demo.tenant.code);
  const add = (email: string, role: 'OWNER' | 'MANAGER') =>
    addStaff(
      t.database.db,
      {
        tenantId: tenant!.id,
        email,
        name: role,
        role,
        restoIds: [demo.restos[0]!.id],
        password: 'fuzz owner password',
      },
      { staffId: null, at: new Date() },
    );
  return [
    (await add('owner@fuzz.test', 'OWNER')).staff.id,
    (await add('manager@fuzz.test', 'MANAGER')).staff.id,
  ];
}

/** A fresh session of the staff member for each request: sign-out and revocation end theirs. */
async function staffSession(t: TestApp, staffId: number): Promise<string> {
  const token = newSessionToken();
  const now = new Date();
  await insertSession(t.database.db, {
    idHash: hashSessionToken(token),
    staffId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + 3_600_000),
  });
  return token;
}

/** A real access token, the way the storefront gets one: a code by SMS (the inbox), then sign-in. */
async function signInThroughTheInbox(t: TestApp) {
  const requested = await t.app.inject({
    method: 'POST',
    url: '/api/v1/sign/in/phone/code',
    payload: { apiKey: 'fuzz', captchaToken: null, mode: 'WEB', phone: PHONE, whiteLabel: demo.tenant.code },
  });
  expect(requested.statusCode).toBe(202);
  const inbox = (await t.app.inject({ method: 'GET', url: '/dev/sms-inbox' })).json<{
    messages: { phone: string; text: string }[];
  }>();
  const code = /\d{6}/.exec(inbox.messages.find((message) => message.phone === PHONE)?.text ?? '')?.[0];
  const signedIn = await t.app.inject({
    method: 'POST',
    url: '/api/v1/sign/in/phone',
    payload: { apiKey: 'fuzz', captchaToken: null, code, phone: PHONE },
  });
  expect(signedIn.statusCode).toBe(200);
  const tokens = signedIn.json<{ accessToken: string; refreshToken: string }>();
  const me = await t.app.inject({
    method: 'GET',
    url: '/api/v1/me',
    headers: { authorization: `Bearer ${tokens.accessToken}` },
  });
  return { ...tokens, personId: me.json<{ id: number }>().id };
}
