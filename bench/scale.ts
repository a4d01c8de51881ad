// `npm run bench -- --scale N`: the site N times larger. Copies the site into a temporary folder with docs/
// replicated N times (copy k under docs/scale-k, its own titles, headings, slugs and sidebar category), times
// a cold Faster build of it and of the 1x site prepared the same way, samples the build's peak memory, and
// measures the search service on the larger build (records, index size, start time and latency) and what the
// longest doc page loads first in both builds.
import {spawn, spawnSync} from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {benchLogger} from './script';
import {performance} from 'node:perf_hooks';
import {pathToFileURL} from 'node:url';
import {loadSearchIndex, RECORDS_FILE} from '../search/server';
import {INDEX_FILE} from '../search/snapshot';
import {buildEnvironment, docusaurusCommand, siteDir, withBuildLock} from './builds';
import {measureFirstLoad} from './first-load';
import {heaviestPages} from './pages';
import {docSearchQuery, measureSearchLatency, type SearchLatency} from './search-latency';
import {startServer} from './server';
import {formatTable, kilobytes, row, seconds, type Row} from './stats';

const log = benchLogger('bench --scale');

const SEARCH_QUERIES = 1000;
/** How often the build's process tree is sampled for its resident memory. */
const RSS_SAMPLE_MS = 200;

export const SCALE_TARGETS = {
  buildRatio: {comparison: '<=', value: 8},
  peakRssBytes: {comparison: '<=', value: 4e9},
  searchStartMs: {comparison: '<=', value: 3000},
  searchP95: {comparison: '<=', value: 20},
} as const;

/** What a build needs of the site besides docs/ (search/ holds the records step of the build-output plugin). */
const SITE_ENTRIES = [
  'docusaurus.config.ts',
  'sidebars.ts',
  'src',
  'static',
  'api',
  'changelog',
  'i18n',
  'search',
  'package.json',
  'tsconfig.json',
];

// ---------------------------------------------------------------------------------------------------------------
// Pure helpers (tests/unit/bench-scale.test.ts)

/** The N of `--scale N` or `--scale=N`; undefined without the flag. */
export function parseScaleArg(argv: readonly string[]): number | undefined {
  const index = argv.findIndex((argument) => argument === '--scale' || argument.startsWith('--scale='));
  if (index === -1) return undefined;
  const value = argv[index].includes('=') ? argv[index].slice('--scale='.length) : argv[index + 1];
  const scale = Number(value);
  if (!value || !Number.isInteger(scale) || scale < 2) {
    throw new Error(`--scale takes a whole number of 2 or more (the site is that many times larger), not "${value}"`);
  }
  return scale;
}

/** The folder of copy k under docs/. */
export const copyFolder = (copy: number): string => `scale-${copy}`;

/** The `slug:` of a page's front matter, if it has one. */
export function frontMatterSlug(source: string): string | undefined {
  const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? '';
  const value = /^slug:\s*(.+?)\s*$/m.exec(frontMatter)?.[1];
  return value?.replace(/^(['"])(.*)\1$/, '$2');
}

/**
 * The route of a doc (its path under docs/, `/` separated) with routeBasePath `/`: `apn-configuration/android.mdx`
 * is /apn-configuration/android, `rest/index.mdx` is /rest; an absolute `slug` wins.
 */
export function docRoute(docFile: string, slug?: string): string {
  if (slug?.startsWith('/')) return slug;
  const withoutExtension = docFile.replace(/\.mdx?$/, '');
  const route = withoutExtension.replace(/(^|\/)index$/, '');
  return `/${route}`;
}

/** A link target rewritten to point inside copy `copy` when its path is a doc route (anchors follow the headings). */
function copiedTarget(target: string, copy: number, routes: ReadonlySet<string>): string {
  const match = /^([^#?]*)(\?[^#]*)?(#.*)?$/.exec(target);
  if (!match) return target;
  const [, pathPart, query = '', anchor = ''] = match;
  const suffix = `-copy-${copy}`;
  if (pathPart === '') return anchor ? `${query}${anchor}${suffix}` : target;
  const route = pathPart.length > 1 ? pathPart.replace(/\/$/, '') : pathPart;
  if (!routes.has(route)) return target;
  const copiedPath = `/${copyFolder(copy)}${route === '/' ? '' : route}`;
  return `${copiedPath}${query}${anchor ? `${anchor}${suffix}` : ''}`;
}

/**
 * Copy `copy` of a doc page: the front-matter title and every `##`/`###` heading outside code fences end in
 * " (copy k)", an absolute `slug` moves under /scale-k, and Markdown links to doc routes (`](/route#anchor)`,
 * `](#anchor)`, and the `anchor` props of the reference's response lists) point at the same page of the copy, with
 * the anchor its suffixed heading gets.
 */
export function scaleDoc(source: string, copy: number, routes: ReadonlySet<string>): string {
  const suffix = ` (copy ${copy})`;
  const frontMatter = /^---\r?\n[\s\S]*?\r?\n---(?=\r?\n|$)/.exec(source)?.[0] ?? '';
  const scaledFrontMatter = frontMatter
    .replace(/^(title:\s*)(['"]?)(.*?)\2(\s*)$/m, (_, key: string, quote: string, title: string, space: string) => {
      return `${key}${quote}${title}${suffix}${quote}${space}`;
    })
    .replace(/^(slug:\s*)(['"]?)(\/.*?)\2(\s*)$/m, (_, key: string, quote: string, slug: string, space: string) => {
      return `${key}${quote}/${copyFolder(copy)}${slug === '/' ? '' : slug}${quote}${space}`;
    });
  const body = source.slice(frontMatter.length);
  let openFence: string | undefined;
  const lines = body.split('\n').map((line) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (!openFence && marker) {
      openFence = marker;
      return line;
    }
    if (openFence) {
      if (marker?.[0] === openFence[0] && marker.length >= openFence.length && !line.trim().slice(marker.length)) {
        openFence = undefined;
      }
      return line;
    }
    const heading = /^(#{2,3} )(.*?)(\s*\{#[^}]*\})?(\s*)$/.exec(line);
    const scaled = heading ? `${heading[1]}${heading[2]}${suffix}${heading[3] ?? ''}${heading[4]}` : line;
    // The generated reference's <ResponseList> links each status to its `###` heading by an `anchor` prop.
    return scaled
      .replace(/"anchor":"([^"]+)"/g, `"anchor":"$1-copy-${copy}"`)
      .replace(/\]\(((?:\/|#)[^)\s]*)/g, (_, target: string) => `](${copiedTarget(target, copy, routes)}`);
  });
  return scaledFrontMatter + lines.join('\n');
}

/**
 * `_category_.json` files (path under docs/ → content) giving every folder of copy `copy` a translation key of its
 * own: autogenerated categories are keyed by label, and copies repeat the labels (Docusaurus refuses duplicates).
 */
export function categoryKeyFiles(docFiles: readonly string[], copy: number): Map<string, string> {
  const files = new Map<string, string>();
  for (const file of docFiles) {
    const parts = file.split('/').slice(0, -1);
    for (let depth = 1; depth <= parts.length; depth++) {
      const folder = `${copyFolder(copy)}/${parts.slice(0, depth).join('/')}`;
      files.set(`${folder}/_category_.json`, `${JSON.stringify({key: folder})}\n`);
    }
  }
  return files;
}

/** sidebars.ts of the scaled site: the site's own sidebars (moved to sidebars.base.ts) and one category per copy. */
export function scaleSidebarsModule(scale: number): string {
  const categories = Array.from({length: scale - 1}, (_, index) => {
    const copy = index + 1;
    return `    {type: 'category', label: 'Copy ${copy}', items: [{type: 'autogenerated', dirName: '${copyFolder(copy)}'}]},`;
  });
  return [
    "// Generated by bench/scale.ts: the site's sidebars and one autogenerated category per copy of docs/.",
    "import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';",
    "import base from './sidebars.base';",
    '',
    'const sidebars: SidebarsConfig = {',
    '  ...base,',
    '  docs: [',
    '    ...base.docs,',
    ...categories,
    '  ],',
    '};',
    '',
    'export default sidebars;',
    '',
  ].join('\n');
}

export interface ProcessSample {
  pid: number;
  ppid: number;
  rssBytes: number;
}

/** Resident memory of `root` and all its descendants in one snapshot of the process table. */
export function treeRss(processes: readonly ProcessSample[], root: number): {bytes: number; processes: number} {
  const children = new Map<number, ProcessSample[]>();
  for (const entry of processes) {
    const siblings = children.get(entry.ppid) ?? [];
    siblings.push(entry);
    children.set(entry.ppid, siblings);
  }
  let bytes = 0;
  let count = 0;
  const pending = processes.filter((entry) => entry.pid === root);
  for (let entry = pending.pop(); entry; entry = pending.pop()) {
    bytes += entry.rssBytes;
    count++;
    pending.push(...(children.get(entry.pid) ?? []));
  }
  return {bytes, processes: count};
}

export interface BuildPhase {
  phase: string;
  ms: number;
}

/**
 * The phases of a build from its DOCUSAURUS_PERF_LOGGER=true output (`[PERF] Build > en > SSG - 12.30 seconds!`):
 * the steps directly under the locale, in order.
 */
export function parseBuildPhases(output: string): BuildPhase[] {
  // eslint-disable-next-line no-control-regex
  const plain = output.replace(/\u001b\[[0-9;]*m/g, '');
  const phases: BuildPhase[] = [];
  for (const match of plain.matchAll(/\[PERF\][^\n]*? Build > [^>\n]+ > ([^>\n]+?) - ([\d.]+) (seconds!|ms)/g)) {
    phases.push({phase: match[1], ms: Number(match[2]) * (match[3] === 'ms' ? 1 : 1000)});
  }
  return phases;
}

/** Bytes as gigabytes (1 GB = 10^9 bytes), two decimals. */
export function gigabytes(bytes: number): string {
  return `${(bytes / 1e9).toFixed(2)} GB`;
}

/** Bytes as megabytes (1 MB = 10^6 bytes), one decimal. */
export function megabytes(bytes: number): string {
  return `${(bytes / 1e6).toFixed(1)} MB`;
}

// ---------------------------------------------------------------------------------------------------------------
// The scaled site

function filesUnder(folder: string): string[] {
  return (readdirSync(folder, {recursive: true, withFileTypes: true}) as import('node:fs').Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

function git(cwd: string, args: string[]): void {
  const result = spawnSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@localhost', ...args], {
    cwd,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed: ${result.stderr}`);
}

/**
 * A copy of the site in `target` with docs/ `scale` times: the original pages, and copy k (1..scale-1) in
 * docs/scale-k. node_modules is a folder of links to the site's packages, so that the bundler's cache
 * (node_modules/.cache) is this copy's own. The folder is one Git commit, so the last-update dates the
 * pages show cost what they cost in the repository (one `git log` with Docusaurus Faster's eager VCS).
 */
export function prepareScaledSite(target: string, scale: number): {pages: number} {
  mkdirSync(target, {recursive: true});
  for (const entry of SITE_ENTRIES) cpSync(path.join(siteDir, entry), path.join(target, entry), {recursive: true});
  mkdirSync(path.join(target, 'node_modules'));
  for (const entry of readdirSync(path.join(siteDir, 'node_modules'))) {
    if (entry === '.cache') continue;
    symlinkSync(path.join(siteDir, 'node_modules', entry), path.join(target, 'node_modules', entry));
  }
  const docsDir = path.join(siteDir, 'docs');
  cpSync(docsDir, path.join(target, 'docs'), {recursive: true});
  const files = filesUnder(docsDir);
  const pages = files.filter((file) => /\.mdx?$/.test(file));
  const routes = new Set(
    pages.map((file) => docRoute(file, frontMatterSlug(readFileSync(path.join(docsDir, file), 'utf8')))),
  );
  for (let copy = 1; copy < scale; copy++) {
    for (const file of files) {
      const destination = path.join(target, 'docs', copyFolder(copy), file);
      mkdirSync(path.dirname(destination), {recursive: true});
      if (pages.includes(file)) {
        writeFileSync(destination, scaleDoc(readFileSync(path.join(docsDir, file), 'utf8'), copy, routes));
      } else {
        cpSync(path.join(docsDir, file), destination);
      }
    }
    for (const [file, content] of categoryKeyFiles(pages, copy))
      writeFileSync(path.join(target, 'docs', file), content);
  }
  if (scale > 1) {
    renameSync(path.join(target, 'sidebars.ts'), path.join(target, 'sidebars.base.ts'));
    writeFileSync(path.join(target, 'sidebars.ts'), scaleSidebarsModule(scale));
  }
  writeFileSync(path.join(target, '.gitignore'), 'node_modules/\n/build/\n.docusaurus/\n');
  git(target, ['init', '-q']);
  git(target, ['add', '-A']);
  git(target, ['commit', '-q', '-m', `Site at ${scale}x`]);
  return {pages: pages.length * scale};
}

// ---------------------------------------------------------------------------------------------------------------
// Builds and their memory

function readProcessTable(): ProcessSample[] {
  const samples: ProcessSample[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
      const rssKb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
      samples.push({pid: Number(entry), ppid, rssBytes: rssKb * 1024});
    } catch {
      // the process ended between listing and reading
    }
  }
  return samples;
}

export interface ScaledBuild {
  scale: number;
  pages: number;
  ms: number;
  /** Largest sum of VmRSS over the build's process tree, sampled every RSS_SAMPLE_MS. */
  peakRssBytes: number;
  /** When the peak was sampled, from the start of the build (compare with the phases, which run in order). */
  peakRssAtMs: number;
  /** Largest VmRSS of the build's main Node.js process alone (its worker threads included). */
  peakMainRssBytes: number;
  /** Most processes seen in the tree at once (git and other children). */
  peakProcesses: number;
  /** `Maximum resident set size` of /usr/bin/time -v: the largest single process of the tree, not a sum. */
  maxRssByTimeBytes?: number;
  phases: BuildPhase[];
  /** The build-output plugin's line of postBuild step durations. */
  postBuildSteps?: string;
  brokenAnchorWarnings: number;
  outDir: string;
}

/** The environment of builds.ts (no e2e or Algolia variables, Faster) with Docusaurus's phase timings. */
function buildEnvironmentWithTimings(): NodeJS.ProcessEnv {
  return {...buildEnvironment('faster'), DOCUSAURUS_PERF_LOGGER: 'true', FORCE_COLOR: '0'};
}

/** A cold Faster build of the prepared site in `site` (its caches cleared), timed and memory-sampled. */
async function coldBuild(site: string, scale: number, pages: number): Promise<ScaledBuild> {
  for (const folder of ['.docusaurus', path.join('node_modules', '.cache'), 'build']) {
    rmSync(path.join(site, folder), {recursive: true, force: true});
  }
  const outDir = path.join(site, 'build');
  const build = docusaurusCommand(['build', site, '--out-dir', outDir]);
  const useTime = existsSync('/usr/bin/time');
  const [command, args] = useTime ? ['/usr/bin/time', ['-v', build[0], ...build[1]]] : build;
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: site,
    env: buildEnvironmentWithTimings(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  let peakRssBytes = 0;
  let peakRssAtMs = 0;
  let peakMainRssBytes = 0;
  let peakProcesses = 0;
  const sample = () => {
    if (child.pid === undefined) return;
    const table = readProcessTable();
    const tree = treeRss(table, child.pid);
    if (tree.bytes > peakRssBytes) [peakRssBytes, peakRssAtMs] = [tree.bytes, performance.now() - started];
    peakProcesses = Math.max(peakProcesses, tree.processes);
    // Under /usr/bin/time the build's Node.js process is the child of `time`.
    const main = useTime ? table.find((entry) => entry.ppid === child.pid) : table.find((e) => e.pid === child.pid);
    peakMainRssBytes = Math.max(peakMainRssBytes, main?.rssBytes ?? 0);
  };
  const sampler = setInterval(sample, RSS_SAMPLE_MS);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  clearInterval(sampler);
  const ms = performance.now() - started;
  writeFileSync(path.join(path.dirname(site), `build-${scale}x.log`), output);
  if (code !== 0) throw new Error(`the ${scale}x build exited with ${code}:\n${output.slice(-6000)}`);
  const maxRssKb = /Maximum resident set size \(kbytes\): (\d+)/.exec(output)?.[1];
  return {
    scale,
    pages,
    ms,
    peakRssBytes,
    peakRssAtMs,
    peakMainRssBytes,
    peakProcesses,
    maxRssByTimeBytes: maxRssKb ? Number(maxRssKb) * 1024 : undefined,
    phases: parseBuildPhases(output),
    postBuildSteps: /\[build-output\] (.*)/.exec(output)?.[1],
    brokenAnchorWarnings: (output.match(/-> linking to /g) ?? []).length,
    outDir,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Search

export interface IndexMemory {
  records: number;
  recordsFileBytes: number;
  /** The index the build saved for the service (search/snapshot.ts). */
  indexFileBytes: number;
  /** Heap the service's index takes after GC: the scores, word lists and records parsed so far. */
  heapBytes: number;
  /** Memory outside the heap it holds: the records file and the saved index, as read. */
  bufferBytes: number;
  /** RSS of the measuring process once the index is loaded (Node.js itself included). */
  processRssBytes: number;
}

/**
 * Measured in a process of its own with --expose-gc: heap and buffers before and after loading the index as the
 * service does, and answering its warm-up queries.
 */
function measureIndexMemoryHere(buildDir: string): IndexMemory {
  const gc = (globalThis as {gc?: () => void}).gc;
  if (!gc) throw new Error('run with --expose-gc');
  gc();
  const before = process.memoryUsage();
  const index = loadSearchIndex(buildDir, (line) => {
    throw new Error(`the build's saved index was refused: ${line}`);
  });
  for (const query of ['sim', 'apn', 'device policy', 'openvpn windows']) index.search({query});
  gc();
  const after = process.memoryUsage();
  return {
    records: index.size,
    recordsFileBytes: statSync(path.join(buildDir, RECORDS_FILE)).size,
    indexFileBytes: statSync(path.join(buildDir, INDEX_FILE)).size,
    heapBytes: after.heapUsed - before.heapUsed,
    bufferBytes: after.arrayBuffers - before.arrayBuffers,
    processRssBytes: after.rss,
  };
}

function measureIndexMemory(buildDir: string): IndexMemory {
  const result = spawnSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', path.join('bench', 'scale.ts'), '--index-memory', buildDir],
    {cwd: siteDir, encoding: 'utf8', maxBuffer: 1e6},
  );
  if (result.status !== 0) throw new Error(`measuring the index failed: ${result.stderr}`);
  return JSON.parse(result.stdout) as IndexMemory;
}

export interface SearchAtScale {
  index: IndexMemory;
  /** From spawning the service to its first answered search query. */
  startMs: number;
  latency: SearchLatency;
}

/**
 * What a doc page loads first grows with the number of pages: the app's scripts (main.js and runtime~main.js)
 * carry the route table, the route registry and the bundler's map of every script, and a props chunk every doc
 * page loads carries the version's metadata (every doc's title and description, and the whole sidebar).
 */
export interface FirstLoadAtScale {
  route: string;
  /** All first-load JavaScript, gzip (bench/first-load.ts). */
  jsGzip: number;
  /** Of which main.js and runtime~main.js. */
  appScriptsGzip: number;
  /** Each script's gzip size. */
  gzipByFile: Record<string, number>;
}

const APP_SCRIPT = /\/assets\/js\/(?:runtime~)?main\.[0-9a-f]+\.js$/;

/** The search service on a build, and the first load of `route`, which the service serves too. */
async function measureServedBuild(
  buildDir: string,
  route: string,
): Promise<{search: SearchAtScale; firstLoad: FirstLoadAtScale}> {
  const index = measureIndexMemory(buildDir);
  const started = performance.now();
  const server = await startServer(buildDir);
  try {
    const response = await fetch(`${server.origin}/1/indexes/*/queries`, {
      method: 'POST',
      headers: {'content-type': 'text/plain'},
      body: JSON.stringify({requests: [docSearchQuery('apn')]}),
    });
    if (!response.ok) throw new Error(`the first query answered ${response.status}`);
    await response.json();
    const startMs = performance.now() - started;
    const latency = await measureSearchLatency(server.origin, buildDir, SEARCH_QUERIES);
    const {js} = await measureFirstLoad(server.origin, route, buildDir);
    const appScriptsGzip = Object.entries(js.gzipByFile)
      .filter(([file]) => APP_SCRIPT.test(file))
      .reduce((sum, [, gzip]) => sum + gzip, 0);
    return {
      search: {index, startMs, latency},
      firstLoad: {route, jsGzip: js.gzip, appScriptsGzip, gzipByFile: js.gzipByFile},
    };
  } finally {
    await server.stop();
  }
}

function firstLoadRow(label: string, {route, jsGzip, appScriptsGzip}: FirstLoadAtScale): Row {
  const value = `${kilobytes(jsGzip)} (${kilobytes(appScriptsGzip)})`;
  return row(`First-load JS of ${route}, gzip, ${label} (of which main.js and runtime~main.js)`, jsGzip, value);
}

// ---------------------------------------------------------------------------------------------------------------

function phaseSummary(build: ScaledBuild): string {
  return build.phases.map(({phase, ms}) => `${phase} ${seconds(ms)}`).join(', ');
}

/** The whole `--scale N` benchmark: prints the table and writes bench-results/scale-*.json. */
export async function runScaleBenchmark(scale: number): Promise<void> {
  const started = performance.now();
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'docs-scale-'));
  const keep = process.env.BENCH_SCALE_KEEP === '1';
  try {
    log(`preparing the 1x and ${scale}x sites in ${workDir}`);
    const base = prepareScaledSite(path.join(workDir, 'site-1x'), 1);
    const scaled = prepareScaledSite(path.join(workDir, `site-${scale}x`), scale);
    log(`${base.pages} and ${scaled.pages} doc pages`);

    log('cold Faster build of the 1x site');
    const baseBuild = await withBuildLock(() => coldBuild(path.join(workDir, 'site-1x'), 1, base.pages));
    log(`1x: ${seconds(baseBuild.ms)}, peak RSS ${gigabytes(baseBuild.peakRssBytes)} (${phaseSummary(baseBuild)})`);
    log(`cold Faster build of the ${scale}x site`);
    const scaledBuild = await withBuildLock(() => coldBuild(path.join(workDir, `site-${scale}x`), scale, scaled.pages));
    log(
      `${scale}x: ${seconds(scaledBuild.ms)}, peak RSS ${gigabytes(scaledBuild.peakRssBytes)} at ${seconds(scaledBuild.peakRssAtMs)} (${phaseSummary(scaledBuild)})`,
    );
    if (scaledBuild.brokenAnchorWarnings > 0) {
      log(
        `${scaledBuild.brokenAnchorWarnings} broken-anchor warnings in the ${scale}x build (see build-${scale}x.log)`,
      );
    }

    // The original pages keep their routes in the larger site, so the same page is measured in both.
    const longestDoc = heaviestPages(baseBuild.outDir).doc.route;
    log(
      `search (${SEARCH_QUERIES} queries) and the first load of ${longestDoc}, on the 1x build, then the ${scale}x build`,
    );
    const {search: baseSearch, firstLoad: baseFirstLoad} = await measureServedBuild(baseBuild.outDir, longestDoc);
    const {search: scaledSearch, firstLoad: scaledFirstLoad} = await measureServedBuild(scaledBuild.outDir, longestDoc);

    const ratio = scaledBuild.ms / baseBuild.ms;
    const {index, latency} = scaledSearch;
    const rows: Row[] = [
      row(`Build 1x, Faster (cold, ${base.pages} doc pages)`, baseBuild.ms, seconds(baseBuild.ms)),
      row(`Build ${scale}x, Faster (cold, ${scaled.pages} doc pages)`, scaledBuild.ms, seconds(scaledBuild.ms)),
      row(`Build ${scale}x / 1x`, ratio, `${ratio.toFixed(2)} x`, SCALE_TARGETS.buildRatio, '<= 8 x'),
      row('Build 1x, peak RSS (process tree)', baseBuild.peakRssBytes, gigabytes(baseBuild.peakRssBytes)),
      row(
        `Build ${scale}x, peak RSS (process tree)`,
        scaledBuild.peakRssBytes,
        gigabytes(scaledBuild.peakRssBytes),
        SCALE_TARGETS.peakRssBytes,
        '<= 4 GB',
      ),
      ...scaledBuild.phases.map(({phase, ms}) => row(`Build ${scale}x phase: ${phase}`, ms, seconds(ms))),
      row(`Search records ${scale}x (1x: ${baseSearch.index.records})`, index.records, String(index.records)),
      row(`Search records file ${scale}x`, index.recordsFileBytes, megabytes(index.recordsFileBytes)),
      row(`Search saved index file ${scale}x`, index.indexFileBytes, megabytes(index.indexFileBytes)),
      row(
        `Search index in memory ${scale}x: heap + buffers`,
        index.heapBytes + index.bufferBytes,
        `${megabytes(index.heapBytes)} + ${megabytes(index.bufferBytes)}`,
      ),
      row(`Search service start 1x (spawn to first answer)`, baseSearch.startMs, seconds(baseSearch.startMs)),
      row(
        `Search service start ${scale}x (spawn to first answer)`,
        scaledSearch.startMs,
        seconds(scaledSearch.startMs),
        SCALE_TARGETS.searchStartMs,
        '<= 3 s',
      ),
      row(
        `Search p50 / p95 1x`,
        baseSearch.latency.p95,
        `${baseSearch.latency.p50.toFixed(1)} / ${baseSearch.latency.p95.toFixed(1)} ms`,
      ),
      row(`Search p50 ${scale}x`, latency.p50, `${latency.p50.toFixed(1)} ms`),
      row(`Search p95 ${scale}x`, latency.p95, `${latency.p95.toFixed(1)} ms`, SCALE_TARGETS.searchP95, '<= 20 ms'),
      row(`Search p99 ${scale}x`, latency.p99, `${latency.p99.toFixed(1)} ms`),
      firstLoadRow('1x', baseFirstLoad),
      firstLoadRow(`${scale}x`, scaledFirstLoad),
    ];
    const finishedAt = new Date();
    console.log(formatTable(rows));
    console.log(
      `\nPeak RSS: VmRSS summed over the build's process tree every ${RSS_SAMPLE_MS} ms (worker threads are inside ` +
        `the main process; its own peak was ${gigabytes(scaledBuild.peakMainRssBytes)}), reached ` +
        `${seconds(scaledBuild.peakRssAtMs)} into the build. Index in memory: growth of the heap after GC and of ` +
        `array buffers when a process loads the index as the service does (the records file and saved index are ` +
        `read whole; a record is parsed when an answer shows it).`,
    );
    if (scaledBuild.postBuildSteps) console.log(`postBuild ${scale}x: ${scaledBuild.postBuildSteps}`);

    const strip = ({outDir: _outDir, ...build}: ScaledBuild) => build;
    const report = {
      finishedAt: finishedAt.toISOString(),
      durationSeconds: Math.round((performance.now() - started) / 1000),
      machine: {cpus: os.cpus().length, memoryBytes: os.totalmem(), node: process.version, platform: process.platform},
      scale,
      builds: {base: strip(baseBuild), scaled: strip(scaledBuild), ratio},
      search: {base: baseSearch, scaled: scaledSearch},
      firstLoad: {base: baseFirstLoad, scaled: scaledFirstLoad},
      rows,
    };
    const resultsDir = path.join(siteDir, 'bench-results');
    mkdirSync(resultsDir, {recursive: true});
    const json = JSON.stringify(report, null, 2) + '\n';
    const stamped = path.join(resultsDir, `scale-${finishedAt.toISOString().replace(/[:.]/g, '-')}.json`);
    writeFileSync(stamped, json);
    writeFileSync(path.join(resultsDir, 'scale-latest.json'), json);
    console.log(`\nWritten to ${path.relative(siteDir, stamped)} and bench-results/scale-latest.json`);
  } finally {
    if (keep) log(`kept ${workDir}`);
    else rmSync(workDir, {recursive: true, force: true});
  }
}

/** `node --expose-gc --import tsx bench/scale.ts --index-memory <build>`: the index measurement, as JSON. */
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [flag, buildDir] = process.argv.slice(2);
  if (flag !== '--index-memory' || !buildDir) {
    console.error('usage: node --expose-gc --import tsx bench/scale.ts --index-memory <build folder>');
    process.exit(2);
  }
  console.log(JSON.stringify(measureIndexMemoryHere(path.resolve(buildDir))));
}
