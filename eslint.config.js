import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import nori from './tools/eslint/nori-plugin.js';

const ioModules = ['node:*', 'fs', 'fs/*', 'path', 'http', 'https', 'net', 'child_process', 'os', 'crypto'];
const dbModules = ['pg', 'pg-*', '@electric-sql/*', 'drizzle-orm', 'drizzle-orm/*', 'postgres'];
const uiModules = ['react', 'react-dom', 'react-dom/*', 'react/*', 'react-router', 'react-router/*'];
// Which web features may use which (through their index.ts); nothing else crosses between them.
const FEATURES_MAY_USE = {
  shell: ['auth', 'location', 'info-pages'],
  location: ['cart'],
  checkout: ['auth', 'cart', 'orders'],
  orders: ['auth', 'cart'],
  home: ['menu', 'promotions'],
  menu: ['cart'],
  seo: ['menu'],
  cart: ['auth'],
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
      'nori/layer-order': [
        'error',
        { base: 'apps/api/src', layers: ['routes', 'services', ['repositories', 'adapters'], 'db'] },
      ],
    },
  },
  {
    files: ['apps/web/app/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'nori/no-cross-feature-imports': ['error', { allowed: FEATURES_MAY_USE }],
      // app/catalog (the boot's catalog store) and app/platform (configuration, device, stored
      // settings) are app-wide layers under the features, not features.
      'nori/layer-order': [
        'error',
        { base: 'apps/web/app', layers: ['routes', 'features', 'catalog', 'platform', 'ui'] },
      ],
    },
  },
  {
    // No import cycles anywhere in our code (a barrel makes one easily: feature A's index → B → A).
    files: ['apps/*/{app,src,server}/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    rules: { 'nori/no-import-cycle': 'error' },
  },
);
