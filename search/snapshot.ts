/**
 * The saved search index: what `IndexBuilder` computes from the records, written by the build beside the
 * records file, so that the service starts by reading typed arrays instead of tokenising every record (at ten
 * times the pages, 2.7 s of a 6.7 s start), and parses a record only when a query shows it.
 *
 * The file: 'DSIX', the header's length (uint32, little-endian), the header (JSON), then each array of the
 * header's list, 8-byte aligned, in the machine's byte order (the header says which: another one's is ignored).
 */
import {createHash} from 'node:crypto';
import {closeSync, openSync, readFileSync, writeSync} from 'node:fs';
import os from 'node:os';
import type {SavedTermIndex} from './engine';
import type {SavedSearchIndex, RecordSource} from './query';
import type {DocSearchRecord} from './records';

/** Where the build writes the saved index, inside the build folder (dotfiles are never served). */
export const INDEX_FILE = '.search-index.bin';
const MAGIC = 'DSIX';
/**
 * Raised whenever the layout of the file or what the indexing code saves in it changes (a unit test pins the
 * index of a fixture, and fails until this is raised): an older file is then refused, not served.
 */
export const INDEX_FORMAT = 3;

type NumericArray = Int32Array | Uint32Array | Uint16Array | Float64Array;
const ARRAY_TYPES = {Int32Array, Uint32Array, Uint16Array, Float64Array} as const;
type ArrayType = keyof typeof ARRAY_TYPES;

/** An index of nothing, whose arrays name and type those of every saved index. */
const EMPTY_INDEX: SavedSearchIndex = {
  terms: {
    terms: [],
    postingStarts: new Int32Array(0),
    postings: new Int32Array(0),
    counts: new Uint32Array(0),
    fieldLength: new Uint16Array(0),
    averageFieldLength: new Float64Array(0),
  },
  attributesWithWord: new Int32Array(0),
  pageStarts: new Int32Array(0),
  pages: new Int32Array(0),
  pageOf: new Int32Array(0),
  pageUrls: [],
  urlOf: new Int32Array(0),
  urlCount: 0,
  facetClassOf: new Int32Array(0),
  facetClassRecords: new Int32Array(0),
  weightOrder: new Int32Array(0),
  textPages: new Int32Array(0),
};

/** The arrays of a saved index, by name, in the order they are written. */
function arraysOf(saved: SavedSearchIndex, recordStarts: Float64Array): Record<string, NumericArray> {
  const {terms, ...index} = saved;
  return {
    postingStarts: terms.postingStarts,
    postings: terms.postings,
    counts: terms.counts,
    fieldLength: terms.fieldLength,
    averageFieldLength: terms.averageFieldLength,
    attributesWithWord: index.attributesWithWord,
    pageStarts: index.pageStarts,
    pages: index.pages,
    pageOf: index.pageOf,
    urlOf: index.urlOf,
    facetClassOf: index.facetClassOf,
    facetClassRecords: index.facetClassRecords,
    weightOrder: index.weightOrder,
    textPages: index.textPages,
    recordStarts,
  };
}

interface Header {
  format: number;
  endianness: string;
  /** The records file this index is of: its length, its records and its SHA-256 (hex). */
  records: {bytes: number; count: number; sha256: string};
  terms: readonly string[];
  pageUrls: string[];
  urlCount: number;
  arrays: {name: string; type: ArrayType; length: number}[];
}

const aligned = (offset: number) => Math.ceil(offset / 8) * 8;

/**
 * Writes the saved index of the records file that the build just wrote: `recordStarts` holds where each record's
 * JSON starts in that file and, last, where the one after the last would (the byte after it and its comma).
 */
export function writeIndexFile(
  file: string,
  saved: SavedSearchIndex,
  records: {bytes: number; starts: Float64Array; sha256: string},
): void {
  const arrays = arraysOf(saved, records.starts);
  const header: Header = {
    format: INDEX_FORMAT,
    endianness: os.endianness(),
    records: {
      bytes: records.bytes,
      count: records.starts.length - 1,
      sha256: records.sha256,
    },
    terms: saved.terms.terms,
    pageUrls: saved.pageUrls,
    urlCount: saved.urlCount,
    arrays: Object.entries(arrays).map(([name, array]) => ({
      name,
      type: array.constructor.name as ArrayType,
      length: array.length,
    })),
  };
  const headerBytes = Buffer.from(JSON.stringify(header), 'utf8');
  const prefix = Buffer.alloc(aligned(8 + headerBytes.length));
  prefix.write(MAGIC, 0, 'latin1');
  prefix.writeUInt32LE(headerBytes.length, 4);
  headerBytes.copy(prefix, 8);
  const fd = openSync(file, 'w');
  try {
    writeSync(fd, prefix);
    for (const array of Object.values(arrays)) {
      const bytes = Buffer.from(array.buffer, array.byteOffset, array.byteLength);
      writeSync(fd, bytes);
      writeSync(fd, Buffer.alloc(aligned(bytes.length) - bytes.length));
    }
  } finally {
    closeSync(fd);
  }
}

/** Thrown when a saved index cannot serve: the service then indexes the records itself. */
export class UnusableIndexFile extends Error {}

/**
 * The saved index in `indexFile` and the records of `recordsFile` it was saved for, each parsed when first
 * asked for. Throws UnusableIndexFile when the file is missing, of another format or machine, cut short, or of
 * another records file.
 */
export function readIndexFile(
  indexFile: string,
  recordsFile: string,
): {saved: SavedSearchIndex; records: RecordSource} {
  let file: Buffer;
  try {
    file = readFileSync(indexFile);
  } catch (error) {
    throw new UnusableIndexFile(`cannot read it (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  if (file.length < 8 || file.toString('latin1', 0, 4) !== MAGIC) throw new UnusableIndexFile('not a saved index');
  const headerEnd = 8 + file.readUInt32LE(4);
  let header: Header;
  try {
    header = JSON.parse(file.toString('utf8', 8, headerEnd)) as Header;
  } catch {
    throw new UnusableIndexFile('its header is cut short');
  }
  if (header.format !== INDEX_FORMAT) throw new UnusableIndexFile(`format ${header.format}, not ${INDEX_FORMAT}`);
  if (header.endianness !== os.endianness()) throw new UnusableIndexFile(`saved on a ${header.endianness} machine`);

  // Typed arrays over the file's bytes need their offsets aligned to 8: a copy that is, when the file is not.
  const bytes = file.byteOffset % 8 === 0 ? file : Buffer.from(file);
  const expected = Object.entries(arraysOf(EMPTY_INDEX, new Float64Array(0))).map(
    ([name, array]) => `${name}:${array.constructor.name}`,
  );
  const listed = (header.arrays ?? []).map(({name, type}) => `${name}:${type}`);
  if (listed.join() !== expected.join()) throw new UnusableIndexFile(`arrays ${listed.join()}, not ${expected.join()}`);
  const arrays: Record<string, NumericArray> = {};
  let offset = aligned(headerEnd);
  for (const {name, type, length} of header.arrays) {
    const Type = ARRAY_TYPES[type] as (typeof ARRAY_TYPES)[ArrayType] | undefined;
    if (!Type) throw new UnusableIndexFile(`unknown array type ${type}`);
    const end = offset + length * Type.BYTES_PER_ELEMENT;
    if (end > bytes.length) throw new UnusableIndexFile(`cut short in ${name}`);
    arrays[name] = new Type(bytes.buffer as ArrayBuffer, bytes.byteOffset + offset, length);
    offset = aligned(end);
  }

  // The records are checked whole (70 ms for 120 MB): a record read at the wrong place would be another record.
  const records = readFileSync(recordsFile);
  const saved = header.records;
  if (records.length !== saved.bytes || createHash('sha256').update(records).digest('hex') !== saved.sha256) {
    throw new UnusableIndexFile(`saved for other records (${saved.count} records in ${saved.bytes} bytes)`);
  }
  const source = recordsIn(records, arrays.recordStarts as Float64Array);

  const terms: SavedTermIndex = {
    terms: header.terms,
    postingStarts: arrays.postingStarts as Int32Array,
    postings: arrays.postings as Int32Array,
    counts: arrays.counts as Uint32Array,
    fieldLength: arrays.fieldLength as Uint16Array,
    averageFieldLength: arrays.averageFieldLength as Float64Array,
  };
  const index: SavedSearchIndex = {
    terms,
    attributesWithWord: arrays.attributesWithWord as Int32Array,
    pageStarts: arrays.pageStarts as Int32Array,
    pages: arrays.pages as Int32Array,
    pageOf: arrays.pageOf as Int32Array,
    pageUrls: header.pageUrls,
    urlOf: arrays.urlOf as Int32Array,
    urlCount: header.urlCount,
    facetClassOf: arrays.facetClassOf as Int32Array,
    facetClassRecords: arrays.facetClassRecords as Int32Array,
    weightOrder: arrays.weightOrder as Int32Array,
    textPages: arrays.textPages as Int32Array,
  };
  return {saved: index, records: source};
}

/**
 * The records of a records file read into memory, each parsed the first time it is asked for and kept: the file
 * is ASCII (see asciiJson), so a record's bytes are its characters.
 */
function recordsIn(file: Buffer, starts: Float64Array): RecordSource {
  const parsed: (DocSearchRecord | undefined)[] = [];
  return {
    length: Math.max(0, starts.length - 1),
    get(doc) {
      // The record's JSON runs to the comma (or bracket) before the next one's start.
      return (parsed[doc] ??= JSON.parse(file.toString('latin1', starts[doc], starts[doc + 1] - 1)) as DocSearchRecord);
    },
  };
}
