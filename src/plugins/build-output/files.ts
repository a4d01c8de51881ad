import {readdirSync} from 'node:fs';
import path from 'node:path';

/** Every file under `dir`, recursively. */
export function listFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

/** `build/a/b.html` and `build/a/b/index.html` are both served at `/a/b`. */
export function routeOfHtmlFile(outDir: string, file: string): string {
  const relative = path.relative(outDir, file).split(path.sep).join('/');
  return '/' + relative.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
}
