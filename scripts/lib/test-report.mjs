// Reading the JSON reports of npm test's suites (Playwright's and vitest's) for its summary: the tests that passed
// only on their retry, and the tests that failed with the start of their error, so that a log cut to its last lines
// (CI keeps only the tail) still says what broke.

/** Each test of a Playwright JSON report with its title ("file › describe › test") and status. */
function playwrightTests(report) {
  const found = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) found.push({ title: [...path, spec.title].filter(Boolean).join(' › '), test });
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return found;
}

/** The titles of the tests that failed and then passed on their retry (Playwright's "flaky"). */
export function playwrightFlaky(report) {
  return playwrightTests(report).filter(({ test }) => test.status === 'flaky').map(({ title }) => title);
}

/** The tests that failed for good in a Playwright JSON report, each with its last try's error. */
export function playwrightFailures(report) {
  return playwrightTests(report)
    .filter(({ test }) => test.status === 'unexpected')
    .map(({ title, test }) => ({ title, error: test.results?.at(-1)?.error?.message ?? '' }));
}

/** The tests that failed in a vitest JSON report (`root` cut from file names), each with its error. */
export function vitestFailures(report, root = '') {
  return (report.testResults ?? []).flatMap((file) => {
    const fileName = root ? file.name.replace(`${root}/`, '') : file.name;
    const failed = (file.assertionResults ?? [])
      .filter((t) => t.status === 'failed')
      .map((t) => ({ title: `${fileName} › ${t.fullName}`, error: (t.failureMessages ?? [])[0] ?? '' }));
    // A file that failed outside its tests (a hook, an import) has no failed test of its own.
    return failed.length > 0 || file.status !== 'failed' ? failed : [{ title: fileName, error: file.message ?? '' }];
  });
}

/**
 * The summary's lines for failed tests: the title, then the first `lines` lines of the error, without colours and
 * without the stack frames of the test runners' own code.
 */
export function failureLines(failures, { tests = 10, lines = 6, width = 200 } = {}) {
  const out = [];
  for (const { title, error } of failures.slice(0, tests)) {
    out.push(`failed: ${title}`);
    const text = String(error).replace(/\u001b\[[0-9;]*m/g, '');
    for (const line of text.split('\n').map((l) => l.trimEnd()).filter((l) => l.trim() && !/^\s*at .*(node_modules\/|<anonymous>)/.test(l)).slice(0, lines)) out.push(`  ${line.slice(0, width)}`);
  }
  if (failures.length > tests) out.push(`… and ${failures.length - tests} more failed`);
  return out;
}
