// src/upstream/: every rewrite of upstream code is a folder there, listed in index.ts and in README.md's table with
// what it rewrites, why, its guard, its upstream issue and its measured gain; UPSTREAM_PATCHES_OFF leaves some out.
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {PATCH_NAMES, patchesOff, UPSTREAM_PATCHES} from '../../src/upstream';

const upstreamDir = path.resolve(__dirname, '../../src/upstream');
const readmeFile = 'src/upstream/README.md';

interface TableRow {
  line: number;
  patch: string;
  cells: string[];
}

/** The rows of the README's patch table: the first cell is the patch's folder, as `[name](name/)` or `name`. */
function patchTableRows(markdown: string): TableRow[] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => /^\|\s*Patch\s*\|/.test(line));
  if (start === -1) return [];
  const rows: TableRow[] = [];
  for (let index = start + 2; index < lines.length && lines[index].startsWith('|'); index++) {
    const cells = lines[index]
      .slice(1, -1)
      .split(' | ')
      .map((cell) => cell.trim());
    const patch = cells[0].replace(/^\[`?([^`\]]+)`?\]\([^)]*\)$/, '$1').replace(/`/g, '');
    rows.push({line: index + 1, patch, cells});
  }
  return rows;
}

const folders = readdirSync(upstreamDir).filter((name) => statSync(path.join(upstreamDir, name)).isDirectory());
const rows = patchTableRows(readFileSync(path.join(upstreamDir, 'README.md'), 'utf8'));

describe('src/upstream', () => {
  it('reads the first cell of each table row as the patch folder', () => {
    const table = '| Patch | Rewrites |\n| --- | --- |\n| [`prism`](prism/) | a |\n| chunk-file-names | b |\n\nafter';
    expect(patchTableRows(table)).toEqual([
      {line: 3, patch: 'prism', cells: ['[`prism`](prism/)', 'a']},
      {line: 4, patch: 'chunk-file-names', cells: ['chunk-file-names', 'b']},
    ]);
  });

  it('has a README row for every patch folder, a folder for every row, and index.ts lists the same', () => {
    const missingRows = folders
      .filter((folder) => !rows.some((row) => row.patch === folder))
      .map((folder) => `src/upstream/${folder}/ has no row in ${readmeFile}`);
    const missingFolders = rows
      .filter((row) => !folders.includes(row.patch))
      .map((row) => `${readmeFile}:${row.line}: no folder src/upstream/${row.patch}/`);
    expect([...missingRows, ...missingFolders]).toEqual([]);
    expect([...PATCH_NAMES].sort()).toEqual([...folders].sort());
  });

  it('gives every patch what it rewrites, why, its guard, its upstream issue or report, and its gain', () => {
    const incomplete = rows
      .filter((row) => row.cells.length !== 6 || row.cells.some((cell) => cell === '' || /pending|TODO/i.test(cell)))
      .map((row) => `${readmeFile}:${row.line}: ${row.patch} needs all six cells filled in`);
    expect(incomplete).toEqual([]);
    // A speed patch pays in figures; a behaviour patch names the spec behaviour its e2e test checks.
    const unfounded = rows
      .filter((row) => {
        const gain = row.cells[5];
        const kind = UPSTREAM_PATCHES[row.patch as keyof typeof UPSTREAM_PATCHES]?.kind;
        return kind === 'speed' ? !/\d/.test(gain) : !/behaviour/i.test(gain);
      })
      .map((row) => `${readmeFile}:${row.line}: ${row.patch}'s gain must be measured figures (speed) or a behaviour`);
    expect(unfounded).toEqual([]);
  });
});

describe('UPSTREAM_PATCHES_OFF', () => {
  it('names patches to leave out, or all of them', () => {
    expect(patchesOff(undefined)).toEqual(new Set());
    expect(patchesOff(' idle-prefetch, prism ,')).toEqual(new Set(['idle-prefetch', 'prism']));
    expect(patchesOff('all')).toEqual(new Set(PATCH_NAMES));
  });

  it('fails the build on a name that is no patch, listing the patches there are', () => {
    expect(() => patchesOff('idle-prefetch,idle-prefetching')).toThrow(
      /UPSTREAM_PATCHES_OFF: no patch named idle-prefetching; the patches are .*idle-prefetch/,
    );
  });
});
