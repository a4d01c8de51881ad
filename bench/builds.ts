// Production builds for the benchmark: timed, into temporary folders, under the shared build lock.
import {spawn} from 'node:child_process';
import {readFileSync, rmSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {performance} from 'node:perf_hooks';

export const siteDir = path.resolve(__dirname, '..');
/** Builds on this machine share .docusaurus and the bundler cache, so they take turns on this lock. */
const BUILD_LOCK = '/tmp/build.lock';
/** The Docusaurus CLI's script, run by this Node rather than through `npx` or `.bin/`, which on Windows are `.cmd` files. */
const docusaurusScript = (() => {
  const manifestPath = createRequire(path.join(siteDir, 'package.json')).resolve('@docusaurus/core/package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {bin: {docusaurus: string}};
  return path.join(path.dirname(manifestPath), manifest.bin.docusaurus);
})();

/** The command and arguments that run `docusaurus ...args` on any OS, for `spawn` without a shell. */
export const docusaurusCommand = (args: string[]): [command: string, args: string[]] => [
  process.execPath,
  [docusaurusScript, ...args],
];

export type Bundler = 'faster' | 'webpack';

/**
 * The environment of a plain production build: no e2e variables and the embedded search service
 * (with Algolia variables the site would search the hosted index, which the benchmark cannot reach).
 */
export function buildEnvironment(bundler: Bundler): NodeJS.ProcessEnv {
  const environment = {...process.env};
  for (const name of [
    'SEARCH_MISSING_RESULTS_URL',
    'ALGOLIA_APP_ID',
    'ALGOLIA_SEARCH_KEY',
    'ALGOLIA_INDEX_NAME',
    'DOCUSAURUS_BUNDLER',
    'DOCS_DEPLOY',
  ]) {
    delete environment[name];
  }
  if (bundler === 'webpack') environment.DOCUSAURUS_BUNDLER = 'webpack';
  return environment;
}

/** Runs a command in the site folder; rejects with its output when it fails, or when it runs past `timeoutMs`. */
export function run(
  command: string,
  args: string[],
  environment: NodeJS.ProcessEnv = process.env,
  timeoutMs?: number,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: siteDir,
      env: environment,
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: timeoutMs,
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else {
        const outcome = signal ? `was killed by ${signal}` : `exited with ${code}`;
        reject(new Error(`${path.basename(command)} ${args.join(' ')} ${outcome}:\n${output.slice(-4000)}`));
      }
    });
  });
}

/** Wall time of `docusaurus build` with one bundler, in milliseconds; `extraEnvironment` is added to the build's. */
export async function timedBuild(
  bundler: Bundler,
  outDir: string,
  extraEnvironment: NodeJS.ProcessEnv = {},
): Promise<number> {
  const started = performance.now();
  await run(...docusaurusCommand(['build', '--out-dir', outDir]), {...buildEnvironment(bundler), ...extraEnvironment});
  return performance.now() - started;
}

/**
 * Removes the generated files and the bundler caches (`docusaurus clear` without deleting build/,
 * which other people's servers may be serving).
 */
export function clearCaches(): void {
  for (const folder of ['.docusaurus', path.join('node_modules', '.cache')]) {
    rmSync(path.join(siteDir, folder), {recursive: true, force: true});
  }
}

/**
 * Holds /tmp/build.lock while `work` runs: a `flock` child keeps it until its stdin closes, which
 * also happens if this process dies. Without `flock` (not Linux) the work runs unlocked.
 */
export async function withBuildLock<T>(work: () => Promise<T>): Promise<T> {
  const holder = spawn('flock', [BUILD_LOCK, 'sh', '-c', 'echo locked; exec cat >/dev/null'], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const acquired = await new Promise<boolean>((resolve, reject) => {
    holder.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? resolve(false) : reject(error)));
    holder.stdout.once('data', () => resolve(true));
    holder.on('exit', (code) => reject(new Error(`flock ${BUILD_LOCK} exited with ${code}`)));
  });
  if (!acquired) console.warn(`flock is not available: building without ${BUILD_LOCK}`);
  try {
    return await work();
  } finally {
    if (acquired) holder.stdin.end();
  }
}
