import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {extractRecords, isIndexable, parsePage, type DocSearchRecord} from '../../../search/records';
import {RECORDS_FILE} from '../../../search/server';
import {routeOfHtmlFile} from './files';

/** Writes the DocSearch records of every indexable page to `<outDir>/.search-records.json`. */
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
  const records: DocSearchRecord[] = [];
  let pages = 0;
  for (const file of htmlFiles.filter((name) => path.basename(name) !== '404.html')) {
    // Parsed once for both: parsing is most of what the records cost.
    const page = parsePage(readFileSync(file, 'utf8'));
    if (!isIndexable(page)) continue;
    pages++;
    records.push(...extractRecords(page, new URL(routeOfHtmlFile(outDir, file), siteUrl).href));
  }
  if (extraRecordsFile) records.push(...(JSON.parse(readFileSync(extraRecordsFile, 'utf8')) as DocSearchRecord[]));
  writeFileSync(path.join(outDir, RECORDS_FILE), JSON.stringify(records));
  return {records: records.length, pages};
}
