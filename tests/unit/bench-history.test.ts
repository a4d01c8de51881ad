import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {drawHistoryChart, historyFile, readHistory, recordRun, type HistoryEntry} from '../../bench/history';
import {pageDifferences} from '../../bench/parity';

const temporaryDirs: string[] = [];
const temporaryDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-history-'));
  temporaryDirs.push(dir);
  return dir;
};
afterEach(() => temporaryDirs.splice(0).forEach((dir) => rmSync(dir, {recursive: true, force: true})));

const run = (date: string, ctrlK: number, stockCtrlK?: number): HistoryEntry => ({
  date,
  commit: 'abc1234',
  ctrlKToHitsMs: {ours: ctrlK, stock: stockCtrlK},
});

describe('the benchmark history', () => {
  it('is committed, and every entry in it has a date and a commit', () => {
    expect(readHistory(historyFile).length).toBeGreaterThan(0);
  });

  it('appends a run as one JSON line and draws the chart from every line', () => {
    const dir = temporaryDir();
    const file = path.join(dir, 'history.jsonl');
    const chart = path.join(dir, 'history.svg');
    recordRun(run('2026-11-28T10:00:00.000Z', 300, 330), file, chart);
    recordRun(run('2026-11-28T12:00:00.000Z', 280, 310), file, chart);
    expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(2);
    expect(readHistory(file).map((entry) => entry.ctrlKToHitsMs?.ours)).toEqual([300, 280]);
    expect(readFileSync(chart, 'utf8')).toContain('over 2 runs');
  });

  it('names the line of an entry without a date or a commit', () => {
    const file = path.join(temporaryDir(), 'history.jsonl');
    writeFileSync(file, `${JSON.stringify(run('2026-11-28T10:00:00.000Z', 1))}\n{"date": "2026-11-28"}\n`);
    expect(() => readHistory(file)).toThrow(`${file}:2: an entry needs a date and a commit`);
  });

  it('draws ours and stock as one line each per panel, broken where a run did not measure the figure', () => {
    const svg = drawHistoryChart([
      run('2026-11-26T10:00:00.000Z', 300, 330),
      run('2026-11-27T10:00:00.000Z', 290),
      run('2026-11-28T10:00:00.000Z', 280, 310),
    ]);
    const polylines = svg.match(/<polyline[^>]*>/g) ?? [];
    // Ctrl+K: ours's three runs make a line; stock's two, with a run between them that did not measure it, do not.
    // The other two panels have no figures, so no lines.
    expect(polylines).toHaveLength(1);
    expect(svg.match(/<circle/g)).toHaveLength(5);
    expect(svg).toContain('First-load JS, gzip (kB)');
  });
});

describe('the webpack build against the Faster build', () => {
  const writePage = (dir: string, file: string, html: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    writeFileSync(path.join(dir, file), html);
  };

  it('finds no difference between the same pages minified differently', () => {
    const [faster, webpack] = [temporaryDir(), temporaryDir()];
    writePage(faster, 'a/index.html', '<title>A</title><h2 id="x">X</h2><a href="/b">b</a>');
    writePage(
      webpack,
      'a/index.html',
      '<html><head><title>A</title></head><body><h2 id="x">X</h2><a href="/b">b</a></body></html>',
    );
    expect(pageDifferences(faster, webpack)).toEqual([]);
  });

  it('names a page only one build has, and a page whose anchors differ', () => {
    const [faster, webpack] = [temporaryDir(), temporaryDir()];
    writePage(faster, 'a.html', '<title>A</title><h2 id="x">X</h2>');
    writePage(webpack, 'a.html', '<title>A</title><h2 id="y">X</h2>');
    writePage(faster, 'only.html', '<title>O</title>');
    expect(pageDifferences(faster, webpack)).toEqual([
      'only.html: only in the Faster build',
      'a.html, ids: Faster "x", webpack "y"',
    ]);
  });
});
