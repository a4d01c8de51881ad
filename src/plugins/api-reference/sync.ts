import {mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync, existsSync} from 'node:fs';
import path from 'node:path';
import type {GeneratedFile} from './mdx';

/** Every file under `dir` (relative to `siteDir`), as site-relative paths with forward slashes. */
function filesUnder(siteDir: string, dir: string): string[] {
  const full = path.join(siteDir, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(siteDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

export interface SyncResult {
  written: string[];
  removed: string[];
}

/**
 * Makes the generated folders `dirs` hold exactly `files`: writes only files whose content changed
 * (so the docs plugin and the bundler's cache see no change when the documents did not change) and
 * removes files no operation or type generates any more.
 */
export function syncGeneratedFiles(siteDir: string, dirs: string[], files: GeneratedFile[]): SyncResult {
  const written: string[] = [];
  for (const file of files) {
    const target = path.join(siteDir, file.path);
    if (existsSync(target) && readFileSync(target, 'utf8') === file.content) continue;
    mkdirSync(path.dirname(target), {recursive: true});
    writeFileSync(target, file.content);
    written.push(file.path);
  }
  const wanted = new Set(files.map((file) => file.path));
  const removed = dirs.flatMap((dir) => filesUnder(siteDir, dir)).filter((file) => !wanted.has(file));
  for (const file of removed) rmSync(path.join(siteDir, file));
  return {written, removed};
}

/** The committed files of `dirs` that differ from `files`: changed, missing or no longer generated. */
export function staleGeneratedFiles(siteDir: string, dirs: string[], files: GeneratedFile[]): string[] {
  const wanted = new Set(files.map((file) => file.path));
  const differing = files
    .filter((file) => {
      const target = path.join(siteDir, file.path);
      return !existsSync(target) || readFileSync(target, 'utf8') !== file.content;
    })
    .map((file) => file.path);
  const extra = dirs.flatMap((dir) => filesUnder(siteDir, dir)).filter((file) => !wanted.has(file));
  return [...differing, ...extra];
}
