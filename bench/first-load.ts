// The JS and CSS a page loads on a first visit, recorded in Chromium, with their compressed sizes.
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {brotliCompressSync, constants, gzipSync} from 'node:zlib';
import {chromium} from '@playwright/test';
import {chromiumPath} from '../chromium';

export interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

/** Files' sizes summed, with each file's gzip size. */
export type FileSizes = Sizes & {files: string[]; gzipByFile: Record<string, number>};

export interface FirstLoad {
  route: string;
  js: FileSizes;
  css: FileSizes;
}

/** Sizes of a built file: the precompressed copies when the build wrote them (files over 1 KB), else compressed here the same way. */
function sizesOf(file: string): Sizes {
  const content = readFileSync(file);
  const compressedSize = (extension: string, compress: () => Buffer) =>
    existsSync(`${file}.${extension}`) ? readFileSync(`${file}.${extension}`).length : compress().length;
  return {
    raw: content.length,
    gzip: compressedSize('gz', () => gzipSync(content, {level: 9})),
    brotli: compressedSize('br', () => brotliCompressSync(content, {params: {[constants.BROTLI_PARAM_QUALITY]: 11}})),
  };
}

function total(files: string[], buildDir: string): FileSizes {
  const sizes = files.map((file) => sizesOf(path.join(buildDir, file)));
  const sum = (key: keyof Sizes) => sizes.reduce((accumulated, entry) => accumulated + entry[key], 0);
  const gzipByFile = Object.fromEntries(files.map((file, index) => [file, sizes[index]!.gzip]));
  return {raw: sum('raw'), gzip: sum('gzip'), brotli: sum('brotli'), files, gzipByFile};
}

/** `navigator.connection` with data saver on, before any page script runs (a string: see bench/search-typing.ts). */
const SAVE_DATA_SCRIPT = `Object.defineProperty(Navigator.prototype, 'connection', {
  configurable: true,
  get: () => ({effectiveType: '4g', saveData: true}),
});`;

/**
 * Opens `route` once, waits for hydration and a quiet network, and sums the scripts and style
 * sheets it requested (`browserArgs` are added to Chromium's). Speculative downloads are not part of it:
 * Docusaurus's prefetches of linked pages (`Sec-Purpose: prefetch`), and the search modal's code, which
 * src/theme/SearchBar loads once the page is idle unless the connection saves data (emulated here).
 */
export async function measureFirstLoad(
  origin: string,
  route: string,
  buildDir: string,
  browserArgs: string[] = [],
): Promise<FirstLoad> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', ...browserArgs],
  });
  try {
    const page = await browser.newPage();
    await page.addInitScript(SAVE_DATA_SCRIPT);
    const scripts = new Set<string>();
    const styles = new Set<string>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin !== origin || request.headers()['sec-purpose']?.includes('prefetch')) return;
      if (request.resourceType() === 'script') scripts.add(url.pathname);
      if (request.resourceType() === 'stylesheet') styles.add(url.pathname);
    });
    await page.goto(origin + route);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.waitForLoadState('networkidle');
    return {route, js: total([...scripts], buildDir), css: total([...styles], buildDir)};
  } finally {
    await browser.close();
  }
}
