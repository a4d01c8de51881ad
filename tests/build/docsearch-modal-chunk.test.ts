import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {describe, expect, it} from 'vitest';
import {EAGER_COMPILE_HINT} from '../../src/plugins/docsearch-button';
import {buildDir} from './site';

// The modal's chunk starts with V8's compile hint (src/plugins/docsearch-button.ts), so that its functions are
// compiled while it loads at idle rather than on the first Ctrl+K. V8 reads the hint only as a script's first line.
const jsDir = path.join(buildDir, 'assets', 'js');
const scripts = readdirSync(jsDir).filter((file) => file.endsWith('.js'));
const modalChunks = scripts.filter((file) => file.startsWith('docsearch-modal.'));

describe("the DocSearch modal's chunk", () => {
  it('is one script that starts with the compile hint, as served plain, gzipped and brotli-compressed', () => {
    expect(modalChunks).toHaveLength(1);
    const file = path.join(jsDir, modalChunks[0]);
    const served = [
      readFileSync(file),
      gunzipSync(readFileSync(`${file}.gz`)),
      brotliDecompressSync(readFileSync(`${file}.br`)),
    ];
    for (const body of served) expect(body.toString('utf8', 0, 80).split('\n')[0]).toBe(EAGER_COMPILE_HINT);
  });

  it('is the only script with the hint: the hint compiles every function of a script, used or not', () => {
    const hinted = scripts.filter((file) => readFileSync(path.join(jsDir, file), 'utf8').includes(EAGER_COMPILE_HINT));
    expect(hinted).toEqual(modalChunks);
  });
});
