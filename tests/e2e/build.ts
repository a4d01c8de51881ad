// `npm run build:e2e`: the production build with the e2e environment and config, into build-e2e/ (or E2E_BUILD_DIR).
import {spawnSync} from 'node:child_process';
import {e2eBuildDir} from '../build-dir';
import {e2eEnvironment} from './fixtures/site';

const {status} = spawnSync(
  'npx',
  ['docusaurus', 'build', '--config', 'tests/e2e/docusaurus.config.ts', '--out-dir', e2eBuildDir],
  {env: {...process.env, ...e2eEnvironment}, stdio: 'inherit', shell: process.platform === 'win32'},
);
process.exit(status ?? 1);
