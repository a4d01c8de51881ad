// `npm run build:e2e`: the production build with the e2e environment and config, into build-e2e/ (or E2E_BUILD_DIR).
import {spawnSync, type SpawnSyncReturns} from 'node:child_process';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {e2eBuildDir} from '../build-dir';
import {e2eEnvironment} from './fixtures/site';

interface BuildOptions {
  /** On top of the e2e environment: the webpack test sets the bundler. */
  extraEnvironment?: NodeJS.ProcessEnv;
  /** 'pipe' returns the build's output instead of printing it. */
  output?: 'inherit' | 'pipe';
  /** Kills the build after this long (spawnSync blocks, so a test's own timeout could not). */
  timeoutMs?: number;
}

/**
 * Builds the e2e site into `outDir` with Docusaurus Faster, as the tests expect, whatever bundler the caller's
 * environment names; `extraEnvironment` may name another.
 */
export function buildE2eSite(
  outDir: string,
  {extraEnvironment = {}, output = 'inherit', timeoutMs}: BuildOptions = {},
): SpawnSyncReturns<string> {
  return spawnSync('npx', ['docusaurus', 'build', '--config', 'tests/e2e/docusaurus.config.ts', '--out-dir', outDir], {
    cwd: path.resolve(__dirname, '../..'),
    env: {...process.env, DOCUSAURUS_BUNDLER: undefined, ...e2eEnvironment, ...extraEnvironment},
    stdio: output,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    timeout: timeoutMs,
    shell: process.platform === 'win32',
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exit(buildE2eSite(e2eBuildDir).status ?? 1);
}
