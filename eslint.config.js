import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import nori from './tools/eslint/nori-plugin.js';
import reactHooks from 'eslint-plugin-react-hooks';

const ioModules = ['node:*', 'fs', 'fs/*', 'path', 'http', 'https', 'net', 'child_process', 'os', 'crypto'];
const dbModules = ['pg', 'pg-*', '@electric-sql/*', 'drizzle-orm', 'drizzle-orm/*', 'postgres'];
const uiModules = ['react', 'react-dom', 'react-dom/*', 'react/*', 'react-router', 'react-router/*'];
// Which web features may use which (through their index.ts); nothing else crosses between them.
// Only composition: the shell places the location dialog and the information
// pages' links; home shows the promotions' cards; seo describes the menus. What features
// share as state (the order in progress, the session) are layers below them (app/order, app/session).
const FEATURES_MAY_USE = {
  shell: ['location', 'info-pages'],
  home: ['promotions'],
  seo: ['menu'],
};
// Which API modules (apps/api/src/modules/<name>) may use which; nothing else crosses between them.
// Top to bottom: orders prices from the catalog, pays through payments and hands the order to
// order-life; payments move orders through order-life; the catalog offers only running engines.
const API_MODULES_MAY_USE = {
  orders: ['catalog', 'payments', 'order-life', 'sign-in', 'desk', 'loyalty'],
  loyalty: ['order-life', 'catalog'],
  desk: ['order-life', 'payments', 'staff', 'stop-lists'],
  staff: ['catalog'],
  'stop-lists': ['catalog', 'order-life'],
  'sign-in': ['catalog'],
  catalog: ['payments'],
  payments: ['order-life'],
  'order-life': [],
  geocoding: [],
  platform: [],
  'pos-iiko': ['order-life', 'stop-lists', 'catalog', 'desk'],
  // The office's editors stand on the staff module's guard and audit log.
  'promo-codes': ['staff'],
  'order-board': ['staff', 'order-life', 'desk'],
  // A discount's save raises the catalog version.
  discounts: ['staff', 'catalog'],
  figures: ['staff'],
};
const appPackages = ['@nori/api', '@nori/api/*', '@nori/web', '@nori/web/*', '**/apps/**'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.react-router/**',
      '**/.tsbuild/**',
      '.data/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'tools/eslint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { nori },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
    },
  },
  {
    // Packages never import apps.
    files: ['packages/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: appPackages, message: 'packages/ must not depend on apps/.' }] },
      ],
    },
  },
  {
    // The domain is pure: no I/O, no clock, no UI, nothing of ours.
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ioModules, message: 'packages/domain is pure: no Node I/O modules.' },
            { group: dbModules, message: 'packages/domain is pure: no database access.' },
            { group: uiModules, message: 'packages/domain is pure: no React.' },
            { group: [...appPackages, '@nori/*'], message: 'packages/domain depends on nothing of ours.' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...[
          'fetch',
          'XMLHttpRequest',
          'WebSocket',
          'localStorage',
          'sessionStorage',
          'document',
          'window',
        ].map((name) => ({
          name,
          message: 'packages/domain is pure: no I/O; take the data as a parameter.',
        })),
        {
          name: 'process',
          message: 'packages/domain is pure: configuration is a parameter, not process.env.',
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'packages/domain is pure: time is a parameter (now).' },
        { object: 'performance', property: 'now', message: 'packages/domain is pure: time is a parameter.' },
        {
          object: 'Math',
          property: 'random',
          message: 'packages/domain is pure: randomness is a parameter.',
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'packages/domain is pure: new Date() reads the clock; take now as a parameter.',
        },
      ],
    },
  },
  {
    // The contract depends on the domain only.
    files: ['packages/contract/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: appPackages, message: 'packages/ must not depend on apps/.' },
            {
              group: dbModules,
              message: 'packages/contract holds schemas and the client, not database access.',
            },
            { group: uiModules, message: 'packages/contract must not depend on React.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    rules: {
      // Inside each module (modules/<name>/routes → services → repositories) as between them.
      'nori/layer-order': [
        'error',
        {
          base: 'apps/api/src',
          modules: 'modules',
          layers: ['routes', 'services', ['repositories', 'adapters'], 'db'],
        },
      ],
      'nori/module-dependencies': ['error', { base: 'apps/api/src/modules', allowed: API_MODULES_MAY_USE }],
    },
  },
  {
    // The API's shared folders serve every module and know none (a module's types reach them as
    // parameters shaped by the shared side), so a new module needs no change in them.
    files: ['apps/api/src/{http,db,adapters}/**/*.ts', 'apps/api/src/errors.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules/**'],
              message: 'http/, db/ and adapters/ are shared: they import no module.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/app/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'nori/no-cross-feature-imports': ['error', { allowed: FEATURES_MAY_USE }],
      // app/order (the order in progress), app/session (the customer's session), app/catalog (the
      // boot's catalog store) and app/platform (configuration, device, stored settings) are app-wide
      // layers under the features, not features.
      'nori/layer-order': [
        'error',
        {
          base: 'apps/web/app',
          layers: ['routes', 'features', 'order', 'session', 'catalog', 'platform', 'ui'],
        },
      ],
    },
  },
  {
    // The staff app (apps/office) runs in the browser and reuses packages/*, never the storefront's
    // code nor the API's (ARCHITECTURE.md).
    files: ['apps/office/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@nori/web',
                '@nori/web/*',
                '@nori/api',
                '@nori/api/*',
                '**/apps/web/**',
                '**/apps/api/**',
              ],
              message: 'The office uses packages/* only, never the storefront or the API.',
            },
          ],
        },
      ],
    },
  },
  {
    // The storefront's pages never carry the office's code.
    files: ['apps/web/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@nori/office', '@nori/office/*', '**/apps/office/**'],
              message: 'The storefront never loads the office.',
            },
          ],
        },
      ],
    },
  },
  {
    // No import cycles anywhere in our code (a barrel makes one easily: feature A's index → B → A).
    files: ['apps/*/{app,src,server}/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    rules: { 'nori/no-import-cycle': 'error' },
  },
  {
    // Hooks called in the same order on every render, and effects that name what they read (an
    // effect reading a value it does not list keeps the first render's value).
    files: ['apps/web/app/**/*.{ts,tsx}', 'apps/office/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      // useLoad(load, inputs) takes its inputs as useEffect does (apps/office/src/api/use-load.ts).
      'react-hooks/exhaustive-deps': ['error', { additionalHooks: '^useLoad$' }],
    },
  },
);
