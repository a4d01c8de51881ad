import {spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {e2eBuildDir} from '../build-dir';

const summaryScript = path.resolve(__dirname, '../../.ci/summary.mjs');
let workDir: string;

/** Runs .ci/summary.mjs over the given phase outcomes and reports; returns its last line and exit code. */
function summarise(phases: string[], reports: Record<string, unknown> = {}): {line: string; status: number | null} {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'ci-summary-'));
  mkdirSync(path.join(workDir, 'test-results'));
  writeFileSync(path.join(workDir, 'test-results/phases.txt'), phases.map((phase) => `${phase}\n`).join(''));
  for (const [file, report] of Object.entries(reports)) {
    writeFileSync(path.join(workDir, 'test-results', file), JSON.stringify(report));
  }
  const result = spawnSync(process.execPath, [summaryScript], {cwd: workDir, encoding: 'utf8'});
  return {line: result.stdout.trim().split('\n').at(-1) ?? '', status: result.status};
}

const unitReport = (passed: number, failed: number) => ({
  numPassedTests: passed,
  numFailedTests: failed,
  numPendingTests: 0,
  numTodoTests: 0,
});

afterEach(() => rmSync(workDir, {recursive: true, force: true}));

describe('CI summary line', () => {
  it('counts the tests of every report when every phase passed', () => {
    const result = summarise(
      ['typecheck passed', 'lint passed', 'unit-tests passed', 'build passed', 'e2e-tests passed', 'dev-tests passed'],
      {
        'unit.json': unitReport(10, 0),
        'e2e.json': {stats: {expected: 5, flaky: 1, unexpected: 0, skipped: 2}, errors: []},
        'dev.json': {stats: {expected: 2, flaky: 0, unexpected: 0, skipped: 0}, errors: []},
      },
    );
    expect(result).toEqual({line: '18 passed, 0 failed, 2 skipped', status: 0});
  });

  it('counts a failed typecheck, lint or build as a failure', () => {
    expect(summarise(['typecheck failed', 'lint passed']).line).toBe('0 passed, 1 failed');
    expect(
      summarise(['typecheck passed', 'lint failed', 'unit-tests passed'], {'unit.json': unitReport(3, 0)}),
    ).toEqual({
      line: '3 passed, 1 failed',
      status: 1,
    });
    expect(summarise(['unit-tests passed', 'build failed'], {'unit.json': unitReport(1021, 0)}).line).toBe(
      '1021 passed, 1 failed',
    );
  });

  it('counts failed tests once, and a test runner that failed without a report as one failure', () => {
    expect(summarise(['unit-tests failed'], {'unit.json': unitReport(8, 2)}).line).toBe('8 passed, 2 failed');
    expect(summarise(['unit-tests passed', 'e2e-tests failed'], {'unit.json': unitReport(4, 0)}).line).toBe(
      '4 passed, 1 failed',
    );
  });

  it('counts errors outside any Playwright test as failures', () => {
    const e2e = {stats: {expected: 3, flaky: 0, unexpected: 0, skipped: 0}, errors: [{message: 'teardown'}]};
    expect(summarise(['e2e-tests failed'], {'e2e.json': e2e}).line).toBe('3 passed, 1 failed');
  });

  it('fails when no phase ran', () => {
    expect(summarise([])).toEqual({line: '0 passed, 1 failed', status: 1});
  });
});

describe('Playwright server', () => {
  it('is always this build, never a server found on the port, unless asked', async () => {
    delete process.env.E2E_REUSE_SERVER;
    const {default: config} = await import('../../playwright.config');
    const webServer = config.webServer as {reuseExistingServer: boolean; command: string};
    expect(webServer.reuseExistingServer).toBe(false);
    expect(webServer.command).toContain(e2eBuildDir);
  });

  it('of the dev-server tests is always a dev server of its own, answering search from the e2e build', async () => {
    const {default: config} = await import('../dev/playwright.config');
    const webServer = config.webServer as {reuseExistingServer: boolean; command: string; env: Record<string, string>};
    expect(webServer.reuseExistingServer).toBe(false);
    expect(webServer.command).toMatch(/^npx docusaurus start /);
    expect(webServer.env.DEV_SEARCH_BUILD_DIR).toBe(e2eBuildDir);
  });
});
