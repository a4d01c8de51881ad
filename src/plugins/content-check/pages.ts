/**
 * The site's pages as the content rules read them: docs/ (folders mirror URLs) and changelog/ entries,
 * each with its front matter, body and the line the body starts on, so every finding names a line.
 * Node only (it reads the file system). tests/unit/docs.ts re-exports these for the tests.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';

export const siteDir = path.resolve(__dirname, '../../..');
export const docsDir = path.join(siteDir, 'docs');
export const changelogDir = path.join(siteDir, 'changelog');
/** The folders writers edit, relative to the site: a page's `path` starts with one of them. */
export const contentFolders = ['docs', 'changelog'] as const;

export interface DocFile {
  /** Path relative to its folder (docs/ or changelog/), e.g. 'apn-configuration/index.mdx'. */
  file: string;
  /** The doc id Docusaurus derives: the path without extension. */
  id: string;
  /** The URL the page is served at (routeBasePath '/', trailing slashes off). */
  route: string;
  frontMatter: Record<string, unknown>;
  body: string;
  /** The line of the source file the body starts on (1-based), to point writers at a line. */
  bodyLine: number;
  /** Why the front matter could not be read; the body is then the whole file. */
  frontMatterError?: string;
}

/** A page with what the rules need beyond DocFile: where it lives and its whole text. */
export interface Page extends DocFile {
  /** Path relative to the site, as findings print it: 'docs/apn-configuration/ios.mdx'. */
  path: string;
  kind: 'doc' | 'changelog';
  source: string;
}

/** Routes the site serves that are no doc: the search page (the theme's) and the changelog (the blog plugin's). */
export const nonDocRoutes = ['/search', '/changelog'];

/** A front matter opens on the first line with `---` and must close with another `---` line. */
function unclosedFrontMatter(source: string): string | undefined {
  if (!/^---\s*\r?\n/.test(source)) return undefined;
  if (/\r?\n---\s*(\r?\n|$)/.test(source.slice(3))) return undefined;
  return 'the front matter opened by `---` on line 1 is never closed: add a line with `---` after its last field';
}

/**
 * A file or folder whose name starts with `_` holds partials that pages import, not pages: the docs plugin's default
 * `exclude` leaves them out, and so do the content checks (their text is checked where a page renders it).
 */
export const isPartial = (file: string) => file.split('/').some((part) => part.startsWith('_'));

/** Every page file (.md, .mdx) under a folder, as absolute paths; partials (`isPartial`) are left out. */
export function walk(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    if (isPartial(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

/** The route of a doc file: an explicit `slug`, else the path with `/index` dropped. */
function routeOf(file: string, frontMatter: Record<string, unknown>): string {
  if (typeof frontMatter.slug === 'string') return frontMatter.slug;
  const withoutExtension = file.replace(/\.mdx?$/, '');
  return '/' + withoutExtension.replace(/(^|\/)index$/, '');
}

/** The route of a changelog entry as the blog plugin makes it: /changelog/YYYY/MM/DD/name, or its slug. */
function changelogRouteOf(file: string, frontMatter: Record<string, unknown>): string {
  if (typeof frontMatter.slug === 'string') return `/changelog/${frontMatter.slug.replace(/^\//, '')}`;
  const dated = /^(\d{4})-(\d{2})-(\d{2})-(.*)\.mdx?$/.exec(path.basename(file));
  return dated
    ? `/changelog/${dated[1]}/${dated[2]}/${dated[3]}/${dated[4]}`
    : `/changelog/${file.replace(/\.mdx?$/, '')}`;
}

/** One page from its text; `sitePath` is relative to the site ('docs/…' or 'changelog/…'). */
export function parsePage(sitePath: string, source: string): Page {
  const normalized = sitePath.split(path.sep).join('/');
  const kind = normalized.startsWith('changelog/') ? 'changelog' : 'doc';
  const file = normalized.replace(/^(docs|changelog)\//, '');
  const id = file.replace(/\.mdx?$/, '');
  const route = (frontMatter: Record<string, unknown>) =>
    kind === 'doc' ? routeOf(file, frontMatter) : changelogRouteOf(file, frontMatter);
  const frontMatterError = unclosedFrontMatter(source);
  if (frontMatterError) {
    return {
      path: normalized,
      kind,
      source,
      file,
      id,
      route: route({}),
      frontMatter: {},
      body: source,
      bodyLine: 1,
      frontMatterError,
    };
  }
  // gray-matter caches by content and hands out the same object; copy so one page's parse never leaks into another's.
  const {data, content} = matter(source, {});
  const frontMatter = {...data};
  const bodyLine = source.slice(0, source.length - content.length).split('\n').length;
  return {path: normalized, kind, source, file, id, route: route(frontMatter), frontMatter, body: content, bodyLine};
}

/** A page read from disk; `sitePath` is relative to the site. */
export function readPage(sitePath: string): Page {
  return parsePage(sitePath, readFileSync(path.join(siteDir, sitePath), 'utf8'));
}

function loadFolder(dir: string): Page[] {
  return walk(dir)
    .map((full) => readPage(path.relative(siteDir, full)))
    .sort((a, b) => a.file.localeCompare(b.file));
}

/** Every doc under docs/, sorted by file. */
export function loadDocs(): Page[] {
  return loadFolder(docsDir);
}

/** Every changelog entry under changelog/, sorted by file. */
export function loadChangelog(): Page[] {
  return loadFolder(changelogDir);
}

/** Line and column (1-based) of a position in a page's body. */
export function positionOf(doc: DocFile, bodyIndex: number): {line: number; column: number} {
  const before = doc.body.slice(0, bodyIndex).split('\n');
  return {line: doc.bodyLine + before.length - 1, column: before.at(-1)!.length + 1};
}

/** `docs/<file>:<line>` of a position in a doc's body, for messages that send a writer to the spot. */
export function locationOf(doc: DocFile, bodyIndex: number): string {
  return `docs/${doc.file}:${positionOf(doc, bodyIndex).line}`;
}

/** Prose of a doc body: code, imports, JSX tags and markup removed. */
export function proseOf(body: string): string {
  return body
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/<CodeBlock[\s\S]*?<\/CodeBlock>/g, ' ')
    .replace(/^(import|export) .*$/gm, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\{[^}]*\}/g, ' x ')
    .replace(/\]\([^)]*\)/g, ']');
}

export function wordCount(body: string): number {
  return proseOf(body).match(/[A-Za-z0-9][\w'’.-]*/g)?.length ?? 0;
}

export type SidebarItem =
  string | {type: string; id?: string; link?: {type: string; id?: string}; items?: SidebarItem[]};

/** Every doc id a sidebar config references, in reading order: doc items, category landing pages, then their items. */
export function sidebarDocIds(items: SidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (typeof item === 'string') return [item];
    const own = item.type === 'doc' && item.id ? [item.id] : [];
    const landing = item.link?.type === 'doc' && item.link.id ? [item.link.id] : [];
    return [...own, ...landing, ...sidebarDocIds(item.items ?? [])];
  });
}
