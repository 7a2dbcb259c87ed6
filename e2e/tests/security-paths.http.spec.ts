// Issue 35 (items 6 and 9): odd paths never make the storefront fail, name an internal error or
// send a visitor to another site. Sent as raw HTTP: a browser or Playwright's client would
// normalise '/.//evil.example' before it left, and the server must hold whatever arrives.
import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';

interface RawAnswer {
  status: number;
  location: string | undefined;
  body: string;
}

const rawGet = (baseURL: string, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> =>
  new Promise((resolve, reject) => {
    const { hostname, port } = new URL(baseURL);
    const sent = httpRequest({ hostname, port, path, headers, method: 'GET', agent: false }, (answer) => {
      let body = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => (body += chunk));
      answer.on('end', () =>
        resolve({ status: answer.statusCode ?? 0, location: answer.headers.location, body }),
      );
    });
    sent.on('error', reject);
    sent.end();
  });

/** The usual open-redirect payloads, with the ones found in the attack run first. */
const REDIRECT_PAYLOADS = [
  '/.//evil.example/',
  '/.//evil.example',
  '//evil.example/',
  '///evil.example/',
  '/./..//evil.example/x/',
  '/%2F%2Fevil.example/',
  '/%5C%5Cevil.example/',
  '/%09/evil.example/',
  '/%2e%2e//evil.example/',
  '/auth?next=//evil.example',
  '/auth?next=/.//evil.example',
  '/auth?next=https://evil.example',
];

/** A small deterministic generator (mulberry32), so a failure names a path that fails again. */
const randomFrom = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const PIECES = [
  'a',
  'Z',
  '0',
  '9',
  '.',
  '..',
  '/',
  '//',
  ':',
  '@',
  '%00',
  '%ff',
  '%2F',
  '%5C',
  '%25',
  '~',
  '%D0%BC',
  '%E2%80%AE',
  '?',
  '#',
  '&x=1',
  'menus',
  'restos',
  '201',
  'assets',
  'cart',
  ';',
  '%0A',
  '+',
];

const fuzzedPaths = (count: number): string[] => {
  const random = randomFrom(35);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  return Array.from({ length: count }, () => {
    const long = random() < 0.15 ? 'x'.repeat(200 + Math.floor(random() * 4000)) : '';
    const parts = Array.from({ length: 1 + Math.floor(random() * 8) }, () => pick(PIECES));
    return `/${parts.join('')}${long}`;
  });
};

const INTERNAL = /ENAMETOOLONG|ERR_[A-Z_]+|ENOENT|\bat [\w.]+ \(/;

test('no path leads to another site', async ({ baseURL }) => {
  for (const path of REDIRECT_PAYLOADS) {
    const answer = await rawGet(baseURL!, path);
    expect(answer.status, path).toBeLessThan(500);
    if (answer.location === undefined) continue;
    const landing = new URL(answer.location, `${baseURL}/some/page`);
    expect(landing.origin, `${path} → ${answer.location}`).toBe(new URL(baseURL!).origin);
    expect(answer.location, path).not.toMatch(/^\/\/|^\/\\|^[a-z]+:/i);
  }
});

test('odd and long paths get a 4xx or the way home, never a 5xx or an internal name', async ({ baseURL }) => {
  test.setTimeout(120_000);
  const paths = [
    '//a:b',
    '//%00',
    `/${'a'.repeat(256)}`,
    `/menus/${'b'.repeat(300)}`,
    `/assets/${'c'.repeat(5000)}.js`,
    ...fuzzedPaths(600),
  ];
  const failures: string[] = [];
  for (const path of paths) {
    const answer = await rawGet(baseURL!, path);
    if (answer.status >= 500 || INTERNAL.test(answer.body))
      failures.push(`${answer.status} ${path.slice(0, 80)}`);
  }
  expect(failures).toEqual([]);
});

test('absolute links name PUBLIC_URL, whatever Host a request claims', async () => {
  // The second tenant's server runs with PUBLIC_URL=https://sakura.example (playwright.config.ts).
  const sakura = `http://127.0.0.1:${Number(process.env.E2E_PORT) + 1}`;
  const forged = { host: 'evil.example' };
  const sitemap = await rawGet(sakura, '/sitemap.xml', forged);
  expect(sitemap.body).toContain('<loc>https://sakura.example/');
  expect(sitemap.body).not.toContain('evil.example');
  const robots = await rawGet(sakura, '/robots.txt', forged);
  expect(robots.body).toContain('Sitemap: https://sakura.example/sitemap.xml');
  const page = await rawGet(sakura, '/restos', forged);
  expect(page.body).toMatch(/<link rel="canonical" href="https:\/\/sakura\.example\/restos"/);
  expect(page.body).not.toContain('evil.example');
});
