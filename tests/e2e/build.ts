// `npm run build:e2e`: the production build with the e2e environment and config, into build-e2e/ (or E2E_BUILD_DIR).
import {spawn} from 'node:child_process';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {e2eBuildDir} from '../build-dir';
import {e2eEnvironment} from './fixtures/site';

interface BuildOptions {
  /** On top of the e2e environment: the webpack test sets the bundler. */
  extraEnvironment?: NodeJS.ProcessEnv;
  /** 'pipe' collects the build's output into the result instead of printing it. */
  output?: 'inherit' | 'pipe';
  /** Kills the build after this long. */
  timeoutMs?: number;
}

export interface BuildResult {
  status: number | null;
  signal: NodeJS.Signals | null;
  /** With `output: 'pipe'`, what the build printed; otherwise empty. */
  output: string;
}

/**
 * Builds the e2e site into `outDir` with Docusaurus Faster, as the tests expect, whatever bundler the caller's
 * environment names; `extraEnvironment` may name another. Asynchronous, so that a test runner's worker stays
 * responsive while the build runs (Vitest's worker times out its calls to the runner after a minute).
 */
export function buildE2eSite(
  outDir: string,
  {extraEnvironment = {}, output = 'inherit', timeoutMs}: BuildOptions = {},
): Promise<BuildResult> {
  return new Promise((resolve, reject) => {
    const build = spawn(
      'npx',
      ['docusaurus', 'build', '--config', 'tests/e2e/docusaurus.config.ts', '--out-dir', outDir],
      {
        cwd: path.resolve(__dirname, '../..'),
        env: {...process.env, DOCUSAURUS_BUNDLER: undefined, ...e2eEnvironment, ...extraEnvironment},
        stdio: ['ignore', output, output],
        timeout: timeoutMs,
        shell: process.platform === 'win32',
      },
    );
    let printed = '';
    build.stdout?.on('data', (chunk: Buffer) => (printed += chunk));
    build.stderr?.on('data', (chunk: Buffer) => (printed += chunk));
    build.on('error', reject);
    build.on('close', (status, signal) => resolve({status, signal, output: printed}));
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  buildE2eSite(e2eBuildDir).then(
    ({status}) => process.exit(status ?? 1),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
