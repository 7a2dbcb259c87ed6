#!/usr/bin/env node
// Runs every test suite (Vitest projects, then the Playwright browser journeys) and prints
// one closing line `N passed, N failed` summed over all of them. Exits non-zero if any failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const run = (command, args, env = {}) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status;

const totals = { passed: 0, failed: 0, skipped: 0 };
let anySuiteFailed = false;

// Vitest: unit, contract, lint-rule and API suites.
const vitestReport = path.join(reports, 'vitest.json');
const vitestStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
if (existsSync(vitestReport)) {
  const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  // A suite that failed to load counts as a failure even though it ran no test.
  if (report.numFailedTestSuites > 0 && report.numFailedTests === 0)
    totals.failed += report.numFailedTestSuites;
}
if (vitestStatus !== 0) anySuiteFailed = true;

// Playwright browser journeys, once the e2e workspace has any.
const e2eTests = path.join(root, 'e2e', 'tests');
if (existsSync(e2eTests) && readdirSync(e2eTests).some((file) => file.endsWith('.spec.ts'))) {
  const playwrightReport = path.join(reports, 'playwright.json');
  const status = run('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  });
  if (existsSync(playwrightReport)) {
    const { stats } = JSON.parse(readFileSync(playwrightReport, 'utf8'));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
  }
  if (status !== 0) anySuiteFailed = true;
}

if (anySuiteFailed && totals.failed === 0) totals.failed = 1; // a runner crashed before counting
console.log(
  `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(anySuiteFailed || totals.failed > 0 ? 1 : 0);
