import {mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {heaviestPages, routeOf} from '../../bench/pages';
import {headingsOf} from '../../bench/search-latency';
import {
  formatTable,
  kilobytes,
  meetsTarget,
  percentile,
  row,
  sampleQueries,
  seconds,
  seededRandom,
  typingPrefixes,
} from '../../bench/stats';
import type {DocSearchRecord} from '../../search/records';

describe('percentile', () => {
  const values = [15, 20, 35, 40, 50];

  it('takes the nearest rank, always a measured value', () => {
    expect(percentile(values, 25)).toBe(20);
    expect(percentile(values, 30)).toBe(20);
    expect(percentile(values, 40)).toBe(20);
    expect(percentile(values, 50)).toBe(35);
    expect(percentile(values, 100)).toBe(50);
    expect(percentile(values, 0)).toBe(15);
  });

  it('does not depend on the order of the values', () => {
    expect(percentile([50, 15, 40, 35, 20], 50)).toBe(35);
  });

  it('puts p95 and p99 of 1,000 values at the 950th and 990th', () => {
    const thousand = Array.from({length: 1000}, (_, index) => 1000 - index);
    expect(percentile(thousand, 95)).toBe(950);
    expect(percentile(thousand, 99)).toBe(990);
  });

  it('refuses no values and percentiles outside 0–100', () => {
    expect(() => percentile([], 50)).toThrow();
    expect(() => percentile(values, 101)).toThrow();
  });
});

describe('query sampling', () => {
  it('types a heading one keystroke at a time, sending nothing for a space', () => {
    expect(typingPrefixes('  Set  up')).toEqual(['S', 'Se', 'Set', 'Set u', 'Set up']);
  });

  it('draws the same queries for the same seed, and other ones for another seed', () => {
    const headings = ['Configure the APN', 'Data roaming', 'Release SIMs', 'Send an SMS'];
    const first = sampleQueries(headings, 50, 1);
    expect(sampleQueries(headings, 50, 1)).toEqual(first);
    expect(sampleQueries(headings, 50, 2)).not.toEqual(first);
  });

  it('draws only prefixes of the headings, from all of them', () => {
    const headings = ['Configure the APN', 'Data roaming'];
    const queries = sampleQueries(headings, 200, 3);
    expect(queries).toHaveLength(200);
    for (const query of queries) expect(headings.some((heading) => heading.startsWith(query))).toBe(true);
    expect(queries.some((query) => query.startsWith('C'))).toBe(true);
    expect(queries.some((query) => query.startsWith('D'))).toBe(true);
  });

  it('keeps a seeded generator between 0 and 1', () => {
    const random = seededRandom(42);
    const draws = Array.from({length: 1000}, random);
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...draws)).toBeLessThan(1);
  });

  it('takes the distinct level 2 and 3 headings of the records', () => {
    const hierarchy = (lvl2: string | null, lvl3: string | null) =>
      ({hierarchy: {lvl0: 'Docs', lvl1: 'Page', lvl2, lvl3, lvl4: 'Deep', lvl5: null, lvl6: null}}) as DocSearchRecord;
    expect(headingsOf([hierarchy('Roaming', null), hierarchy('Roaming', 'On Android'), hierarchy(null, null)])).toEqual(
      ['Roaming', 'On Android'],
    );
  });
});

describe('targets and the table', () => {
  it('compares a value with its target', () => {
    expect(meetsTarget(20, {comparison: '<=', value: 20})).toBe(true);
    expect(meetsTarget(20.1, {comparison: '<=', value: 20})).toBe(false);
    expect(meetsTarget(95, {comparison: '>=', value: 95})).toBe(true);
    expect(meetsTarget(94, {comparison: '>=', value: 95})).toBe(false);
    expect(meetsTarget(99, {comparison: '=', value: 100})).toBe(false);
  });

  it('marks rows with a target met or NOT MET, and leaves the others blank', () => {
    const table = formatTable([
      row('Search p95', 25, '25.0 ms', {comparison: '<=', value: 20}, '<= 20 ms'),
      row('Search p50', 5, '5.0 ms'),
      row('Lighthouse mobile accessibility', 100, '100', {comparison: '=', value: 100}),
    ]);
    const [header, rule, p95, p50, accessibility] = table.split('\n');
    expect(header).toMatch(/^Metric\s+\| Value\s+\| Target\s+\| Status/);
    expect(rule).toMatch(/^-+-\|-/);
    expect(p95).toMatch(/Search p95 .*\| 25\.0 ms .*\| <= 20 ms .*\| NOT MET$/);
    expect(p50.trimEnd()).toMatch(/Search p50 .*\| 5\.0 ms\s+\|\s+\|$/);
    expect(accessibility).toMatch(/\| = 100 .*\| met\s*$/);
  });

  it('formats kilobytes of 1,000 bytes and seconds', () => {
    expect(kilobytes(170_000)).toBe('170.0 kB');
    expect(seconds(1234)).toBe('1.2 s');
  });
});

describe('pages', () => {
  const buildDir = mkdtempSync(path.join(os.tmpdir(), 'bench-pages-'));
  afterAll(() => rmSync(buildDir, {recursive: true, force: true}));
  const docPage = (words: number) =>
    `<html><head><meta name="docusaurus_tag" content="docs-default-current"></head><body><article>${'word '.repeat(words)}</article></body></html>`;

  it('serves a.html and a/index.html at /a', () => {
    expect(routeOf('index.html')).toBe('/');
    expect(routeOf(path.join('sdks', 'java', 'examples.html'))).toBe('/sdks/java/examples');
    expect(routeOf(path.join('apn-configuration', 'index.html'))).toBe('/apn-configuration');
  });

  it('finds the written doc page and the API reference page with the largest HTML, ignoring pages that are not docs', () => {
    mkdirSync(path.join(buildDir, 'sdks'), {recursive: true});
    mkdirSync(path.join(buildDir, 'rest', 'reference', 'sms'), {recursive: true});
    writeFileSync(path.join(buildDir, 'index.html'), docPage(10));
    writeFileSync(path.join(buildDir, 'sdks', 'long.html'), docPage(500));
    writeFileSync(path.join(buildDir, 'rest', 'reference', 'sms', 'send-sms.html'), docPage(900));
    writeFileSync(path.join(buildDir, 'rest', 'reference', 'sms', 'list-sms.html'), docPage(300));
    writeFileSync(path.join(buildDir, 'search.html'), `<html><body>${'x'.repeat(50_000)}</body></html>`);
    const {doc, reference} = heaviestPages(buildDir);
    expect(doc.route).toBe('/sdks/long');
    expect(reference?.route).toBe('/rest/reference/sms/send-sms');
  });
});
