#!/usr/bin/env node
// Runs every test suite — Vitest (domain, contract, lint rules, web, API), the office's and the
// storefront's production builds, the multi-node topology behind nginx, then the Playwright browser journeys —
// and prints each step's time, the ten slowest test files, and one closing line
// `N passed, N failed` summed over all of them.
// Exits non-zero if anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
let anyStepFailed = false;
const steps = [];
/** Test files with their time in seconds, from every suite. */
const files = [];

const run = (name, command, args, env = {}) => {
  const started = Date.now();
  console.log(`\n── ${name}`);
  const { status } = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  steps.push({ name, seconds: (Date.now() - started) / 1000 });
  if (status !== 0) anyStepFailed = true;
  return status;
};

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

// Vitest: unit, contract, lint-rule and API suites.
const vitestReport = path.join(reports, 'vitest.json');
const vitestFiles = path.join(reports, 'vitest-files.json');
run(
  'unit and API suites (Vitest)',
  'npx',
  [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestReport}`,
    '--reporter=./scripts/vitest-file-times.mjs',
  ],
  { VITEST_FILE_TIMES: vitestFiles },
);
const vitest = readJson(vitestReport);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
  // A suite that failed to load counts as a failure even though it ran no test.
  if (vitest.numFailedTestSuites > 0 && vitest.numFailedTests === 0)
    totals.failed += vitest.numFailedTestSuites;
}
files.push(...(readJson(vitestFiles) ?? []));

// The browser journeys run against the production builds (the storefront, and the staff app it
// serves under /office/); building them is a step of its own.
const officeBuilt = run('office build', 'npm', ['run', 'build', '--workspace', '@nori/office']) === 0;
if (run('storefront build', 'npm', ['run', 'build', '--workspace', '@nori/web']) === 0 && officeBuilt) {
  // The production topology on loopback (bench/multinode.ts): nginx round-robin in front of two
  // nodes on one PostgreSQL database, then the storefront as its own service; each check counts
  // as a test. It needs TEST_DATABASE_URL and nginx, and says it skipped without them.
  const multinodeReport = path.join(reports, 'multinode.json');
  const multinodeStarted = Date.now();
  run('multi-node topology (nginx, PostgreSQL)', 'node', [
    '--import',
    'tsx',
    'bench/multinode.ts',
    '--ci',
    multinodeReport,
  ]);
  const multinode = readJson(multinodeReport);
  if (multinode) {
    totals.passed += multinode.held;
    totals.failed += multinode.failed;
    const seconds = (Date.now() - multinodeStarted) / 1000;
    if (multinode.held + multinode.failed > 0) files.push({ file: 'bench/multinode.ts --ci', seconds });
  }

  const playwrightReport = path.join(reports, 'playwright.json');
  run(
    'browser journeys (Playwright)',
    'npx',
    ['playwright', 'test', '--config', 'e2e/playwright.config.ts'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
    },
  );
  const playwright = readJson(playwrightReport);
  if (playwright) {
    totals.passed += playwright.stats.expected + playwright.stats.flaky;
    totals.failed += playwright.stats.unexpected;
    totals.skipped += playwright.stats.skipped;
    files.push(...playwrightFileTimes(playwright));
  }
}

/** Seconds per spec file and project: the sum of its tests' times, hooks and fixtures included. */
function playwrightFileTimes(report) {
  const times = new Map();
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results) {
          const key = `${test.projectName} e2e/tests/${file}`;
          times.set(key, (times.get(key) ?? 0) + result.duration / 1000);
        }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of report.suites) walk(suite, suite.file);
  return [...times].map(([file, seconds]) => ({ file, seconds }));
}

const summary = [
  'Steps of npm test:',
  ...steps.map(({ name, seconds }) => `  ${seconds.toFixed(0).padStart(5)} s  ${name}`),
  'The ten slowest test files (summed over their tests; suites run in parallel):',
  ...files
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, 10)
    .map(({ file, seconds }) => `  ${seconds.toFixed(1).padStart(5)} s  ${file}`),
].join('\n');
writeFileSync(path.join(reports, 'timings.txt'), `${summary}\n`);
console.log(`\n${summary}\n`);

if (anyStepFailed && totals.failed === 0) totals.failed = 1; // a runner crashed before counting
console.log(
  `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(anyStepFailed || totals.failed > 0 ? 1 : 0);
