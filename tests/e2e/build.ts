// `npm run build:e2e`: the production build with the e2e environment and config, into build-e2e/ (or E2E_BUILD_DIR).
import {spawnSync} from 'node:child_process';
import {pathToFileURL} from 'node:url';
import {docusaurusCommand} from '../../bench/builds';
import {e2eBuildDir} from '../build-dir';
import {e2eEnvironment} from './fixtures/site';

/** The arguments of `docusaurus build` for the e2e site into `outDir` (the webpack test builds it again). */
export const e2eBuildArguments = (outDir: string) => [
  'build',
  '--config',
  'tests/e2e/docusaurus.config.ts',
  '--out-dir',
  outDir,
];

/**
 * The e2e build's environment: Docusaurus Faster, as the tests expect, whatever bundler the caller's environment
 * names; `extra` may name another.
 */
export const e2eBuildEnvironment = (extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({
  ...process.env,
  DOCUSAURUS_BUNDLER: undefined,
  ...e2eEnvironment,
  ...extra,
});

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const {status} = spawnSync(...docusaurusCommand(e2eBuildArguments(e2eBuildDir)), {
    env: e2eBuildEnvironment(),
    stdio: 'inherit',
  });
  process.exit(status ?? 1);
}
