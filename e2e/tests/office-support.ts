// Shared by the office-*.spec.ts browser tests: signing in to the staff app as the demo chain's
// staff (created at start in development and tests, apps/api staff module), and axe on a screen.
import { createHmac } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { scanWithAxe } from './axe-support';

export const DEMO_OWNER = 'owner@demo.nori';
/** The manager of the demo chain's first restaurant, «Умико на Баумана» (201). */
export const DEMO_MANAGER = 'manager@demo.nori';
export const DEMO_STAFF_PASSWORD = 'nori-demo-staff';

export const signInToOffice = async (page: Page, email: string, path = '/office/'): Promise<void> => {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Вход для сотрудников' })).toBeVisible();
  await page.getByLabel('Почта').fill(email);
  await page.getByLabel('Пароль').fill(DEMO_STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('button', { name: 'Выйти' })).toBeVisible();
};

/** Every axe violation on the page, whatever its impact (the office's target is none). */
export const axeViolations = async (page: Page): Promise<string[]> => {
  const results = await scanWithAxe(page);
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
};

/** The page is no wider than the screen: nothing scrolls sideways. */
export const expectNoSidewaysScroll = async (page: Page): Promise<void> => {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
};

/** What an authenticator app shows for a base32 secret (RFC 6238: HMAC-SHA1, 6 digits, 30 s), `steps` ahead. */
export const totpCode = (secret: string, steps = 0): string => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/\s+/g, '').toUpperCase())
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000) + steps));
  const digest = createHmac('sha1', key).update(counter).digest();
  const offset = digest[digest.length - 1]! & 15;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
};

/** A new staff account made by the signed-in owner through the API; its one-time password. */
export const addStaff = async (
  owner: Page,
  account: { email: string; name: string; role: 'OWNER' | 'OPERATOR' | 'MANAGER'; restoIds: number[] },
): Promise<string> => {
  const origin = new URL(owner.url()).origin;
  const answer = await owner.request.post('/api/v1/office/staff', { data: account, headers: { origin } });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { oneTimePassword: string }).oneTimePassword;
};
