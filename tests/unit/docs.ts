import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';

export const docsDir = path.resolve(__dirname, '../../docs');

export interface DocFile {
  /** Path relative to docs/, e.g. 'apn-configuration/index.mdx'. */
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

/** A front matter opens on the first line with `---` and must close with another `---` line. */
function unclosedFrontMatter(source: string): string | undefined {
  if (!/^---\s*\r?\n/.test(source)) return undefined;
  if (/\r?\n---\s*(\r?\n|$)/.test(source.slice(3))) return undefined;
  return 'the front matter opened by `---` on line 1 is never closed: add a line with `---` after its last field';
}

function walk(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
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

/** Routes the site serves that are no doc: the search page (the theme's) and the changelog (the blog plugin's). */
export const nonDocRoutes = ['/search', '/changelog'];

/** Every doc under docs/, parsed once per test file. */
export function loadDocs(): DocFile[] {
  return walk(docsDir)
    .map((full) => {
      const file = path.relative(docsDir, full).split(path.sep).join('/');
      const id = file.replace(/\.mdx?$/, '');
      const source = readFileSync(full, 'utf8');
      const frontMatterError = unclosedFrontMatter(source);
      if (frontMatterError) {
        return {file, id, route: routeOf(file, {}), frontMatter: {}, body: source, bodyLine: 1, frontMatterError};
      }
      const {data, content} = matter(source);
      const bodyLine = source.slice(0, source.length - content.length).split('\n').length;
      return {file, id, route: routeOf(file, data), frontMatter: data, body: content, bodyLine};
    })
    .sort((a, b) => a.file.localeCompare(b.file));
}

/** `docs/<file>:<line>` of a position in a doc's body, for messages that send a writer to the spot. */
export function locationOf(doc: DocFile, bodyIndex: number): string {
  return `docs/${doc.file}:${doc.bodyLine + doc.body.slice(0, bodyIndex).split('\n').length - 1}`;
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
