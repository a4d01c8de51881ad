import path from 'node:path';
import {defineConfig} from '@playwright/test';
import e2eConfig from '../../playwright.config';
import {e2eBuildDir} from '../build-dir';

/**
 * `npm run test:dev`: what writers get from `npm run dev`, in the browser. Its own server (the dev server,
 * answering search from the e2e build's records), so it runs after `npm run build:e2e`.
 */
const PORT = Number(process.env.DEV_PORT ?? 3220);
const baseURL = `http://127.0.0.1:${PORT}`;
const siteDir = path.resolve(__dirname, '../..');

export default defineConfig({
  ...e2eConfig,
  testDir: '.',
  outputDir: path.join(siteDir, `test-results/dev-artifacts-${PORT}`),
  reporter: [['list'], ['json', {outputFile: path.join(siteDir, 'test-results/dev.json')}]],
  use: {...e2eConfig.use, baseURL},
  webServer: {
    command: `npx docusaurus start --host 127.0.0.1 --port ${PORT} --no-open`,
    cwd: siteDir,
    env: {DEV_SEARCH_BUILD_DIR: e2eBuildDir},
    url: `${baseURL}/`,
    reuseExistingServer: false,
    // The first compile of a clean checkout: about 20 s on 2 cores, much longer on a loaded machine.
    timeout: 300_000,
  },
});
