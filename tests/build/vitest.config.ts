import {availableParallelism} from 'node:os';
import path from 'node:path';
import {defineConfig} from 'vitest/config';

/**
 * Tests over the e2e build (build-e2e/, or E2E_BUILD_DIR), no browser: `npm run test:build`, after
 * `npm run build:e2e` and before the Playwright suite.
 */
export default defineConfig({
  root: path.resolve(__dirname, '../..'),
  test: {
    include: ['tests/build/**/*.test.ts'],
    // A fork per core, as in the unit layer (vitest.config.ts).
    maxWorkers: availableParallelism(),
    // A test here may read every page of the build; .ci/run runs this layer beside the browser tests, where
    // such a read once took over vitest's default 5 s. A hang still fails, at 60 s.
    testTimeout: 60_000,
    reporters: ['default', 'json'],
    outputFile: {json: 'test-results/build.json'},
  },
});
