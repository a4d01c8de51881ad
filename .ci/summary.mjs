// Prints 'N passed, N failed[, N skipped]' as the last line: the tests of the Vitest and Playwright
// JSON reports, plus one failure for every phase that failed without a failed test to show for it
// (install, typecheck, lint, the build, or a test runner that crashed). Exits 1 when anything failed.
import {existsSync, readFileSync} from 'node:fs';

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

/** Test counts of each test phase's report, by phase name (.ci/run). */
const reports = {
  'unit-tests': vitestCounts(read('test-results/unit.json')),
  'build-tests': vitestCounts(read('test-results/build.json')),
  'e2e-tests': playwrightCounts(read('test-results/e2e.json')),
  'dev-tests': playwrightCounts(read('test-results/dev.json')),
};

function vitestCounts(report) {
  return (
    report && {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
    }
  );
}

function playwrightCounts(report) {
  return (
    report && {
      passed: report.stats.expected + report.stats.flaky,
      // Errors outside any test (a failing global setup, a crash in teardown) fail the run too.
      failed: report.stats.unexpected + (report.errors?.length ?? 0),
      skipped: report.stats.skipped,
    }
  );
}

const phases = existsSync('test-results/phases.txt')
  ? readFileSync('test-results/phases.txt', 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split(' '))
  : [];

let passed = 0;
let failed = 0;
let skipped = 0;
const failedPhases = [];
for (const [name, outcome] of phases) {
  const counts = reports[name];
  if (counts) {
    passed += counts.passed;
    failed += counts.failed;
    skipped += counts.skipped;
  }
  if (outcome === 'failed' && !(counts?.failed > 0)) {
    failed += 1;
    failedPhases.push(name);
  }
}
if (phases.length === 0) {
  failed += 1;
  failedPhases.push('no phase ran');
}

if (failedPhases.length) console.log(`Failed phases with no failed test to show for it: ${failedPhases.join(', ')}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
