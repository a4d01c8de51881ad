import {createHash} from 'node:crypto';
import {closeSync, openSync, readFileSync, renameSync, writeSync} from 'node:fs';
import path from 'node:path';
import {IndexBuilder} from '../../../search/query';
import {extractRecords, isIndexable, type DocSearchRecord} from '../../../search/records';
import {RECORDS_FILE} from '../../../search/server';
import {INDEX_FILE, writeIndexFile} from '../../../search/snapshot';
import {graphqlReferenceDir} from '../api-reference/graphql';
import {restReferenceDir} from '../api-reference/rest';
import {routeOfHtmlFile, type ParsedPage} from './files';

/**
 * The routes of the generated API reference, whose records rank below the guides' when a query matches both
 * equally (the custom ranking's page rank): a reader who types a bare topic word ("graphql", "quota") wants the
 * guide first, and the guide links its reference.
 */
const generatedReferenceRoutes = [restReferenceDir, graphqlReferenceDir].map(
  (dir) => `/${path.posix.relative('docs', dir)}/`,
);
const GENERATED_REFERENCE_PAGE_RANK = -1;

/** A page's rank for the custom ranking (DocSearch's `pageRank`, 0 unless set). */
export function pageRankOf(route: string): number {
  return generatedReferenceRoutes.some((prefix) => route.startsWith(prefix)) ? GENERATED_REFERENCE_PAGE_RANK : 0;
}

/**
 * JSON.stringify's text with every character beyond ASCII written as a \u escape: the same value when parsed,
 * but the service reads a file of one-byte characters about 2.5 times faster (120 MB at ten times the pages:
 * 1.3 s to decode with a few thousand typographic quotes and dashes in it, 0.5 s without).
 */
export function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * Writes `<outDir>/.search-records.json`, the JSON array of the records of `batches` in order, holding no more
 * than one batch at a time (at ten times the pages, all records and their JSON took about 0.5 GB while the build
 * was at its peak). Indexes them as it goes, and writes the index, with where each record starts in the file, to
 * `<outDir>/.search-index.bin` (search/snapshot.ts), which the service starts from. Returns the record count.
 */
export function writeRecordsFile(outDir: string, batches: Iterable<DocSearchRecord[]>): number {
  // Both files are written under other names and renamed, the records last: `npm run dev` starts its service again
  // when the records change, and then finds their index in place. A service starting between the two renames
  // finds the new index with the old records, refuses it (the records' hash differs) and indexes the records.
  const recordsFile = path.join(outDir, RECORDS_FILE);
  const indexFile = path.join(outDir, INDEX_FILE);
  const partial = (file: string) => `${file}.partial`;
  const file = openSync(partial(recordsFile), 'w');
  const index = new IndexBuilder();
  let records = 0;
  // Where each record starts in the file: after the '[' and after each record and its comma (ASCII: one byte a character).
  const starts = [1];
  const hash = createHash('sha256');
  const write = (text: string) => {
    writeSync(file, text);
    hash.update(text, 'utf8');
  };
  try {
    // JSON.stringify of the whole array is its elements' JSON, comma-separated, in brackets.
    write('[');
    for (const batch of batches) {
      if (batch.length === 0) continue;
      const texts = batch.map((record) => asciiJson(record));
      write(`${records === 0 ? '' : ','}${texts.join(',')}`);
      for (const text of texts) starts.push(starts[starts.length - 1] + text.length + 1);
      for (const record of batch) index.add(record);
      records += batch.length;
    }
    write(']');
  } finally {
    closeSync(file);
  }
  // An empty array is '[]': two bytes, as the one start (1) and its bracket make.
  const bytes = starts[starts.length - 1] + (records === 0 ? 1 : 0);
  writeIndexFile(partial(indexFile), index.saved(), {
    bytes,
    starts: Float64Array.from(starts),
    sha256: hash.digest('hex'),
  });
  renameSync(partial(indexFile), indexFile);
  renameSync(partial(recordsFile), recordsFile);
  return records;
}

/** Writes the DocSearch records of every indexable page of `pages`, and their index (see `writeRecordsFile`). */
export function writeSearchRecords({
  outDir,
  pages,
  siteUrl,
  extraRecordsFile,
}: {
  outDir: string;
  /** Taken one at a time: only the page being indexed is held. */
  pages: Iterable<ParsedPage>;
  siteUrl: string;
  /** Records appended as they are (the e2e build adds records whose text is hostile HTML). */
  extraRecordsFile?: string;
}): {records: number; pages: number} {
  let indexedPages = 0;
  function* batches(): Generator<DocSearchRecord[]> {
    for (const {file, $} of pages) {
      if (path.basename(file) === '404.html' || !isIndexable($)) continue;
      indexedPages++;
      const route = routeOfHtmlFile(outDir, file);
      yield extractRecords($, new URL(route, siteUrl).href, pageRankOf(route));
    }
    if (extraRecordsFile) yield JSON.parse(readFileSync(extraRecordsFile, 'utf8')) as DocSearchRecord[];
  }
  const records = writeRecordsFile(outDir, batches());
  return {records, pages: indexedPages};
}
