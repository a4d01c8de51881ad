import {existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {afterEach, describe, expect, it} from 'vitest';
import {precompress} from '../../src/plugins/build-output/precompress';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, {recursive: true, force: true});
});

function buildDir(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
  return dir;
}

describe('precompress', () => {
  const page = '<!doctype html><p>' + 'Attach the modem to the network. '.repeat(100) + '</p>';

  it('writes gzip and brotli copies that decompress to the file', async () => {
    const dir = buildDir({'page.html': page, 'data.md': page});
    const files = ['page.html', 'data.md'].map((name) => path.join(dir, name));
    expect(await precompress(files)).toBe(2);
    for (const file of files) {
      expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(page);
      expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(page);
    }
  });

  it('skips files under 1 KB, binary types and dotfiles, which are never served', async () => {
    const dir = buildDir({'small.js': 'x', 'image.png': page, '.search-records.json': page});
    const files = ['small.js', 'image.png', '.search-records.json'].map((name) => path.join(dir, name));
    expect(await precompress(files)).toBe(0);
    for (const file of files) expect(existsSync(`${file}.gz`) || existsSync(`${file}.br`)).toBe(false);
  });
});
