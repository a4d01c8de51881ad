// `npm run build:e2e`: the production build with the e2e environment and config, into build-e2e/ (or E2E_BUILD_DIR).
import {spawnSync} from 'node:child_process';
import {docusaurusCommand} from '../../bench/builds';
import {e2eBuildDir} from '../build-dir';
import {e2eEnvironment} from './fixtures/site';

const {status} = spawnSync(
  ...docusaurusCommand(['build', '--config', 'tests/e2e/docusaurus.config.ts', '--out-dir', e2eBuildDir]),
  {
    // Docusaurus Faster, as the tests expect, whatever bundler the caller's environment names.
    env: {...process.env, DOCUSAURUS_BUNDLER: undefined, ...e2eEnvironment},
    stdio: 'inherit',
  },
);
process.exit(status ?? 1);
