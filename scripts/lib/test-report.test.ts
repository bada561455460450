import { describe, expect, it } from 'vitest';
import { failureLines, playwrightFailures, playwrightFlaky, vitestFailures } from './test-report.mjs';

// Reports of the shape vitest's and Playwright's JSON reporters write (trimmed to the fields read).
const vitestReport = {
  testResults: [
    {
      name: '/repo/tests/reliability/abuse-limits.test.ts',
      status: 'failed',
      message: '',
      assertionResults: [
        { status: 'failed', fullName: 'abuse a reset takes as long', failureMessages: ['\u001b[31mAssertionError: expected 6.1 to be less than or equal to 1.1\u001b[39m\n    at abuse-limits.test.ts:274:17'] },
        { status: 'passed', fullName: 'abuse sign-in limit', failureMessages: [] },
      ],
    },
    { name: '/repo/tests/reliability/faults.test.ts', status: 'failed', message: 'Hook timed out in 600000ms', assertionResults: [] },
    { name: '/repo/tests/reliability/supervisor.test.ts', status: 'passed', message: '', assertionResults: [{ status: 'passed', fullName: 'restarts', failureMessages: [] }] },
  ],
};

const playwrightReport = {
  suites: [
    {
      title: 'bookings.spec.ts',
      specs: [],
      suites: [
        {
          title: 'bookings',
          specs: [
            { title: 'books a class', tests: [{ status: 'flaky', results: [{ error: { message: 'first try' } }, {}] }] },
            { title: 'retries a booking', tests: [{ status: 'unexpected', results: [{ error: { message: 'first' } }, { error: { message: 'Timed out 5000ms waiting for getByText("Booked")' } }] }] },
            { title: 'cancels', tests: [{ status: 'expected', results: [{}] }] },
          ],
        },
      ],
    },
  ],
};

describe("npm test's summary of the suites' reports", () => {
  it('names each failed vitest test, and a file that failed outside its tests, and not the passed ones', () => {
    expect(vitestFailures(vitestReport, '/repo')).toEqual([
      { title: 'tests/reliability/abuse-limits.test.ts › abuse a reset takes as long', error: vitestReport.testResults[0].assertionResults[0].failureMessages[0] },
      { title: 'tests/reliability/faults.test.ts', error: 'Hook timed out in 600000ms' },
    ]);
  });

  it("names Playwright's failed tests with their last try's error, and its flaky ones apart", () => {
    expect(playwrightFailures(playwrightReport)).toEqual([{ title: 'bookings.spec.ts › bookings › retries a booking', error: 'Timed out 5000ms waiting for getByText("Booked")' }]);
    expect(playwrightFlaky(playwrightReport)).toEqual(['bookings.spec.ts › bookings › books a class']);
  });

  it('prints the title and the start of the error without colours, and says how many more failed', () => {
    const failures = vitestFailures(vitestReport, '/repo');
    expect(failureLines(failures, { tests: 1, lines: 1 })).toEqual([
      'failed: tests/reliability/abuse-limits.test.ts › abuse a reset takes as long',
      '  AssertionError: expected 6.1 to be less than or equal to 1.1',
      '… and 1 more failed',
    ]);
  });
});
