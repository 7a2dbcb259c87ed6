// The fuzz run of issue 20: every operation of the OpenAPI document the API serves, against the API
// started as production runs it (NODE_ENV=production, its own process, a fresh embedded database
// with the demo chain). Per operation, VALID requests drawn from the document's schemas and INVALID
// ones (one thing broken each: a parameter, a header, the body, its encoding, the credential) from
// the generators of the API's fuzz test (apps/api/test/resilience/fuzz), and HOSTILE ones among
// the invalid: NUL, a lone surrogate or a huge number put into a field. Sign-in goes through a
// stand-in SMS.ru, since production has no development inbox.
//
// It prints, per operation and in all: answers 5xx, valid requests refused as malformed (400
// common.bad-request), invalid ones accepted (2xx), and statuses the document does not list; and
// exits 1 when any 5xx or refused valid request was seen. FUZZ_SEED, FUZZ_VALID, FUZZ_INVALID
// change the seed and the counts. Run: `npm run fuzz --workspace @nori/bench` (about a minute).
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import {
  operationsOf,
  type OpenApiDocument,
  type Operation,
} from '../apps/api/test/resilience/fuzz/operations';
import {
  invalidRequests,
  validParts,
  validRequests,
  type FuzzRequest,
} from '../apps/api/test/resilience/fuzz/requests';
import type { Hints } from '../apps/api/test/resilience/fuzz/schema-arbitrary';
import { HOSTILE_KINDS, hostileRequest } from './fuzz/hostile-requests';
import { startApi } from './lib/api-server';
import { startFakeSmsRu, type FakeSmsRu } from './lib/fake-sms-ru';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const VALID = Number(process.env.FUZZ_VALID ?? 100);
const INVALID = Number(process.env.FUZZ_INVALID ?? 100);
/** Hostile requests per kind and operation, on top of INVALID. */
const HOSTILE = 10;
const RESTO_KEY = 'fuzz-resto-key-0123456789abcdef';

interface DemoChain {
  tenant: { code: string };
  cities: { id: number }[];
  restos: { id: number }[];
  menus: { id: number }[];
}
const demo: DemoChain = JSON.parse(
  readFileSync(new URL('../apps/api/demo/demo-chain.json', import.meta.url), 'utf8'),
);

type Tokens = { accessToken: string; refreshToken: string; personId: number };

async function call(
  base: string,
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return {
    status: response.status,
    json: (await response.json().catch(() => null)) as Record<string, unknown> | null,
  };
}

let phones = 0;
/** A new person signed in by phone, the code read from the stand-in gateway. */
async function signInFresh(base: string, sms: FakeSmsRu): Promise<Tokens> {
  phones += 1;
  const phone = `+7${900 + (phones % 90)}${String(phones).padStart(7, '0')}`;
  const payload = { apiKey: 'fuzz', captchaToken: null, mode: 'WEB', phone, whiteLabel: demo.tenant.code };
  const requested = await call(base, 'POST', '/api/v1/sign/in/phone/code', payload);
  if (requested.status !== 202)
    throw new Error(`No code for ${phone}: ${requested.status} ${JSON.stringify(requested.json)}`);
  const signedIn = await call(base, 'POST', '/api/v1/sign/in/phone', {
    apiKey: 'fuzz',
    captchaToken: null,
    code: sms.lastCode(phone),
    phone,
  });
  const tokens = signedIn.json as { accessToken: string; refreshToken: string };
  const me = await call(base, 'GET', '/api/v1/me', undefined, {
    authorization: `Bearer ${tokens.accessToken}`,
  });
  return { ...tokens, personId: (me.json as { id: number }).id };
}

interface Tally {
  valid: number;
  invalid: number;
  unsendable: number;
  serverErrors: string[];
  validRefused: string[];
  invalidAccepted: string[];
  undocumented: string[];
}

async function main() {
  const started = Date.now();
  const sms = await startFakeSmsRu();
  const api = await startApi('pglite', {
    SMS_GATEWAY: 'sms.ru',
    SMSRU_API_ID: 'fuzz',
    SMSRU_URL: sms.url,
    DEMO_RESTO_API_KEY: RESTO_KEY,
    // One client address asks for hundreds of codes (a fresh person for each sign-out and refresh).
    SMS_CLIENT_HOURLY_LIMIT: '1000000',
    SMS_DAILY_LIMIT: '1000000',
  });
  try {
    const base = api.baseUrl;
    const main = await signInFresh(base, sms);
    const operations = operationsOf(
      (await call(base, 'GET', '/openapi.json')).json as unknown as OpenApiDocument,
    );
    const hints: Hints = {
      whiteLabel: [demo.tenant.code],
      cityId: demo.cities.map((city) => city.id),
      restoId: demo.restos.map((resto) => resto.id),
      menuId: demo.menus.map((menu) => menu.id),
      id: [...demo.restos.map((resto) => resto.id), ...demo.menus.map((menu) => menu.id)],
      personId: [main.personId],
      phone: ['+79991234567'],
    };
    const token = async (request: FuzzRequest, operation: Operation): Promise<string | null> => {
      switch (request.credential) {
        case 'access':
          return main.accessToken;
        case 'resto':
          return RESTO_KEY;
        case 'refresh':
          // Refresh and sign-out end the token they are given: each gets a person of its own.
          return (await signInFresh(base, sms)).refreshToken;
        case 'wrong-kind':
          return operation.auth === 'access' ? main.refreshToken : main.accessToken;
        case 'garbage':
          return 'not-a-token';
        default:
          return null;
      }
    };
    const tallies = new Map<string, Tally>();
    for (const operation of operations) {
      const tally: Tally = {
        valid: 0,
        invalid: 0,
        unsendable: 0,
        serverErrors: [],
        validRefused: [],
        invalidAccepted: [],
        undocumented: [],
      };
      tallies.set(operation.operationId, tally);
      const seed = [...operation.operationId].reduce(
        (hash, char) => (hash * 31 + char.charCodeAt(0)) | 0,
        SEED,
      );
      const valid = fc.sample(validRequests(operation, hints), { seed, numRuns: VALID });
      const invalid = fc.sample(invalidRequests(operation, hints), { seed: seed + 1, numRuns: INVALID });
      const bases = fc.sample(validParts(operation, hints), { seed: seed + 2, numRuns: HOSTILE });
      for (const kind of Object.keys(HOSTILE_KINDS) as (keyof typeof HOSTILE_KINDS)[])
        bases.forEach((parts, index) => invalid.push(hostileRequest(operation, parts, kind, index)));
      for (const request of [...valid, ...invalid]) {
        const headers = { ...request.headers };
        const bearer = await token(request, operation);
        if (bearer) headers.authorization = `Bearer ${bearer}`;
        let status: number;
        let error: { code?: string; message?: string } | undefined;
        try {
          const response = await fetch(`${base}${request.url}`, {
            method: request.method,
            headers,
            body: request.payload,
            redirect: 'manual',
          });
          status = response.status;
          const body = (await response.json().catch(() => null)) as { errors?: (typeof error)[] } | null;
          error = body?.errors?.[0];
        } catch (failure) {
          // fetch refuses to send it (a header value HTTP cannot carry).
          tally.unsendable += 1;
          if (process.env.FUZZ_VERBOSE)
            console.log(`${operation.operationId}: not sent: ${String(failure).slice(0, 120)}`);
          continue;
        }
        const code = error?.code;
        const said = error?.message ? `: ${error.message.slice(0, 160)}` : '';
        const what = `${request.method} ${request.url.slice(0, 120)}${request.broken ? ` (${request.broken.slice(0, 80)})` : ''} → ${status}${said}`;
        if (request.broken) tally.invalid += 1;
        else tally.valid += 1;
        if (status >= 500) tally.serverErrors.push(what);
        if (!request.broken && status === 400 && code === 'common.bad-request') tally.validRefused.push(what);
        if (request.broken && status < 400) tally.invalidAccepted.push(what);
        if (!operation.responses.has(status)) tally.undocumented.push(what);
      }
    }
    report(tallies, Date.now() - started);
    const failed = [...tallies.values()].some(
      (tally) => tally.serverErrors.length + tally.validRefused.length > 0,
    );
    process.exitCode = failed ? 1 : 0;
  } finally {
    await api.stop();
    await sms.close();
  }
}

function report(tallies: Map<string, Tally>, ms: number) {
  const columns = [
    'operation',
    'valid',
    'invalid',
    '5xx',
    'valid refused',
    'invalid accepted',
    'undocumented',
  ];
  const rows = [...tallies].map(([id, t]) =>
    [
      id,
      t.valid,
      t.invalid,
      t.serverErrors.length,
      t.validRefused.length,
      t.invalidAccepted.length,
      t.undocumented.length,
    ].map(String),
  );
  const sum = (index: number) => String(rows.reduce((total, row) => total + Number(row[index]), 0));
  rows.push(['all', sum(1), sum(2), sum(3), sum(4), sum(5), sum(6)]);
  const widths = columns.map((column, index) =>
    Math.max(column.length, ...rows.map((row) => row[index]!.length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, index) => cell.padEnd(widths[index]!)).join(' | ')} |`;
  console.log(`\nOpenAPI fuzz run (seed ${SEED}), production mode on PGlite, ${(ms / 1000).toFixed(0)} s\n`);
  console.log(line(columns));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) console.log(line(row));
  const unsendable = [...tallies.values()].reduce((total, t) => total + t.unsendable, 0);
  if (unsendable > 0)
    console.log(`\n${unsendable} generated requests could not be sent by fetch (not counted).`);
  for (const [id, t] of tallies) {
    for (const [label, list] of [
      ['5xx', t.serverErrors],
      ['valid refused', t.validRefused],
      ['invalid accepted', t.invalidAccepted],
      ['undocumented', t.undocumented],
    ] as const)
      for (const what of list.slice(0, 3)) console.log(`${id}: ${label}: ${what}`);
  }
}

await main();
