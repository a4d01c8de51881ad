import {defineConfig, devices} from '@playwright/test';
import {chromiumArgs, chromiumPath} from './chromium';
import {e2eBuildDir} from './tests/build-dir';

/** The e2e suite runs against the e2e flavour of the production build (npm run build:e2e), served once. */
const PORT = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  // Per port, so runs on different ports (several engineers on one machine) keep their own artifacts.
  outputDir: `test-results/e2e-artifacts-${PORT}`,
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Limits that catch a hang, not a slow machine: on a busy 2-core machine a page can take 20 s to hydrate, and a
  // test that waits on a state rather than a time passes however long that takes. The walk over every route sets
  // its own, per route (sitemap.spec.ts).
  timeout: 90_000,
  expect: {timeout: 30_000},
  reporter: [['list'], ['json', {outputFile: 'test-results/e2e.json'}]],
  use: {
    baseURL,
    // No trace while the tests run: recording one for every test (kept only on failure) cost about a quarter of the
    // suite's time on 2 cores (48 tests: 64-67 s with, 46-51 s without, alternated). A failed test keeps a screenshot;
    // rerun it with `npx playwright test <file> --trace on` to get the trace.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium: Playwright's own browser download is not available on CI machines.
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], channel: undefined}}],
  webServer: {
    command: `npx tsx search/serve.ts ${e2eBuildDir}`,
    env: {PORT: String(PORT)},
    url: `${baseURL}/`,
    // Never test a server that happens to listen on the port (a stranger's would be tested instead of this
    // build); E2E_REUSE_SERVER=true reuses one you started yourself with `E2E_PORT=… npx tsx search/serve.ts build-e2e`.
    reuseExistingServer: process.env.E2E_REUSE_SERVER === 'true',
    timeout: 60_000,
  },
});
