import {availableParallelism} from 'node:os';
import {defineConfig} from 'vitest/config';
import {upstreamLiteClientPath} from './src/upstream/search-client';

export default defineConfig({
  // As in the site's bundle (src/upstream/search-client), for the tests of src/search/lite-client.ts.
  resolve: {alias: {'algoliasearch-lite-upstream': upstreamLiteClientPath()}},
  test: {
    include: ['tests/unit/**/*.test.ts'],
    // A fork per core. Vitest's default leaves one core to its main process, which on 2 cores means one fork, and
    // then one core waits while the other collects and runs the files one after another.
    maxWorkers: availableParallelism(),
    // Files share their fork's modules instead of each starting a fresh one: the suite's collect time goes from about
    // 30 s to 10 s. Safe because no file leaves state behind: spies and stubs are restored (Vitest restores mocks
    // after each file), environment variables are put back, and the files that mock '@docusaurus/Link' share one mock (link-mock.ts).
    isolate: false,
    // A limit that catches a hang, not a slow machine (as in playwright.config.ts): on a busy 2-core machine a test
    // that spawns a process or reads the whole site took over Vitest's default 5 s, and no test waits on a time.
    testTimeout: 60_000,
    reporters: ['default', 'json'],
    outputFile: {json: 'test-results/unit.json'},
  },
});
