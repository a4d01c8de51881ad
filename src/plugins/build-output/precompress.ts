import {readFile, stat, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {brotliCompress, constants, gzip} from 'node:zlib';

const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt|md)$/;
const MIN_COMPRESS_BYTES = 1024;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * Brotli quality 8, not the maximum 11: over this site's 33 MB of text, 11 took 27 s of CPU and wrote 4.7 MB,
 * 8 takes 0.7 s and writes 5.2 MB (JavaScript: 1.96 MB against 2.15 MB). The copies serve the embedded server
 * (`npm start`, the e2e tests); GitHub Pages compresses on its own, so maximum quality bought a slower build
 * and nothing a reader of the deployed site sees.
 */
const BROTLI_QUALITY = 8;

/**
 * Writes `.gz` and `.br` beside every text file of 1 KB or more, for hosts that serve precompressed files
 * (the embedded server does). Files whose name starts with a dot are never served (the search records), so
 * they get no copies. Runs last: every other step must have written its files. Compresses on libuv's thread
 * pool, so the work spreads over the machine's cores, a few files at a time: all at once held every file and
 * its copies in memory together (16.8 GB at peak for a site ten times this one, bench/scale.ts).
 */
export async function precompress(files: string[]): Promise<number> {
  const queue = files.filter((file) => COMPRESSIBLE.test(file) && !path.basename(file).startsWith('.'));
  let compressed = 0;
  const worker = async () => {
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      if ((await stat(file)).size < MIN_COMPRESS_BYTES) continue;
      const content = await readFile(file);
      const [gzipped, brotli] = await Promise.all([
        gzipAsync(content, {level: 9}),
        brotliAsync(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
      ]);
      await Promise.all([writeFile(`${file}.gz`, gzipped), writeFile(`${file}.br`, brotli)]);
      compressed++;
    }
  };
  await Promise.all(Array.from({length: os.availableParallelism() * 2}, worker));
  return compressed;
}
