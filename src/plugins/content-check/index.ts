/**
 * The content rules (rules.ts) where a writer works.
 *
 * `npm run dev`: when a page under docs/ or changelog/ changes, the rules run on it (in a child process,
 * worker.ts, where MDX and textlint load as in `npm run check`), and its findings
 * become errors of the client compilation, so the dev server prints them in the terminal and the
 * browser shows them in its error overlay (Docusaurus turns the overlay on for errors only). A page
 * stays in the list until its findings are gone, so fixing sidebars.ts or api/openapi.yaml clears them
 * too. An unclosed front matter is one of these errors: Docusaurus's own content reload only logs it.
 *
 * `npm run build`: after the pages are built, the links rule runs on every page and prints each broken
 * link and anchor with its file and line, just before the framework's broken-link check (which names
 * only the route) fails the build or warns (`onBrokenLinks`, `onBrokenAnchors` unchanged).
 */
import {fork, type ChildProcess} from 'node:child_process';
import {watch} from 'node:fs';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {contentFolders, loadChangelog, loadDocs, sidebarDocIds, siteDir, type SidebarItem} from './pages';
import {checkPages, createSite, formatFinding, type Finding} from './rules';
import type {CheckAnswer, CheckRequest} from './worker';

const name = 'content-check';
const isPagePath = (sitePath: string) =>
  /\.mdx?$/.test(sitePath) && contentFolders.some((folder) => sitePath.startsWith(`${folder}/`));

/** The rules' child process (worker.ts), started on the first check. */
class Worker {
  private child?: ChildProcess;
  private nextId = 0;
  private readonly waiting = new Map<number, (answer: CheckAnswer) => void>();

  check(paths: string[], sidebarIds: string[]): Promise<Finding[]> {
    if (!this.child?.connected) {
      this.child = fork(path.join(__dirname, 'worker.ts'), {cwd: siteDir, execArgv: ['--import', 'tsx']});
      this.child.on('message', (answer: CheckAnswer) => {
        this.waiting.get(answer.id)?.(answer);
        this.waiting.delete(answer.id);
      });
      // A worker that dies answers every open request with an error, so no compilation waits forever.
      this.child.on('exit', (code) => {
        for (const [id, settle] of this.waiting) settle({id, error: `the check's process exited (${code})`});
        this.waiting.clear();
      });
    }
    const id = this.nextId++;
    const request: CheckRequest = {id, paths, sidebarIds};
    return new Promise((resolve, reject) => {
      this.waiting.set(id, (answer) =>
        'error' in answer ? reject(new Error(answer.error)) : resolve(answer.findings),
      );
      this.child!.send(request);
    });
  }
}

/** What the dev server knows: the pages edited since it started that still have findings, and the sidebar. */
class EditedPages {
  private readonly findings = new Map<string, Finding[]>();
  private readonly changed = new Set<string>();
  private readonly worker = new Worker();
  sidebarIds: string[] = [];

  /** A file under docs/ or changelog/ changed (absolute path or site-relative). */
  changedFile(file: string): void {
    const sitePath = path.relative(siteDir, path.resolve(siteDir, file)).split(path.sep).join('/');
    if (isPagePath(sitePath)) this.changed.add(sitePath);
  }

  /** Runs the rules on the changed pages and on those that had findings; prints what changed. */
  async check(): Promise<Finding[]> {
    const paths = [...new Set([...this.changed, ...this.findings.keys()])];
    this.changed.clear();
    if (paths.length === 0) return [];
    const found = await this.worker.check(paths, this.sidebarIds);
    for (const sitePath of paths) {
      const before = (this.findings.get(sitePath) ?? []).map(formatFinding).join('\n');
      const findings = found.filter((finding) => finding.path === sitePath);
      if (findings.length) this.findings.set(sitePath, findings);
      else this.findings.delete(sitePath);
      if (findings.map(formatFinding).join('\n') === before) continue;
      // The findings themselves the dev server prints, as the compilation's errors.
      if (!findings.length) logger.success(`[${name}] ${sitePath}: no findings left`);
    }
    return [...this.findings.values()].flat();
  }
}

/** Pushes the findings into every client compilation as errors (webpack and Rspack alike). */
class FindingsAsCompilationErrors {
  constructor(private readonly pages: EditedPages) {}

  apply(compiler: {
    webpack: {WebpackError: new (message: string) => Error};
    modifiedFiles?: ReadonlySet<string>;
    hooks: {
      afterCompile: {
        tapPromise(
          name: string,
          hook: (compilation: {errors: Error[]; compiler: {isChild(): boolean}}) => Promise<void>,
        ): void;
      };
    };
  }): void {
    compiler.hooks.afterCompile.tapPromise(name, async (compilation) => {
      // Child compilers (the HTML plugin's) share the hook; their errors would repeat ours.
      if (compilation.compiler.isChild()) return;
      for (const file of compiler.modifiedFiles ?? []) this.pages.changedFile(file);
      let findings: Finding[];
      try {
        findings = await this.pages.check();
      } catch (error) {
        // A fault of the check itself is reported, never a reason to stop serving pages.
        compilation.errors.push(
          new compiler.webpack.WebpackError(`[${name}] the content check failed: ${(error as Error).stack}`),
        );
        return;
      }
      for (const finding of findings) {
        const error = new compiler.webpack.WebpackError(formatFinding(finding));
        // The overlay and the terminal print the message alone: no stack of this plugin's frames.
        error.stack = '';
        compilation.errors.push(error);
      }
    });
  }
}

export function contentCheckPlugin(_context: LoadContext): Plugin {
  if (process.env.NODE_ENV !== 'development') {
    return {
      name,
      async postBuild() {
        const docs = loadDocs();
        const findings = await checkPages([...docs, ...loadChangelog()], createSite(docs, []), ['links']);
        for (const finding of findings) {
          const line = `[${name}] ${formatFinding(finding)}`;
          if (finding.message.startsWith('broken anchor')) logger.warn(line);
          else logger.error(line);
        }
      },
    };
  }
  const pages = new EditedPages();
  // Rspack's modifiedFiles only holds files a module depends on; a new page is none yet.
  for (const folder of contentFolders)
    watch(path.join(siteDir, folder), {recursive: true, persistent: false}, (_event, file) => {
      if (file) pages.changedFile(path.join(folder, file.toString()));
    });
  return {
    name,
    async allContentLoaded({allContent}) {
      // The sidebar as Docusaurus loaded it, so an edit of sidebars.ts counts without a restart.
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as
        {loadedVersions: {sidebars: Record<string, SidebarItem[]>}[]} | undefined;
      const sidebars = docsContent?.loadedVersions.flatMap((version) => Object.values(version.sidebars)) ?? [];
      pages.sidebarIds = sidebars.flatMap((items) => sidebarDocIds(items));
    },
    configureWebpack(_config, isServer) {
      return isServer ? {} : {plugins: [new FindingsAsCompilationErrors(pages)]};
    },
  };
}
