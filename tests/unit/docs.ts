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

/** Every doc under docs/, parsed once per test file. */
export function loadDocs(): DocFile[] {
  return walk(docsDir)
    .map((full) => {
      const file = path.relative(docsDir, full).split(path.sep).join('/');
      const {data, content} = matter(readFileSync(full, 'utf8'));
      return {file, id: file.replace(/\.mdx?$/, ''), route: routeOf(file, data), frontMatter: data, body: content};
    })
    .sort((a, b) => a.file.localeCompare(b.file));
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
