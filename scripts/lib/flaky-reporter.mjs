// A vitest reporter for `npm test`: writes the names of the tests that failed and then passed on their
// retry (vitest's "flaky") to the file named by FLAKY_REPORT_FILE (test-results/vitest-flaky.json without it), which
// npm test's summary lists to be mended.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const FLAKY_FILE = process.env.FLAKY_REPORT_FILE ?? 'test-results/vitest-flaky.json';

export default class FlakyReporter {
  constructor() {
    this.flaky = [];
  }

  onTestCaseResult(testCase) {
    if (testCase.diagnostic()?.flaky) this.flaky.push(`${testCase.module.moduleId.replace(`${process.cwd()}/`, '')} › ${testCase.fullName}`);
  }

  onTestRunEnd() {
    const file = join(process.cwd(), FLAKY_FILE);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(this.flaky, null, 2));
  }
}
