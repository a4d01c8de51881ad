// `npm run build:e2e`: the production build with the e2e environment and config, into build-e2e/ (or E2E_BUILD_DIR).
import {spawnSync, type SpawnSyncReturns} from 'node:child_process';
import {pathToFileURL} from 'node:url';
import {e2eBuildDir} from '../build-dir';
import {e2eEnvironment} from './fixtures/site';

/**
 * Builds the e2e site into `outDir`, with `extraEnvironment` on top of the e2e one (the webpack test sets the
 * bundler). With `output: 'pipe'` the build's output is returned instead of printed.
 */
export function buildE2eSite(
  outDir: string,
  {extraEnvironment = {}, output = 'inherit'}: {extraEnvironment?: NodeJS.ProcessEnv; output?: 'inherit' | 'pipe'} = {},
): SpawnSyncReturns<string> {
  return spawnSync('npx', ['docusaurus', 'build', '--config', 'tests/e2e/docusaurus.config.ts', '--out-dir', outDir], {
    env: {...process.env, ...e2eEnvironment, ...extraEnvironment},
    stdio: output,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    shell: process.platform === 'win32',
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exit(buildE2eSite(e2eBuildDir).status ?? 1);
}
