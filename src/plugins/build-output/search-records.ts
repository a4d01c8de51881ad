import {closeSync, openSync, readFileSync, writeSync} from 'node:fs';
import path from 'node:path';
import {extractRecords, isIndexable, parsePage, type DocSearchRecord} from '../../../search/records';
import {RECORDS_FILE} from '../../../search/server';
import {routeOfHtmlFile} from './files';

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
 * Writes the DocSearch records of every indexable page to `<outDir>/.search-records.json`, page by page: the
 * file is the JSON array of all of them, but no more than one page's records are held at a time (at ten times
 * the pages, all of them and their JSON took about 0.5 GB while the build was at its peak).
 */
export function writeSearchRecords({
  outDir,
  htmlFiles,
  siteUrl,
  extraRecordsFile,
}: {
  outDir: string;
  htmlFiles: string[];
  siteUrl: string;
  /** Records appended as they are (the e2e build adds records whose text is hostile HTML). */
  extraRecordsFile?: string;
}): {records: number; pages: number} {
  const file = openSync(path.join(outDir, RECORDS_FILE), 'w');
  let records = 0;
  let pages = 0;
  // JSON.stringify of the whole array is its elements' JSON, comma-separated, in brackets.
  const write = (batch: DocSearchRecord[]) => {
    if (batch.length === 0) return;
    writeSync(file, `${records === 0 ? '' : ','}${batch.map((record) => asciiJson(record)).join(',')}`);
    records += batch.length;
  };
  try {
    writeSync(file, '[');
    for (const html of htmlFiles.filter((name) => path.basename(name) !== '404.html')) {
      // Parsed once for both: parsing is most of what the records cost.
      const page = parsePage(readFileSync(html, 'utf8'));
      if (!isIndexable(page)) continue;
      pages++;
      write(extractRecords(page, new URL(routeOfHtmlFile(outDir, html), siteUrl).href));
    }
    if (extraRecordsFile) write(JSON.parse(readFileSync(extraRecordsFile, 'utf8')) as DocSearchRecord[]);
    writeSync(file, ']');
  } finally {
    closeSync(file);
  }
  return {records, pages};
}
