import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_RESTO_KEY } from './tests/resto-system';

// Browser journeys in the system Chromium (installed by apt; never a downloaded browser), against
// the real server started with a fresh embedded database holding the demo chain.
// The port is chosen once, in the process that reads this config first, and handed to the
// workers (and to shell-tenant.spec.ts) through the environment: workers read this file again,
// and two runs on one machine must not collide.
process.env.E2E_PORT ??= String(20_000 + (process.pid % 20_000) * 2);
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'nori-e2e-'));
// The second tenant listens on the next port (shell-tenant.spec.ts finds it the same way).
const secondTenantPort = port + 1;
const secondTenantURL = `http://127.0.0.1:${secondTenantPort}`;
const secondTenantDataDir = mkdtempSync(path.join(tmpdir(), 'nori-e2e-sakura-'));

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Two cores run the server, two browsers and the build: waits for boot data get more than the 5 s
  // default, and a whole journey (sign in, then check the app bar) more than the 30 s default.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json']],
  use: { baseURL, launchOptions: chromium, trace: 'retain-on-failure', screenshot: 'only-on-failure' },
  projects: [
    {
      // What the server answers, whatever the device: HTTP requests, and pages that look the same
      // on every screen (*.http.spec.ts). They run once.
      name: 'http',
      testMatch: /\.http\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: chromium },
    },
    {
      name: 'desktop',
      testIgnore: /\.http\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: chromium },
    },
    {
      name: 'phone',
      testIgnore: /\.http\.spec\.ts$/,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        launchOptions: chromium,
      },
    },
  ],
  webServer: [
    {
      command: 'npm start',
      cwd: '..',
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      timeout: 240_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        // The restaurant system's key (order-payment.spec.ts moves orders with it).
        DEMO_RESTO_API_KEY: DEMO_RESTO_KEY,
        // Every test signs in from 127.0.0.1: more codes an hour than one real client address gets.
        SMS_CLIENT_HOURLY_LIMIT: '1000',
        // Likewise every order, and test persons place many cash orders the restaurant never finishes.
        ORDER_PERSON_HOURLY_LIMIT: '10000',
        ORDER_CLIENT_HOURLY_LIMIT: '10000',
        UNPAID_ORDER_LIMIT: '10000',
        CATALOG_CLIENT_BUILDS_PER_MINUTE: '100000',
      },
    },
    {
      // A second tenant whose look comes from configuration alone (apps/web/tenants/sakura.json),
      // on the build the first server made (web servers start one after the other).
      command:
        'npm run catalog:import --workspace @nori/api -- e2e/tests/shell-tenant-chain.json && ' +
        'npm run serve --workspace @nori/web',
      cwd: '..',
      url: `${secondTenantURL}/healthz`,
      reuseExistingServer: false,
      timeout: 240_000,
      env: {
        PORT: String(secondTenantPort),
        HOST: '127.0.0.1',
        DATA_DIR: secondTenantDataDir,
        WHITE_LABEL: 'sakura',
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
      },
    },
  ],
});
