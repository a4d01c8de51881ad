import {readFileSync, statSync, writeFileSync} from 'node:fs';
import {brotliCompressSync, constants, gzipSync} from 'node:zlib';

const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt|md)$/;
const MIN_COMPRESS_BYTES = 1024;

/**
 * Writes `.gz` and `.br` beside every text file of 1 KB or more, for hosts that serve precompressed
 * files (the embedded server does; GitHub Pages compresses on its own). Runs last: every other step
 * must have written its files.
 */
export function precompress(files: string[]): number {
  let compressed = 0;
  for (const file of files.filter((name) => COMPRESSIBLE.test(name))) {
    if (statSync(file).size < MIN_COMPRESS_BYTES) continue;
    const content = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(content, {level: 9}));
    writeFileSync(`${file}.br`, brotliCompressSync(content, {params: {[constants.BROTLI_PARAM_QUALITY]: 11}}));
    compressed++;
  }
  return compressed;
}
