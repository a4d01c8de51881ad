// `npm run build:e2e`: the production build with the e2e environment, into build-e2e/.
import {spawnSync} from 'node:child_process';
import {e2eEnvironment} from './fixtures/site';

const env = {...process.env, ...e2eEnvironment};
const steps = [
  ['docusaurus', 'build', '--out-dir', 'build-e2e'],
  ['tsx', 'scripts/postbuild.ts', 'build-e2e', '--extra-records=tests/fixtures/search/hostile-records.json'],
];
for (const step of steps) {
  const {status} = spawnSync('npx', step, {env, stdio: 'inherit', shell: process.platform === 'win32'});
  if (status !== 0) process.exit(status ?? 1);
}
