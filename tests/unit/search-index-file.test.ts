// The saved search index (search/snapshot.ts): the service restored from it answers exactly as one that indexes
// the records itself, and one saved for other records, or cut short, is reported and not used.
import {createHash} from 'node:crypto';
import {readdirSync, readFileSync, statSync, truncateSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {SearchIndex, type SearchParams} from '../../search/query';
import type {DocSearchRecord} from '../../search/records';
import {loadSearchIndex, RECORDS_FILE} from '../../search/server';
import {INDEX_FILE, INDEX_FORMAT, readIndexFile} from '../../search/snapshot';
import {writeRecordsFile} from '../../src/plugins/build-output/search-records';
import {makeBuild} from './search-service';

const recordsOf = (dir: string) => JSON.parse(readFileSync(path.join(dir, RECORDS_FILE), 'utf8')) as DocSearchRecord[];

/** An answer without what differs from one call to the next. */
function answer(index: SearchIndex, params: SearchParams) {
  const {processingTimeMS: _time, ...rest} = index.search(params);
  return rest;
}

// Prefixes, typos, several words, synonyms, stop words, pages, facets and filters, the empty query.
const QUERIES: SearchParams[] = [
  {query: 's'},
  {query: 'si'},
  {query: 'sim'},
  {query: 'simm'},
  {query: 'roamign'},
  {query: 'apn modem'},
  {query: 'the device policy'},
  {query: 'openvpn windows certificate'},
  {query: 'sms', hitsPerPage: 5, page: 2},
  {query: 'data session', facets: ['language', 'docusaurus_tag']},
  {query: 'token', facetFilters: [['language:en'], ['docusaurus_tag:default', 'docusaurus_tag:docs-x']]},
  {query: 'tunnel', facetFilters: ['url_without_anchor:https://docs.test/page-3'], facets: ['*', 'url']},
  {query: '', hitsPerPage: 3},
];

describe('the saved search index', () => {
  const dir = makeBuild({pages: 40, recordsPerPage: 30});
  const records = recordsOf(dir);

  it('restores an index that answers every query exactly as one built from the records', () => {
    const built = new SearchIndex(records);
    const {saved, records: source} = readIndexFile(path.join(dir, INDEX_FILE), path.join(dir, RECORDS_FILE));
    const restored = new SearchIndex(saved, source);
    expect(restored.size).toBe(records.length);
    for (const params of QUERIES)
      expect(answer(restored, params), JSON.stringify(params)).toEqual(answer(built, params));
  });

  it('parses a record only when an answer shows it', () => {
    const {saved, records: source} = readIndexFile(path.join(dir, INDEX_FILE), path.join(dir, RECORDS_FILE));
    const read = new Set<number>();
    const restored = new SearchIndex(saved, {length: source.length, get: (doc) => (read.add(doc), source.get(doc))});
    const facetClassReads = read.size;
    const {hits} = restored.search({query: 'sim', hitsPerPage: 5, facets: ['language']});
    expect(hits).toHaveLength(5);
    expect(read.size - facetClassReads).toBe(5);
  });

  it('writes the place of every record, so each reads back as written', () => {
    const {records: source} = readIndexFile(path.join(dir, INDEX_FILE), path.join(dir, RECORDS_FILE));
    expect(Array.from({length: source.length}, (_, doc) => source.get(doc))).toEqual(records);
    expect(readdirSync(dir).filter((name) => name.endsWith('.partial'))).toEqual([]);
  });

  it('saves an index of no records', () => {
    const empty = makeBuild({pages: 0});
    expect(
      loadSearchIndex(empty, () => expect.fail('no saved index should be refused')).search({query: 'sim'}).nbHits,
    ).toBe(0);
  });

  it('is not used for records other than its own: the service says so and indexes the records', () => {
    const other = makeBuild({pages: 40, recordsPerPage: 30});
    // Records of the same count, length and objectIDs, with other words: 'sim' in each written 'mis'.
    const changed = records.map((record) => ({
      ...record,
      content: record.content && record.content.replace(/\bsim\b/g, 'mis'),
    }));
    writeRecordsFile(other, [changed]);
    const indexFile = readFileSync(path.join(other, INDEX_FILE));
    writeRecordsFile(other, [records]);
    expect(readFileSync(path.join(other, INDEX_FILE))).not.toEqual(indexFile);
    writeFileSync(path.join(other, INDEX_FILE), indexFile);
    const lines: string[] = [];
    const index = loadSearchIndex(other, (line) => lines.push(line));
    expect(lines).toEqual([
      expect.stringMatching(
        /\.search-index\.bin: saved for other records \(.*\); indexing \.search-records\.json instead$/,
      ),
    ]);
    expect(answer(index, {query: 'sim'})).toEqual(answer(new SearchIndex(records), {query: 'sim'}));
  });

  it("counts and filters facets by each record's own values, empty and missing ones apart", () => {
    const languages = ['en', 'fr', '', undefined];
    const varied = records.map((record, position) => {
      const {language: _language, ...rest} = record;
      const language = languages[position % languages.length];
      return {
        ...rest,
        ...(language === undefined ? {} : {language}),
        // One URL per record, so the counts over the best record of each URL are counts over all of them.
        url: `${record.url_without_anchor}#r${position}`,
        anchor: `r${position}`,
        docusaurus_tag: position % 5 === 0 ? [] : record.docusaurus_tag,
      } as DocSearchRecord;
    });
    const variedDir = makeBuild({pages: 1, recordsPerPage: 1});
    writeRecordsFile(variedDir, [varied]);
    const index = loadSearchIndex(variedDir, (line) => expect.fail(line));
    const count = (values: (string | undefined)[]) =>
      values.reduce<Record<string, number>>(
        (counts, value) => (value === undefined ? counts : {...counts, [value]: (counts[value] ?? 0) + 1}),
        {},
      );
    const {facets} = index.search({query: '', hitsPerPage: 1, facets: ['language', 'docusaurus_tag']});
    expect(facets).toEqual({
      language: count(varied.map((record) => record.language)),
      docusaurus_tag: count(varied.flatMap((record) => record.docusaurus_tag)),
    });
    expect(index.search({query: '', facetFilters: ['language:']}).nbHits).toBe(
      varied.filter((record) => record.language === '').length,
    );
  });

  it('filters and counts only the attributes for faceting, as Algolia does', () => {
    const index = loadSearchIndex(dir, (line) => expect.fail(line));
    const page = records[0].url_without_anchor;
    const onPage = new Set(records.filter((record) => record.url_without_anchor === page).map((record) => record.url));
    expect(index.search({query: '', facetFilters: [`url_without_anchor:${page}`]}).nbHits).toBe(onPage.size);
    expect(index.search({query: '', facetFilters: [`url:${records[0].url}`]}).nbHits).toBe(0);
    expect(index.search({query: 'sim', facets: ['url', 'objectID']}).facets).toEqual({});
  });

  it('stays the index of the fixture until INDEX_FORMAT is raised', () => {
    // Words the indexing code treats specially: plurals, typographic apostrophes, accents, '_', numbers.
    const fixture = makeBuild({pages: 3, recordsPerPage: 8});
    const words = "Policies, SIMs and the modem’s APNs: naïve Ünïcödé_words, 4G/5G bands 20 and 28, IMEIs' statuses";
    writeRecordsFile(fixture, [
      recordsOf(fixture).map((record) => ({...record, content: `${record.content ?? ''} ${words}`})),
    ]);
    const hash = createHash('sha256')
      .update(readFileSync(path.join(fixture, INDEX_FILE)))
      .digest('hex');
    expect(
      {format: INDEX_FORMAT, hash},
      'The saved index of the fixture changed: raise INDEX_FORMAT in search/snapshot.ts (older files must be refused) and pin the new hash here',
    ).toEqual({format: 3, hash: '2ca09b6213352f4d714fd79e31cc6b821b193f87f97fc5e71f3edb745d36d2eb'});
  });

  it('is not used when its arrays are not the ones this code saves, or disagree: the service says so', () => {
    const broken = makeBuild({pages: 40, recordsPerPage: 30});
    const indexFile = path.join(broken, INDEX_FILE);
    const original = readFileSync(indexFile);
    // Same length, so every array stays where it was: one renamed, then one a record short.
    const edit = (from: string, to: string) => {
      const text = original.toString('latin1');
      expect(text).toContain(from);
      writeFileSync(indexFile, Buffer.from(text.replace(from, to), 'latin1'));
      const lines: string[] = [];
      const index = loadSearchIndex(broken, (line) => lines.push(line));
      expect(index.search({query: 'sim'}).nbHits).toBeGreaterThan(0);
      return lines;
    };
    expect(edit('"name":"pageOf"', '"name":"pageXf"')).toEqual([
      expect.stringMatching(/: arrays .*pageXf.*; indexing/),
    ]);
    expect(
      edit('"name":"pageOf","type":"Int32Array","length":1200', '"name":"pageOf","type":"Int32Array","length":1199'),
    ).toEqual([
      expect.stringMatching(
        /: cannot restore it \(Error: the saved index has 1199 records, the records 1200\); indexing/,
      ),
    ]);
  });

  it('is not used when cut short: the service says so and indexes the records', () => {
    const cut = makeBuild({pages: 5, recordsPerPage: 10});
    const indexFile = path.join(cut, INDEX_FILE);
    truncateSync(indexFile, Math.floor(statSync(indexFile).size / 2));
    const lines: string[] = [];
    const index = loadSearchIndex(cut, (line) => lines.push(line));
    expect(lines).toEqual([expect.stringMatching(/cut short in \w+; indexing/)]);
    expect(index.search({query: 'sim'}).nbHits).toBeGreaterThan(0);
  });
});
