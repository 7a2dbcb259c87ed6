// Issue 11: every page carries a content security policy with a nonce of its own, HSTS, nosniff
// and no framing; the API answers cross-origin callers on its allow-list only. That no page breaks
// its policy in Chromium is checked on each route's visit (shell-routes.spec.ts).
import { expect, test } from '@playwright/test';

test('a page carries a policy with its own nonce, on every script, and the security headers', async ({
  request,
}) => {
  const first = await request.get('/menus/201');
  const second = await request.get('/menus/201');
  const policy = first.headers()['content-security-policy'] ?? '';
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1] ?? '';
  expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(second.headers()['content-security-policy']).not.toContain(nonce);
  expect(policy).toContain("'strict-dynamic'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");

  // Scripts run only with the nonce; JSON-LD is data, which a policy does not govern.
  const scripts = ((await first.text()).match(/<script\b[^>]*>/g) ?? []).filter(
    (tag) => !tag.includes('application/ld+json'),
  );
  expect(scripts.length).toBeGreaterThan(1);
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);

  expect(first.headers()).toMatchObject({
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
  });
});

test('the API answers cross-origin callers on its allow-list only', async ({ request }) => {
  const stranger = await request.get('/1/p/cities?whiteLabel=demo', {
    headers: { origin: 'https://evil.example' },
  });
  expect(stranger.headers()['access-control-allow-origin']).toBeUndefined();
  // Outside production the allow-list is the Vite dev server's origins.
  const known = await request.get('/1/p/cities?whiteLabel=demo', {
    headers: { origin: 'http://localhost:5173' },
  });
  expect(known.headers()['access-control-allow-origin']).toBe('http://localhost:5173');
});
