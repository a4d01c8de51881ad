import {mkdirSync} from 'node:fs';
import path from 'node:path';
import {defineConfig} from '@playwright/test';
import e2eConfig from '../../playwright.config';
import {e2eBuildDir} from '../build-dir';
import {devPort, serverLog, siteDir} from './server';

/**
 * `npm run test:dev`: what writers get from `npm run dev`, in the browser. Its own server (the dev server,
 * answering search from the e2e build's records), so it runs after `npm run build:e2e`.
 */
const baseURL = `http://127.0.0.1:${devPort}`;
mkdirSync(path.dirname(serverLog), {recursive: true});

export default defineConfig({
  ...e2eConfig,
  testDir: '.',
  // One browser at a time: a test that makes mistakes in a page (writer-mistakes.spec.ts) puts the error
  // overlay in front of every page the dev server serves meanwhile.
  fullyParallel: false,
  workers: 1,
  outputDir: path.join(siteDir, `test-results/dev-artifacts-${devPort}`),
  reporter: [['list'], ['json', {outputFile: path.join(siteDir, 'test-results/dev.json')}]],
  use: {...e2eConfig.use, baseURL},
  webServer: {
    // Its terminal output also goes to a file, where writer-mistakes.spec.ts reads what a writer would see.
    command: `npx docusaurus start --host 127.0.0.1 --port ${devPort} --no-open 2>&1 | tee ${serverLog}`,
    cwd: siteDir,
    env: {DEV_SEARCH_BUILD_DIR: e2eBuildDir},
    url: `${baseURL}/`,
    reuseExistingServer: false,
    // The first compile of a clean checkout: about 20 s on 2 cores, much longer on a loaded machine.
    timeout: 300_000,
  },
});
