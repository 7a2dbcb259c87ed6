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

// The staff app's journeys (e2e/tests/office-*.spec.ts, not its *.http.spec.ts): matched on the file's
// own name, whatever folder the repository sits in.
const OFFICE_SPECS = /[\\/]office-[^\\/]*(?<!\.http)\.spec\.ts$/;

// Journeys whose steps and screens are the same on every device run on the phone (mobile first):
// on the desktop they repeated the phone's checks, 10–20 s of CI each. The desktop keeps what it
// lays out or handles its own way (every spec that asks which project it runs in, and the layouts).
const PHONE_ONLY_JOURNEYS = [
  'shell-routes-languages', // the desktop reads every route in Russian
  'catalog-languages',
  'checkout-order', // the desktop places an order in layout-fit.spec.ts
  'checkout-recovery',
  'location-delivery',
  'location-errors',
  'menu-day-off',
  'menu-early-tap', // taps before hydration: a phone on a slow network
  'menu-restos',
  'menu-search',
  'order-desk-answer',
  'order-history',
  'order-payment',
  'order-time',
  'shell-tenant',
].map((name) => new RegExp(`[\\\\/]${name}\\.spec\\.ts$`));

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
  // A failed test keeps its trace (each action's DOM snapshot, the network, the sources) and a
  // screenshot. The trace's own screenshots are left out: a screencast of every frame of every test
  // cost ~15% of the browsers' CPU on two cores, for the trace of the rare test that fails.
  // The storefront's service worker (issue 42) stays out of the journeys: it would answer requests
  // the tests route themselves, and keep copies between a test's steps. Its own spec allows it.
  use: {
    baseURL,
    launchOptions: chromium,
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    serviceWorkers: 'block',
  },
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
      // The installed storefront's journeys (pwa-*.spec.ts) are a phone's.
      testIgnore: [/\.http\.spec\.ts$/, OFFICE_SPECS, /[\\/]pwa-[^\\/]*\.spec\.ts$/, ...PHONE_ONLY_JOURNEYS],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions: chromium },
    },
    {
      name: 'phone',
      testIgnore: [/\.http\.spec\.ts$/, OFFICE_SPECS],
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        launchOptions: chromium,
      },
    },
    // The staff app (office-*.spec.ts) where it is used: the kitchen's tablet and a manager's phone,
    // on the demo restaurants' clock (Kazan, +03:00), as a tablet in the restaurant keeps it.
    {
      name: 'office-tablet',
      testMatch: OFFICE_SPECS,
      use: {
        viewport: { width: 1024, height: 768 },
        hasTouch: true,
        timezoneId: 'Europe/Moscow',
        launchOptions: chromium,
      },
    },
    {
      name: 'office-phone',
      testMatch: OFFICE_SPECS,
      // The chain's back office is an operator's, on a tablet or a desktop; the phone keeps the desk.
      testIgnore: /[\\/]office-promo-codes\.spec\.ts$/,
      use: {
        ...devices['Pixel 7'],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        timezoneId: 'Europe/Moscow',
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
        // Absolute links come from here, never from the Host header (security-paths.http.spec.ts).
        PUBLIC_URL: 'https://sakura.example',
        LOG_LEVEL: 'warn',
      },
    },
  ],
});
