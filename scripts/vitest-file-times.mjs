// A Vitest reporter that writes each test file's time (import, setup, tests and hooks) to the
// JSON file named by VITEST_FILE_TIMES, for scripts/test-all.mjs's list of the slowest files.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

export default class FileTimesReporter {
  files = [];

  onTestModuleEnd(testModule) {
    const { prepareDuration, collectDuration, setupDuration, duration } = testModule.diagnostic();
    const seconds = (prepareDuration + collectDuration + setupDuration + duration) / 1000;
    const file = path.relative(process.cwd(), testModule.moduleId);
    this.files.push({ file: `${testModule.project.name} ${file}`, seconds });
  }

  onTestRunEnd() {
    if (process.env.VITEST_FILE_TIMES)
      writeFileSync(process.env.VITEST_FILE_TIMES, JSON.stringify(this.files));
  }
}
