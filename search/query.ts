import {randomUUID} from 'node:crypto';
import {
  and,
  editDistance,
  EMPTY_SET,
  FIELDS,
  or,
  popCount,
  ScratchArrays,
  TermIndex,
  within,
  type Among,
  type Derived,
  type DocSet,
  type SavedTermIndex,
} from './engine';
import {LEVELS, type DocSearchRecord} from './records';
import {indexSettings} from './settings';
import {synonyms} from './synonyms';
import {escapeHtml} from './escape-html';

/** DocSearch caps its input at 64 characters; the service does the same for any client. */
export const MAX_QUERY_LENGTH = 64;
const DEFAULT_HITS_PER_PAGE = 20;
const MAX_HITS_PER_PAGE = 1000;
/** Hits of a page for an empty query, which matches every record. */
export const MAX_EMPTY_QUERY_HITS = 100;
const DEFAULT_SNIPPET_WORDS = 10;
/**
 * Rankings kept for recent queries: readers typing the same first letters get the same answer, and a one- or
 * two-letter prefix is the costliest query to rank (90-200 ms at ten times the pages). Each holds its top hits
 * (and, for a query asking for facet counts, the number of the best record of each URL).
 */
const RECENT_RANKINGS = 1000;
/** With all the words on fewer pages than this, pages with some of them are answers too. */
const FEW_PAGES = 5;
/** Records with only some of the words that are ranked at most. */
const MAX_PARTIAL_MATCHES = 500;
/**
 * A record whose text (headings below the page title, and content) this many pages repeat is boilerplate, such as the
 * error responses every generated operation page lists: it ranks after records with as many of the words that are a
 * page's own, so that "429 retry-after" finds the page about rate limits, not the fiftieth copy of one table.
 */
const REPEATED_ON_PAGES = 5;
const NO_TEXT = -1;

/**
 * The index settings (search/settings.ts) this engine applies; the ones it would ignore do not
 * belong in that file, which Algolia gets too (a unit test holds the two together).
 */
export const APPLIED_SETTINGS = [
  'attributesForFaceting', // FACET_ATTRIBUTES: the only attributes that filter and count
  'attributesToRetrieve', // the default of `pick`
  'attributesToHighlight', // every searchable attribute is highlighted
  'attributesToSnippet', // the default of `formatHit`
  'searchableAttributes', // ATTRIBUTES, in order, unordered within each
  'distinct', // `bestPerUrl`
  'attributeForDistinct',
  'customRanking', // `byCustomRanking`
  'ranking', // `byRanking`
  'highlightPreTag',
  'highlightPostTag',
  'minWordSizefor1Typo', // `allowedTypos`
  'minWordSizefor2Typos',
  'allowTyposOnNumericTokens',
  'ignorePlurals', // `singular`
  'removeStopWords', // STOP_WORDS
  'removeWordsIfNoResults', // the partial matches of `rank`
  'optionalWords', // `planQuery`
  'separatorsToIndex', // WORD
] as const;

/** Searchable attributes in Algolia's order of importance for the Docusaurus template. */
const ATTRIBUTES = [...LEVELS.map((level) => `hierarchy.${level}`), 'content'] as const;
type Attribute = (typeof ATTRIBUTES)[number];
const FIELD_OF: Record<Attribute, string> = Object.fromEntries(
  ATTRIBUTES.map((attribute) => [attribute, attribute.replace('hierarchy.', '')]),
) as Record<Attribute, string>;

/**
 * Words too common to require (`removeStopWords` in the settings: Algolia's English list, of which
 * these are the ones readers type into this site's search); a query of only these still searches them.
 * Left out: words the site's phrases need ("no data", "not registered", "read only", "too many requests",
 * "retry-after", "registers but gets no IP"), and "me", the start of words such as "message" being typed.
 */
const STOP_WORDS = new Set(
  (
    'a about all an and another any are as at be been both by can could did do does each for from has have ' +
    'how i in into is it its just my of off on or our should so some than that the their then there these ' +
    'this those to up very was we were what when where which why will with would you your'
  ).split(' '),
);

export type FacetFilters = string | (string | string[])[];

/** The subset of Algolia's search parameters that DocSearch and the /search page send. */
export interface SearchParams {
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facetFilters?: FacetFilters;
  facets?: string[] | string;
  attributesToRetrieve?: string[];
  attributesToSnippet?: string[];
  attributesToHighlight?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  clickAnalytics?: boolean;
}

/** A ranked query: the answer but its hits, and the hits of the page asked for, formatted on demand. */
export interface PreparedSearch {
  summary: Omit<SearchResponse, 'hits'>;
  hitCount: number;
  formatHits(from: number, to: number): Record<string, unknown>[];
}

interface AttributeResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

export interface SearchResponse {
  hits: Record<string, unknown>[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: true;
  query: string;
  params: string;
  processingTimeMS: number;
  facets?: Record<string, Record<string, number>>;
  queryID?: string;
}

/** Splits text into words the same way for indexing, querying and highlighting; `_` is part of a word (separatorsToIndex). */
const WORD = /[\p{L}\p{N}_]+/gu;
function tokenize(text: string): string[] {
  return (text.match(WORD) ?? []).map((word) => word.toLowerCase());
}

/**
 * The singular of an English word, for `ignorePlurals`: a word and its plural are the same word
 * (`policies` and `policy`, `sims` and `sim`), while `status`, `access` or `analysis` stay whole.
 */
export function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ss|us|is)$/.test(word) || word.length <= 3) return word;
  if (/(ches|shes|xes|sses)$/.test(word)) return word.slice(0, -2);
  return word.endsWith('s') ? word.slice(0, -1) : word;
}

/** Hits on a page of the answer: as asked, 20 unless asked, fewer for an empty query. */
export function pageSize({query, hitsPerPage}: SearchParams): number {
  // An empty query matches every record; a page of all of them is work no reader needs.
  const empty = queryTerms(String(query ?? '').slice(0, MAX_QUERY_LENGTH)).length === 0;
  return clampInt(hitsPerPage, DEFAULT_HITS_PER_PAGE, 0, empty ? MAX_EMPTY_QUERY_HITS : MAX_HITS_PER_PAGE);
}

/** The words of a query that count: all but stop words, unless the query has only stop words. */
function queryTerms(query: string): string[] {
  const allTerms = tokenize(query);
  const meaningful = allTerms.filter((term) => !STOP_WORDS.has(term));
  return meaningful.length > 0 ? meaningful : allTerms;
}

/** Equivalent phrases by their first word, from search/synonyms.ts; each phrase as its words, singular. */
const SYNONYMS_BY_FIRST_WORD = new Map<string, string[][][]>();
for (const {synonyms: group = []} of synonyms) {
  const phrases = group.map((phrase) => tokenize(phrase).map(singular));
  for (const phrase of phrases) {
    const alternatives = [phrase, ...phrases.filter((other) => other !== phrase)];
    SYNONYMS_BY_FIRST_WORD.set(phrase[0], [...(SYNONYMS_BY_FIRST_WORD.get(phrase[0]) ?? []), alternatives]);
  }
}
const OPTIONAL_WORDS = new Set((indexSettings.optionalWords as string[] | undefined)?.map(singular) ?? []);

/**
 * One thing the reader asked for: a word, or a phrase with its synonyms, each alternative as words.
 * Optional ones (`optionalWords`) need not match; when they do, they count like the others.
 */
interface QueryPart {
  alternatives: string[][];
  optional: boolean;
}

/** A query's parts, the distinct words in them, and the word typed last, which may be a prefix. */
interface QueryPlan {
  parts: QueryPart[];
  words: string[];
  prefix: string | undefined;
  /** The words of the index each query word stands for, once found (see `derivedOf`). */
  derived: Map<string, Derived[]>;
}

/** The shortest half a word is split into, as Algolia's splitting of words run together. */
const MIN_SPLIT_LENGTH = 3;

/**
 * The two words `word` was typed for when they ran together ("eventtypes" for "event types"), as Algolia splits a
 * query word into two the index has; the most even split, or none.
 */
function splitOf(word: string, isKnown: (word: string) => boolean): string[] | undefined {
  let best: string[] | undefined;
  for (let at = MIN_SPLIT_LENGTH; at <= word.length - MIN_SPLIT_LENGTH; at++) {
    const [left, right] = [word.slice(0, at), singular(word.slice(at))];
    if (!isKnown(left) || !isKnown(right)) continue;
    if (!best || Math.abs(word.length - 2 * at) < Math.abs(word.length - 2 * best[0].length)) best = [left, right];
  }
  return best;
}

/**
 * The query's parts. With `isKnown` (whether the index has a word), words run together are also searched apart,
 * and two words also as the one word the index has for them ("data stream" and "datastream"), as Algolia's
 * splitting and concatenation do.
 */
function planQuery(terms: string[], isKnown?: (word: string) => boolean): QueryPlan {
  const singulars = terms.map(singular);
  const parts: QueryPart[] = [];
  for (let index = 0; index < singulars.length;) {
    // The longest synonym phrase starting here, else the word alone.
    const phrases = (SYNONYMS_BY_FIRST_WORD.get(singulars[index]) ?? []).filter((alternatives) =>
      alternatives[0].every((word, offset) => singulars[index + offset] === word),
    );
    const longest = phrases.sort((a, b) => b[0].length - a[0].length)[0];
    // Two words of which the index lacks one were one word split by the reader ("multi cloud"); two words it has
    // are searched as typed, not also as an identifier that joins them (`suspendSim`).
    const pair = singulars.slice(index, index + 2);
    if (!longest && isKnown && pair.length === 2 && !pair.every(isKnown)) {
      const joined = singular(terms[index] + terms[index + 1]);
      if (isKnown(joined)) {
        parts.push({alternatives: [[singulars[index], singulars[index + 1]], [joined]], optional: false});
        index += 2;
        continue;
      }
    }
    // A word the index has may still be two run together: an identifier (`eventTypes`) beside the words of a page.
    const split = !longest && isKnown ? splitOf(terms[index], isKnown) : undefined;
    const alternatives = longest ?? (split ? [[singulars[index]], split] : [[singulars[index]]]);
    // An optional word stays optional when it could also be two run together ("someone", "some one").
    parts.push({alternatives, optional: !longest && OPTIONAL_WORDS.has(singulars[index])});
    index += alternatives[0].length;
  }
  if (parts.every((part) => part.optional)) parts.forEach((part) => (part.optional = false));
  const prefix = terms.length > 0 ? singulars[singulars.length - 1] : undefined;
  const words = [...new Set(parts.flatMap((part) => part.alternatives.flat()))];
  // The prefix goes last, where the highlighter looks for it.
  if (prefix) words.push(...words.splice(words.indexOf(prefix), 1));
  return {parts, words, prefix, derived: new Map()};
}

/** Typos tolerated, as the index settings set them (none on numbers, allowTyposOnNumericTokens: false). */
function allowedTypos(term: string): number {
  if (!indexSettings.allowTyposOnNumericTokens && /^\d+$/.test(term)) return 0;
  return term.length >= indexSettings.minWordSizefor2Typos!
    ? 2
    : term.length >= indexSettings.minWordSizefor1Typo!
      ? 1
      : 0;
}

/** Whether a document word answers a query word: exactly (plurals alike), as a prefix (the last word only), or within the typo budget. */
function wordMatches(word: string, term: string, isLast: boolean): 'exact' | 'prefix' | 'typo' | null {
  if (word === term || singular(word) === term) return 'exact';
  if (isLast && word.startsWith(term)) return 'prefix';
  const budget = allowedTypos(term);
  return budget > 0 && editDistance(word, term, budget, 'one typo') <= budget ? 'typo' : null;
}

function getPath(record: DocSearchRecord, attribute: Attribute): string | null {
  return attribute === 'content'
    ? record.content
    : record.hierarchy[FIELD_OF[attribute] as keyof DocSearchRecord['hierarchy']];
}

function facetValues(record: DocSearchRecord, facet: string): string[] {
  const value = (record as unknown as Record<string, unknown>)[facet];
  if (Array.isArray(value)) return value.map(String);
  return value === undefined || value === null ? [] : [String(value)];
}

/** Algolia semantics: the outer list is AND, an inner list is OR, a leading '-' negates. */
function facetFilter(filters: FacetFilters | undefined): (valuesOf: (facet: string) => string[]) => boolean {
  if (!filters) return () => true;
  // Parsed once per query, as thousands of records may be checked.
  const parse = (filter: string) => {
    const negated = filter.startsWith('-');
    const [facet, ...rest] = (negated ? filter.slice(1) : filter).split(':');
    return {negated, facet, value: rest.join(':')};
  };
  const groups = (typeof filters === 'string' ? [filters] : filters).map((group) =>
    (Array.isArray(group) ? group : [group]).map(parse),
  );
  return (valuesOf) =>
    groups.every((group) => group.some(({negated, facet, value}) => valuesOf(facet).includes(value) !== negated));
}

interface Ranked {
  /** The record's number. */
  doc: number;
  /** Parts of the query found anywhere on the record's page: its hierarchy or any of its records. */
  pageWords: number;
  wordsMatched: number;
  typos: number;
  /** The sum over the parts matched of the most important attribute each is in (lower is better). */
  attribute: number;
  exact: number;
  /** Optional words the record has: they only break ties. */
  optionalMatched: number;
  score: number;
}

/** A ranking kept for a query: its first hits in order, and how many distinct hits it has. */
interface Ranking {
  top: Ranked[];
  nbHits: number;
  /** The best record (its number) of every URL, for facet counts, when a query asked for them. */
  distinct?: number[];
}

/** The records a query matches, scored, those from `partial` on having only some of the words. */
interface Candidates {
  docs: Int32Array;
  scores: Float64Array;
  partial: number;
  matched: {words: string[]; docs: Int32Array; partial: boolean}[];
}

const RELATION_CODE = {exact: 0, prefix: 1, typo: 2} as const;
const NO_RELATION = 3;
/** Facets whose values are few, by which records fall into a handful of classes a filter is checked once for. */
const CLASS_FACETS = ['language', 'version', 'docusaurus_tag', 'type'];
/** The facet whose value is the record's page, which the index numbers anyway. */
const PAGE_FACET = 'url_without_anchor';
/**
 * The attributes that filter and count (`attributesForFaceting`, without modifiers such as filterOnly()): as on
 * Algolia, a filter on another attribute matches no record and a count of one is left out. Each is a class facet or
 * the page, so neither needs the records themselves, which the service parses only to show them.
 */
const FACET_ATTRIBUTES = (indexSettings.attributesForFaceting ?? []).map((entry) =>
  entry.replace(/^(?:\w+\()+([^()]+)\)+$/, '$1'),
);
for (const facet of FACET_ATTRIBUTES) {
  if (!CLASS_FACETS.includes(facet) && facet !== PAGE_FACET) {
    throw new Error(`search/settings.ts: the engine cannot facet on ${facet} (only ${[...CLASS_FACETS, PAGE_FACET]})`);
  }
}
const NO_PAGES = new Int32Array(0);

/** Where a SearchIndex reads its records: all of them in memory, or each parsed from the records file when needed. */
export interface RecordSource {
  readonly length: number;
  get(doc: number): DocSearchRecord;
}

/** Records held in an array. */
export function recordArray(records: readonly DocSearchRecord[]): RecordSource {
  return {length: records.length, get: (doc) => records[doc]};
}

/**
 * Everything a SearchIndex computes from its records before the scores (see `IndexBuilder`): the build
 * saves it beside the records file (search/snapshot.ts) so that the service does not tokenise them again.
 */
export interface SavedSearchIndex {
  terms: SavedTermIndex;
  attributesWithWord: Int32Array;
  /** Word `id`'s pages are entries `pageStarts[id]` to `pageStarts[id + 1]` of `pages`. */
  pageStarts: Int32Array;
  pages: Int32Array;
  pageOf: Int32Array;
  /** Each page's URL (without anchor), by page number. */
  pageUrls: string[];
  urlOf: Int32Array;
  urlCount: number;
  facetClassOf: Int32Array;
  /** A record of each facet class, by record number. */
  facetClassRecords: Int32Array;
  weightOrder: Int32Array;
  /** By record: how many pages have a record of the same text (its headings below the page title and its content). */
  textPages: Int32Array;
}

/**
 * Adds records one at a time, in order, keeping none of them: the build indexes the records of one page
 * after another as it writes them, and never holds them all.
 */
export class IndexBuilder {
  private readonly index = new TermIndex();
  private count = 0;
  private readonly pages = new Map<string, number>();
  private readonly urls = new Map<string, number>();
  private readonly classes = new Map<string, number>();
  private readonly pageOf: number[] = [];
  private readonly urlOf: number[] = [];
  private readonly facetClassOf: number[] = [];
  private readonly facetClassRecords: number[] = [];
  private readonly weights: DocSearchRecord['weight'][] = [];
  /**
   * By record: the number of its text (see `SavedSearchIndex.textPages`), NO_TEXT for a page's title alone, which is
   * the page's own; by text: its pages, and the last one.
   */
  private readonly textOf: number[] = [];
  private readonly texts = new Map<string, number>();
  private readonly textPageCounts: number[] = [];
  private readonly textLastPages: number[] = [];
  // ignorePlurals: a plural is indexed as itself and as its singular, which queries search for. Per distinct
  // token, the numbers of the words it is indexed as, its singular last.
  private readonly termsOfToken = new Map<string, readonly number[]>();
  private readonly attributesWithWord: number[] = [];
  /** By word number: the last attribute (record * FIELDS + attribute + 1) counted for it. */
  private readonly lastAttribute: number[] = [];
  /** By word number: the pages (by URL without anchor, numbered) that have the word as a singular, ascending. */
  private readonly pagesWithWord: (number[] | undefined)[] = [];

  private termsOf(token: string): readonly number[] {
    let ids = this.termsOfToken.get(token);
    if (!ids) {
      const word = singular(token);
      ids = word === token ? [this.index.intern(token)] : [this.index.intern(token), this.index.intern(word)];
      this.termsOfToken.set(token, ids);
      while (this.attributesWithWord.length < this.index.terms.length) {
        this.attributesWithWord.push(0);
        this.lastAttribute.push(0);
        this.pagesWithWord.push(undefined);
      }
    }
    return ids;
  }

  /** The number of a record's text, its page counted among the text's pages; NO_TEXT for a page title alone. */
  private textNumber(record: DocSearchRecord, page: number): number {
    const text = [...LEVELS.slice(2).map((level) => record.hierarchy[level]), record.content];
    if (!text.some(Boolean)) return NO_TEXT;
    const key = JSON.stringify(text);
    let number = this.texts.get(key);
    if (number === undefined) {
      this.texts.set(key, (number = this.texts.size));
      this.textPageCounts.push(0);
      this.textLastPages.push(-1);
    }
    if (this.textLastPages[number] !== page) {
      this.textLastPages[number] = page;
      this.textPageCounts[number]++;
    }
    return number;
  }

  add(record: DocSearchRecord): void {
    const doc = this.count++;
    let page = this.pages.get(record.url_without_anchor);
    if (page === undefined) this.pages.set(record.url_without_anchor, (page = this.pages.size));
    this.pageOf.push(page);
    let url = this.urls.get(record.url);
    if (url === undefined) this.urls.set(record.url, (url = this.urls.size));
    this.urlOf.push(url);
    const classKey = JSON.stringify(CLASS_FACETS.map((facet) => facetValues(record, facet)));
    let facetClass = this.classes.get(classKey);
    if (facetClass === undefined) {
      this.classes.set(classKey, (facetClass = this.classes.size));
      this.facetClassRecords.push(doc);
    }
    this.facetClassOf.push(facetClass);
    this.weights.push(record.weight);
    this.textOf.push(this.textNumber(record, page));
    ATTRIBUTES.forEach((attribute, field) => {
      const tokenIds = tokenize(getPath(record, attribute) ?? '').map((token) => this.termsOf(token));
      this.index.addField(doc, field, tokenIds);
      const attributeKey = doc * FIELDS + field + 1;
      for (const ids of tokenIds) {
        const word = ids[ids.length - 1];
        if (this.lastAttribute[word] === attributeKey) continue;
        this.lastAttribute[word] = attributeKey;
        this.attributesWithWord[word]++;
        const list = (this.pagesWithWord[word] ??= []);
        if (list[list.length - 1] !== page) list.push(page);
      }
    });
  }

  /** The index of the records added. */
  saved(): SavedSearchIndex {
    const pageStarts = new Int32Array(this.pagesWithWord.length + 1);
    this.pagesWithWord.forEach((list, id) => (pageStarts[id + 1] = pageStarts[id] + (list?.length ?? 0)));
    const pages = new Int32Array(pageStarts[this.pagesWithWord.length]);
    this.pagesWithWord.forEach((list, id) => list && pages.set(list, pageStarts[id]));
    return {
      terms: this.index.saved(),
      attributesWithWord: Int32Array.from(this.attributesWithWord),
      pageStarts,
      pages,
      pageOf: Int32Array.from(this.pageOf),
      pageUrls: [...this.pages.keys()],
      urlOf: Int32Array.from(this.urlOf),
      urlCount: this.urls.size,
      facetClassOf: Int32Array.from(this.facetClassOf),
      facetClassRecords: Int32Array.from(this.facetClassRecords),
      weightOrder: weightOrderOf(this.weights),
      textPages: Int32Array.from(this.textOf, (text) => (text === NO_TEXT ? 1 : this.textPageCounts[text])),
    };
  }
}

/** The index of `records`, saved (see `IndexBuilder`). */
export function indexRecords(records: readonly DocSearchRecord[]): SavedSearchIndex {
  const builder = new IndexBuilder();
  for (const record of records) builder.add(record);
  return builder.saved();
}

/** An index answering Algolia search requests over DocSearch records. */
export class SearchIndex {
  private readonly records: RecordSource;
  private readonly index: TermIndex;
  private readonly recentRankings = new Map<string, Ranking>();
  /** By word number (TermIndex.intern): how many attributes of records have the word as a singular. */
  private readonly attributesWithWord: Int32Array;
  /** By word number: the pages (by URL without anchor, numbered) that have the word as a singular, ascending. */
  private readonly pagesWithWord: Int32Array[];
  private readonly pageOf: Int32Array;
  /** By page: its first record, the page's own (its title and description). */
  private readonly pageRecord: Int32Array;
  private readonly pageUrls: readonly string[];
  private readonly urlOf: Int32Array;
  private readonly urlCount: number;
  /** Each record's class of CLASS_FACETS values, and a record of each class. */
  private readonly facetClassOf: Int32Array;
  private readonly facetClasses: DocSearchRecord[];
  /**
   * Each record's place in the order of its weights (page rank, then level, then position; equal weights,
   * equal places), so that ranking compares one number where Algolia's custom ranking compares three.
   */
  private readonly weightOrder: Int32Array;
  /** By record: whether its text is the same on many pages (see `REPEATED_ON_PAGES`). */
  private readonly repeated: Uint8Array;
  /** Marks by record (a query's Among, a phase's records) and each candidate's place by record, borrowed per query. */
  private readonly recordMarks: ScratchArrays<Uint8Array>;
  private readonly recordPlaces: ScratchArrays<Int32Array>;
  /** The best candidate of each URL (distinct), borrowed per query. */
  private readonly urlBest: ScratchArrays<Int32Array>;

  /**
   * The index of `records`; or, from the build's saved index and a source of the same records, the same
   * index without tokenising them.
   */
  constructor(records: readonly DocSearchRecord[]);
  constructor(saved: SavedSearchIndex, records: RecordSource);
  constructor(recordsOrSaved: readonly DocSearchRecord[] | SavedSearchIndex, source?: RecordSource) {
    const saved = Array.isArray(recordsOrSaved) ? indexRecords(recordsOrSaved) : (recordsOrSaved as SavedSearchIndex);
    this.records = Array.isArray(recordsOrSaved) ? recordArray(recordsOrSaved) : source!;
    if (saved.pageOf.length !== this.records.length) {
      throw new Error(`the saved index has ${saved.pageOf.length} records, the records ${this.records.length}`);
    }
    this.index = TermIndex.restored(this.records.length, saved.terms);
    this.attributesWithWord = saved.attributesWithWord;
    this.pagesWithWord = Array.from(saved.terms.terms, (_, id) =>
      saved.pages.subarray(saved.pageStarts[id], saved.pageStarts[id + 1]),
    );
    this.pageOf = saved.pageOf;
    this.pageRecord = new Int32Array(saved.pageUrls.length).fill(-1);
    saved.pageOf.forEach((page, doc) => {
      if (this.pageRecord[page] < 0) this.pageRecord[page] = doc;
    });
    this.pageUrls = saved.pageUrls;
    this.urlOf = saved.urlOf;
    this.urlCount = saved.urlCount;
    this.facetClassOf = saved.facetClassOf;
    this.facetClasses = Array.from(saved.facetClassRecords, (doc) => this.records.get(doc));
    this.weightOrder = saved.weightOrder;
    this.repeated = Uint8Array.from(saved.textPages, (pages) => Number(pages >= REPEATED_ON_PAGES));
    this.recordMarks = new ScratchArrays(() => new Uint8Array(this.records.length));
    this.recordPlaces = new ScratchArrays(() => new Int32Array(this.records.length));
    this.urlBest = new ScratchArrays(() => new Int32Array(this.urlCount));
  }

  /** How many attributes of records have `word` (singular), as the ranking's word frequency. */
  private attributeCount(word: string): number {
    const id = this.index.idOf(word);
    return id === undefined ? 0 : this.attributesWithWord[id];
  }

  /** The pages that have `word` (singular). */
  private pagesOf(word: string): Int32Array {
    const id = this.index.idOf(word);
    return id === undefined ? NO_PAGES : this.pagesWithWord[id];
  }

  /**
   * About how many records a part matches, to look the rarest parts up first: for each alternative, the attributes
   * with its rarest word in any form the query expands it to (longer forms of the word being typed, typos). Only
   * the work depends on it: a short prefix had counted as the most common part, so a query such as "simcom copy 6"
   * read the common word "copy" across the whole index, where the records of "6…" were ten times fewer.
   */
  private frequencyOf({alternatives}: QueryPart, plan: QueryPlan): number {
    const frequency = (term: string) => this.index.postingCount(this.derivedOf(term, plan));
    return alternatives.reduce((sum, words) => sum + Math.min(...words.map(frequency)), 0);
  }

  get size(): number {
    return this.records.length;
  }

  search(params: SearchParams): SearchResponse {
    const {summary, hitCount, formatHits} = this.prepare(params);
    return {hits: formatHits(0, hitCount), ...summary};
  }

  /**
   * Ranks the records for a query and returns the answer without its hits, and a function that formats
   * hits `from` to `to` of the page asked for: the server formats and sends a long page in parts.
   */
  prepare(params: SearchParams): PreparedSearch {
    const started = performance.now();
    const query = String(params.query ?? '').slice(0, MAX_QUERY_LENGTH);
    const plan = planQuery(queryTerms(query), (word) => this.attributeCount(word) > 0);
    const hitsPerPage = pageSize(params);
    const page = clampInt(params.page, 0, 0, Number.MAX_SAFE_INTEGER);
    const facets = typeof params.facets === 'string' ? [params.facets] : params.facets;

    // Only the hits up to the end of the page asked for are put in order.
    const needed = hitsPerPage === 0 ? 0 : Math.min(Number.MAX_SAFE_INTEGER, (page + 1) * hitsPerPage);
    const {top, nbHits, distinct} = this.matching(plan, params.facetFilters, needed, Boolean(facets?.length));
    const pageEntries = hitsPerPage === 0 ? [] : top.slice(page * hitsPerPage, (page + 1) * hitsPerPage);

    const summary: Omit<SearchResponse, 'hits'> = {
      nbHits,
      page,
      nbPages: hitsPerPage === 0 ? 0 : Math.ceil(nbHits / hitsPerPage),
      hitsPerPage,
      exhaustiveNbHits: true,
      query,
      params: new URLSearchParams({query, hitsPerPage: String(hitsPerPage), page: String(page)}).toString(),
      processingTimeMS: Math.round(performance.now() - started),
    };
    if (facets?.length) summary.facets = this.countFacets(distinct ?? [], facets);
    if (params.clickAnalytics) summary.queryID = randomUUID().replace(/-/g, '');
    return {
      summary,
      hitCount: pageEntries.length,
      formatHits: (from, to) =>
        pageEntries.slice(from, to).map((entry) => this.formatHit(this.records.get(entry.doc), plan.words, params)),
    };
  }

  /**
   * The best record per URL among those passing the facet filters, best first (the first `needed`
   * of them), and how many there are; from a small LRU cache when recent.
   */
  private matching(
    plan: QueryPlan,
    facetFilters: FacetFilters | undefined,
    needed: number,
    withDistinct: boolean,
  ): Ranking {
    const key = JSON.stringify([plan.parts, plan.prefix, facetFilters ?? null]);
    const cached = this.recentRankings.get(key);
    if (
      cached &&
      (cached.top.length >= Math.min(needed, cached.nbHits) || cached.top.length === cached.nbHits) &&
      (!withDistinct || cached.distinct)
    ) {
      this.recentRankings.delete(key);
      this.recentRankings.set(key, cached);
      return cached;
    }
    // A reader paging on gets the next pages without a new ranking.
    const ranking = this.rank(plan, facetFilters, Math.max(needed, 5 * DEFAULT_HITS_PER_PAGE), withDistinct);
    this.recentRankings.delete(key);
    this.recentRankings.set(key, ranking);
    const [oldest] = this.recentRankings.keys();
    if (this.recentRankings.size > RECENT_RANKINGS) this.recentRankings.delete(oldest);
    return ranking;
  }

  /** The records that match the plan, scored as MiniSearch scored them, and which of them only partly match. */
  private candidates(plan: QueryPlan): Candidates {
    if (plan.parts.length === 0) {
      const docs = Int32Array.from({length: this.records.length}, (_, doc) => doc);
      return {docs, scores: new Float64Array(docs.length), partial: docs.length, matched: []};
    }
    // The alternatives each record has whole, by phase: the words MiniSearch reported a record to match.
    const matched: Candidates['matched'] = [];
    // Each distinct word is one source term of MiniSearch's quality factor (a bit of the masks), numbered in the
    // plan's order, so that answers do not depend on the order the words are looked up in (their frequency). A query
    // of more than 32 distinct words, which only synonyms make, counts the words from the 32nd on as one.
    const bits = new Map(plan.words.map((word, index) => [word, index]));
    const leafSets = new Map<string, DocSet>();
    // A word the index has as typed is not also searched with typos: its typo matches would rank
    // below its exact ones, and finding them is most of the work of a query. Other words get the typos
    // the settings allow.
    const leafOf = (term: string, among?: Among): DocSet => {
      const known = leafSets.get(term);
      // The word's records found earlier in the query, kept to those asked about: cheaper than reading its
      // postings again when it is a common word.
      if (known) return among ? within(known, among.mark) : known;
      const derived = this.derivedOf(term, plan);
      const set = this.index.leaf(derived, (2 ** Math.min(31, bits.get(term)!)) >>> 0, among);
      if (!among) leafSets.set(term, set);
      return set;
    };
    // A part matches when one of its alternatives (a synonym phrase, all its words) does.
    const partSet = ({alternatives}: QueryPart, among?: Among, phase?: 'main' | 'partial'): DocSet =>
      alternatives
        .map((words) => {
          const set = words.map((word) => leafOf(word, among)).reduce(and);
          if (phase) matched.push({words, docs: set.docs, partial: phase === 'partial'});
          return set;
        })
        .reduce((a, b) => or(a, b));
    // The marks the query borrows, given back with its candidates (an exception leaves them to the collector).
    const borrowed: Among[] = [];
    const givingBack = (candidates: Candidates): Candidates => {
      for (const {docs, mark} of borrowed) this.recordMarks.giveBack(mark, docs);
      return candidates;
    };
    const amongOf = (sets: DocSet[]): Among => {
      const mark = this.recordMarks.borrow();
      const docs = sets.reduce((a, b) => or(a, b)).docs;
      for (let index = 0; index < docs.length; index++) mark[docs[index]] = 1;
      borrowed.push({docs, mark});
      return {docs, mark};
    };
    // Only queries of several parts sort them; each word's expansion is found once per query (derivedOf).
    const rarestFirst = (parts: QueryPart[]) =>
      [...parts].sort((a, b) => this.frequencyOf(a, plan) - this.frequencyOf(b, plan));

    // Every required part: only the records with the rarest one can have them all.
    const required = plan.parts.filter((entry) => !entry.optional);
    let results: DocSet;
    if (required.length > 1) {
      const [rarest] = rarestFirst(required);
      const rarestSet = partSet(rarest, undefined, 'main');
      const among = amongOf([rarestSet]);
      results =
        rarestSet.docs.length === 0
          ? EMPTY_SET
          : required.map((part) => (part === rarest ? rarestSet : partSet(part, among, 'main'))).reduce(and);
    } else results = partSet(required[0], undefined, 'main');
    // Loops, not Float64Array.from with a mapping function: that builtin is several times slower on the
    // hundred thousand records a one-letter prefix matches.
    const scores = new Float64Array(results.docs.length);
    for (let index = 0; index < scores.length; index++) {
      scores[index] = results.scores[index] * (popCount(results.masks[index]) || 1);
    }

    // removeWordsIfNoResults 'allOptional', and more: with answers on fewer than a few pages, pages
    // with only some of the words join them, ranked by how many of the words each page has.
    if (plan.parts.length === 1 || this.pagesReach(results.docs, FEW_PAGES)) {
      return givingBack({docs: results.docs, scores, partial: results.docs.length, matched});
    }

    // All the words but one, each in turn; a record with those has one of the two rarest parts.
    const [first, second] = rarestFirst(plan.parts);
    const among = plan.parts.length > 2 ? amongOf([partSet(first), partSet(second)]) : undefined;
    const partSets = plan.parts.map((part) => partSet(part, among, 'partial'));
    let some = partSets
      .map((_, left) => partSets.filter((__, index) => index !== left).reduce(and))
      .reduce((a, b) => or(a, b));
    // Still on fewer than a few pages, as a question in a reader's own words often is ("how do I let a coworker into
    // our account"): any of the words, as Algolia's 'allOptional' makes every word optional; the ranking puts the
    // pages with the most of them first.
    if (plan.parts.length > 2 && !this.pagesReach(or(results, some).docs, FEW_PAGES)) {
      some = plan.parts.map((part) => partSet(part, undefined, 'partial')).reduce((a, b) => or(a, b));
    }
    const found = amongOf([results]).mark;
    const partialScores = new Float64Array(some.docs.length);
    const partial: number[] = [];
    for (let index = 0; index < some.docs.length; index++) {
      if (found[some.docs[index]]) continue;
      partialScores[index] = some.scores[index] * (popCount(some.masks[index]) || 1);
      partial.push(index);
    }
    // The best-scored few: a common word alone can match most of the index.
    const kept = firstInOrder(
      partial,
      MAX_PARTIAL_MATCHES,
      (a, b) => partialScores[b] - partialScores[a] || some.docs[a] - some.docs[b],
    );
    return givingBack({
      docs: concatenated(
        Int32Array,
        results.docs,
        kept.map((index) => some.docs[index]),
      ),
      scores: concatenated(
        Float64Array,
        scores,
        kept.map((index) => partialScores[index]),
      ),
      partial: results.docs.length,
      matched,
    });
  }

  /** Whether records `docs` are on `count` pages or more; stops counting there, as most queries reach it early. */
  private pagesReach(docs: Int32Array, count: number): boolean {
    const pages = new Set<number>();
    for (let index = 0; index < docs.length; index++) {
      pages.add(this.pageOf[docs[index]]);
      if (pages.size >= count) return true;
    }
    return false;
  }

  /**
   * The words of the index a query word stands for, as exact, prefix and typo matches: found once per query, as
   * matching and ranking both need them and a short prefix stands for thousands.
   */
  private derivedOf(term: string, plan: QueryPlan): Derived[] {
    let derived = plan.derived.get(term);
    if (!derived) {
      const typos = allowedTypos(term);
      derived = this.index.expand({
        term,
        prefix: term === plan.prefix,
        fuzzy: this.attributeCount(term) > 0 || typos === 0 ? 0 : typos,
      });
      plan.derived.set(term, derived);
    }
    return derived;
  }

  /**
   * Ranks the matching records: Algolia's ranking signals of each, the best per URL among those
   * passing the facet filters, and the first `needed` of those in order.
   */
  private rank(
    plan: QueryPlan,
    facetFilters: FacetFilters | undefined,
    needed: number,
    withDistinct: boolean,
  ): Ranking {
    const {docs, scores, partial, matched} = this.candidates(plan);
    const count = docs.length;
    const {words, parts, prefix} = plan;
    const wordCount = words.length;
    // Per candidate and query word: the best relation of a record word to it, and the most important attribute.
    const relation = new Uint8Array(count * wordCount).fill(NO_RELATION);
    const fieldOf = new Uint8Array(count * wordCount).fill(FIELDS);
    if (parts.length > 0) {
      const position = this.recordPlaces.borrow();
      for (let index = 0; index < count; index++) position[docs[index]] = index + 1;
      // The words MiniSearch reported for a record: those of each alternative the record has whole, of
      // the required parts for the records that have them all, of every part for those with some.
      const relationsOf = new Map<number, number[]>();
      const mark = this.recordMarks.borrow();
      // Each word's records among the candidates of a phase, with the best attribute of each.
      const foundDocs = new Int32Array(count);
      const foundFields = new Uint8Array(count);
      for (const {words: alternative, docs: members, partial: partialPhase} of matched) {
        for (let member = 0; member < members.length; member++) {
          const index = position[members[member]] - 1;
          if (index >= 0 && index >= partial === partialPhase) mark[members[member]] = 1;
        }
        const among = {docs: members, mark};
        for (const term of new Set(alternative)) {
          const derived = this.derivedOf(term, plan);
          for (let expansion = 0; expansion < derived.length; expansion++) {
            const {id} = derived[expansion];
            let relations = relationsOf.get(id);
            if (!relations) {
              const word = this.index.terms[id];
              relations = words.map((candidate) => {
                const match = wordMatches(word, candidate, candidate === prefix);
                return match ? RELATION_CODE[match] : NO_RELATION;
              });
              relationsOf.set(id, relations);
            }
            if (relations.every((code) => code === NO_RELATION)) continue;
            const found = this.index.attributesOfWord(id, among, foundDocs, foundFields);
            for (let entry = 0; entry < found; entry++) {
              const base = (position[foundDocs[entry]] - 1) * wordCount;
              const field = foundFields[entry];
              for (let w = 0; w < wordCount; w++) {
                const code = relations[w];
                if (code === NO_RELATION) continue;
                if (code < relation[base + w]) relation[base + w] = code;
                if (field < fieldOf[base + w]) fieldOf[base + w] = field;
              }
            }
          }
        }
        for (let member = 0; member < members.length; member++) mark[members[member]] = 0;
      }
      // Zeroed already: each phase clears the records it marked (above).
      this.recordMarks.giveBack(mark, []);
      this.recordPlaces.giveBack(position, docs);
    }
    const wordIndex = new Map(words.map((word, index) => [word, index]));
    const partWords = parts.map(({alternatives}) =>
      alternatives.map((words) => words.map((word) => wordIndex.get(word)!)),
    );
    // Which words each page has, for the parts a page has across its records.
    const onPage = words.map((word) => {
      const mark = new Uint8Array(this.pageUrls.length);
      const pages = this.pagesOf(word);
      for (let index = 0; index < pages.length; index++) mark[pages[index]] = 1;
      return mark;
    });

    const titleWords = this.pageRecordWords(plan, docs, partWords);
    const pageWords = new Int32Array(count);
    const wordsMatched = new Int32Array(count);
    const typos = new Int32Array(count);
    const attribute = new Int32Array(count);
    const exact = new Int32Array(count);
    const optionalMatched = new Int32Array(count);
    for (let index = 0; index < count; index++) {
      const base = index * wordCount;
      const page = this.pageOf[docs[index]];
      for (let part = 0; part < parts.length; part++) {
        const {optional} = parts[part];
        // The alternative with the fewest typos, then the best attribute, among those the record has whole.
        let bestTypos = Infinity;
        let bestField = Infinity;
        let bestExact = false;
        let onThisPage = false;
        const alternatives = partWords[part];
        for (let choice = 0; choice < alternatives.length; choice++) {
          const alternative = alternatives[choice];
          let whole = true;
          let onPageWhole = true;
          let typoCount = 0;
          let field = -Infinity;
          let allExact = true;
          for (let position = 0; position < alternative.length; position++) {
            const w = alternative[position];
            const code = relation[base + w];
            if (!onPage[w][page]) onPageWhole = false;
            if (code === NO_RELATION) {
              whole = false;
              continue;
            }
            if (code === RELATION_CODE.typo) typoCount++;
            if (code !== RELATION_CODE.exact) allExact = false;
            field = Math.max(field, fieldOf[base + w]);
          }
          if (onPageWhole) onThisPage = true;
          if (whole && (typoCount < bestTypos || (typoCount === bestTypos && field < bestField))) {
            bestTypos = typoCount;
            bestField = field;
            bestExact = allExact;
          }
        }
        const matched = bestTypos !== Infinity;
        if (matched && optional) optionalMatched[index]++;
        else if (matched) {
          wordsMatched[index]++;
          typos[index] += bestTypos;
          attribute[index] += bestField;
          if (bestExact) exact[index]++;
        }
        if (!optional && (matched || onThisPage)) pageWords[index]++;
      }
    }

    const {weightOrder, repeated} = this;
    // Algolia's order (see byRanking), with boilerplate after a page's own text before the attribute criterion and,
    // after it, the records of pages whose title and description have more of the words; then MiniSearch's: all the
    // words before some, then the record's order.
    const compare = (a: number, b: number): number =>
      pageWords[b] - pageWords[a] ||
      wordsMatched[b] - wordsMatched[a] ||
      typos[a] - typos[b] ||
      repeated[docs[a]] - repeated[docs[b]] ||
      attribute[a] - attribute[b] ||
      titleWords[b] - titleWords[a] ||
      exact[b] - exact[a] ||
      optionalMatched[b] - optionalMatched[a] ||
      weightOrder[docs[a]] - weightOrder[docs[b]] ||
      scores[b] - scores[a] ||
      Number(a >= partial) - Number(b >= partial) ||
      docs[a] - docs[b];

    // distinct on url: the best candidate of each URL among those passing the facet filters.
    const passes = this.facetTest(facetFilters);
    const bestOfUrl = this.urlBest.borrow();
    const distinct: number[] = [];
    for (let index = 0; index < count; index++) {
      const doc = docs[index];
      if (!passes(doc)) continue;
      const url = this.urlOf[doc];
      const current = bestOfUrl[url] - 1;
      if (current < 0) {
        bestOfUrl[url] = index + 1;
        distinct.push(url);
      } else if (compare(index, current) < 0) bestOfUrl[url] = index + 1;
    }
    const best = distinct.map((url) => bestOfUrl[url] - 1);
    this.urlBest.giveBack(bestOfUrl, distinct);
    const top = firstInOrder(best, needed, compare);
    const ranked = (index: number): Ranked => ({
      doc: docs[index],
      pageWords: pageWords[index],
      wordsMatched: wordsMatched[index],
      typos: typos[index],
      attribute: attribute[index],
      exact: exact[index],
      optionalMatched: optionalMatched[index],
      score: scores[index],
    });
    return {
      top: top.map(ranked),
      nbHits: best.length,
      distinct: withDistinct ? best.map((index) => docs[index]) : undefined,
    };
  }

  /**
   * By candidate: how many required parts of the query its page's own record (title and description) has: what the
   * page is about, beside what one of its sections mentions.
   */
  private pageRecordWords(plan: QueryPlan, docs: Int32Array, partWords: number[][][]): Int32Array {
    const mark = this.recordMarks.borrow();
    const pageDocs: number[] = [];
    for (let index = 0; index < docs.length; index++) {
      const doc = this.pageRecord[this.pageOf[docs[index]]];
      if (!mark[doc]) pageDocs.push(doc);
      mark[doc] = 1;
    }
    const among = {docs: Int32Array.from(pageDocs).sort(), mark};
    const foundDocs = new Int32Array(pageDocs.length);
    const foundFields = new Uint8Array(pageDocs.length);
    // By query word, the page records (marked by record) that have it in any form the query expands it to.
    const has = plan.words.map((word) => {
      const found = new Set<number>();
      for (const {id} of this.derivedOf(word, plan)) {
        const count = this.index.attributesOfWord(id, among, foundDocs, foundFields);
        for (let entry = 0; entry < count; entry++) found.add(foundDocs[entry]);
      }
      return found;
    });
    this.recordMarks.giveBack(mark, among.docs);
    const counts = new Int32Array(docs.length);
    for (let index = 0; index < docs.length; index++) {
      const doc = this.pageRecord[this.pageOf[docs[index]]];
      partWords.forEach((alternatives, part) => {
        if (plan.parts[part].optional) return;
        if (alternatives.some((words) => words.every((word) => has[word].has(doc)))) counts[index]++;
      });
    }
    return counts;
  }

  /** A record's values of a facet of FACET_ATTRIBUTES (none of another attribute), without reading the record. */
  private facetValuesOf(doc: number, facet: string): string[] {
    if (CLASS_FACETS.includes(facet)) return facetValues(this.facetClasses[this.facetClassOf[doc]], facet);
    return facet === PAGE_FACET ? [this.pageUrls[this.pageOf[doc]]] : [];
  }

  /** Algolia's facet counts over `docs` (numbers of records), for the facets asked for that are FACET_ATTRIBUTES. */
  private countFacets(docs: readonly number[], facets: string[]): Record<string, Record<string, number>> {
    const counts: Record<string, Record<string, number>> = {};
    const names = facets.includes('*') ? ['language', 'version', 'docusaurus_tag'] : facets;
    for (const facet of names.filter((name) => FACET_ATTRIBUTES.includes(name))) {
      const counted: Record<string, number> = (counts[facet] = {});
      for (const doc of docs) {
        for (const value of this.facetValuesOf(doc, facet)) counted[value] = (counted[value] ?? 0) + 1;
      }
    }
    return counts;
  }

  /** Whether a record passes the facet filters, checked once per class of records when the filters allow. */
  private facetTest(facetFilters: FacetFilters | undefined): (doc: number) => boolean {
    if (!facetFilters) return () => true;
    const filter = facetFilter(facetFilters);
    const flat = (typeof facetFilters === 'string' ? [facetFilters] : facetFilters).flat();
    const byClass = flat.every((entry) => CLASS_FACETS.includes(entry.replace(/^-/, '').split(':')[0]));
    if (!byClass) return (doc) => filter((facet) => this.facetValuesOf(doc, facet));
    const verdicts = this.facetClasses.map((record) => filter((facet) => facetValues(record, facet)));
    return (doc) => verdicts[this.facetClassOf[doc]];
  }

  private formatHit(record: DocSearchRecord, terms: string[], params: SearchParams): Record<string, unknown> {
    // Without tags in the query, the index settings' tags apply, as on Algolia.
    const preTag = params.highlightPreTag ?? indexSettings.highlightPreTag!;
    const postTag = params.highlightPostTag ?? indexSettings.highlightPostTag!;
    const ellipsis = params.snippetEllipsisText ?? '';
    const highlight = (text: string, words?: number) => markup(text, terms, preTag, postTag, ellipsis, words);

    const highlightResult: Record<string, unknown> = {hierarchy: {}};
    const snippetResult: Record<string, unknown> = {};
    for (const attribute of ATTRIBUTES) {
      const value = getPath(record, attribute);
      if (value === null) continue;
      setPath(highlightResult, attribute, highlight(value));
    }
    for (const spec of params.attributesToSnippet ?? indexSettings.attributesToSnippet ?? []) {
      const [attribute, count] = spec.split(':');
      if (!(ATTRIBUTES as readonly string[]).includes(attribute)) continue;
      const value = getPath(record, attribute as Attribute);
      if (value === null) continue;
      setPath(snippetResult, attribute, highlight(value, clampInt(count, DEFAULT_SNIPPET_WORDS, 1, 100)));
    }

    const retrieved = pick(record, params.attributesToRetrieve ?? indexSettings.attributesToRetrieve);
    return {...retrieved, objectID: record.objectID, _highlightResult: highlightResult, _snippetResult: snippetResult};
  }
}

/** `head` followed by `tail`, in a new typed array of the type `Type`. */
function concatenated<T extends Int32Array | Float64Array>(
  Type: new (length: number) => T,
  head: ArrayLike<number>,
  tail: readonly number[],
): T {
  const joined = new Type(head.length + tail.length);
  joined.set(head);
  joined.set(tail, head.length);
  return joined;
}

/** See SearchIndex.weightOrder: places 0, 1, 2… from the best weights, records with equal weights sharing one. */
function weightOrderOf(weights: readonly DocSearchRecord['weight'][]): Int32Array {
  // The weights in flat arrays: sorting reads them about twenty times per record.
  const pageRank = new Float64Array(weights.length);
  const level = new Float64Array(weights.length);
  const position = new Float64Array(weights.length);
  weights.forEach((weight, doc) => {
    pageRank[doc] = weight.pageRank;
    level[doc] = weight.level;
    position[doc] = weight.position;
  });
  const byWeight = (a: number, b: number) =>
    pageRank[b] - pageRank[a] || level[b] - level[a] || position[a] - position[b];
  const order = Int32Array.from(weights.keys()).sort(byWeight);
  const place = new Int32Array(weights.length);
  order.forEach((doc, index) => {
    const previous = order[index - 1];
    place[doc] = index > 0 && byWeight(previous, doc) === 0 ? place[previous] : index;
  });
  return place;
}

/**
 * The first `count` of `items` in `compare`'s order: a sort when that is most of them, else a
 * bounded heap, so a query matching most of the index orders only the hits of the page asked for.
 */
function firstInOrder(items: number[], count: number, compare: (a: number, b: number) => number): number[] {
  if (count <= 0) return [];
  if (count * 4 >= items.length || items.length < 1000) return items.sort(compare).slice(0, count);
  // A max-heap (worst on top) of the best `count` so far.
  const heap: number[] = [];
  const swap = (a: number, b: number) => {
    const kept = heap[a];
    heap[a] = heap[b];
    heap[b] = kept;
  };
  const up = (start: number) => {
    for (let index = start; index > 0;) {
      const parent = (index - 1) >> 1;
      if (compare(heap[index], heap[parent]) <= 0) break;
      swap(index, parent);
      index = parent;
    }
  };
  const down = () => {
    for (let index = 0; ;) {
      const left = 2 * index + 1;
      const right = left + 1;
      let worst = index;
      if (left < heap.length && compare(heap[left], heap[worst]) > 0) worst = left;
      if (right < heap.length && compare(heap[right], heap[worst]) > 0) worst = right;
      if (worst === index) return;
      swap(index, worst);
      index = worst;
    }
  };
  for (let next = 0; next < items.length; next++) {
    const item = items[next];
    if (heap.length < count) {
      heap.push(item);
      up(heap.length - 1);
    } else if (compare(item, heap[0]) < 0) {
      heap[0] = item;
      down();
    }
  }
  return heap.sort(compare);
}

function pick(record: DocSearchRecord, attributes: string[] | undefined): Record<string, unknown> {
  if (!attributes || attributes.includes('*')) return {...record};
  const picked: Record<string, unknown> = {};
  for (const attribute of attributes) {
    const [head, tail] = attribute.split('.');
    const value = (record as unknown as Record<string, unknown>)[head];
    if (value === undefined) continue;
    if (tail && typeof value === 'object' && value !== null) {
      picked[head] = {...(picked[head] as object), [tail]: (value as Record<string, unknown>)[tail]};
    } else {
      picked[head] = value;
    }
  }
  return picked;
}

function setPath(target: Record<string, unknown>, attribute: string, value: unknown): void {
  const [head, tail] = attribute.split('.');
  if (!tail) {
    target[head] = value;
    return;
  }
  target[head] = {...(target[head] as object), [tail]: value};
}

function clampInt(value: unknown, fallback: number, min: number, max: number): number {
  const number = typeof value === 'string' ? Number.parseInt(value, 10) : Number(value);
  if (!Number.isFinite(number)) return fallback;
  return Math.min(max, Math.max(min, Math.trunc(number)));
}

/** The query term each document word answers, per query: the hits of one response share most of their words. */
const termOfWord = new WeakMap<string[], Map<string, string | undefined>>();

function termOf(word: string, terms: string[]): string | undefined {
  let known = termOfWord.get(terms);
  if (!known) termOfWord.set(terms, (known = new Map()));
  if (!known.has(word)) {
    known.set(
      word,
      terms.find((candidate, index) => wordMatches(word, candidate, index === terms.length - 1)),
    );
  }
  return known.get(word);
}

/**
 * The HTML-escaped text with matched words wrapped in the highlight tags; with `words`, cut to a
 * window of that many words around the first match, with the ellipsis where text was cut.
 */
function markup(
  text: string,
  terms: string[],
  preTag: string,
  postTag: string,
  ellipsis: string,
  words?: number,
): AttributeResult {
  const tokens = [...text.matchAll(WORD)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    word: match[0].toLowerCase(),
  }));
  const matchedWords = new Set<string>();
  const isMatch = tokens.map(({word}) => {
    const term = termOf(word, terms);
    if (term) matchedWords.add(term);
    return Boolean(term);
  });

  let from = 0;
  let to = tokens.length;
  if (words !== undefined && tokens.length > words) {
    const first = Math.max(0, isMatch.indexOf(true));
    from = Math.min(Math.max(0, first - Math.floor((words - 1) / 2)), tokens.length - words);
    to = from + words;
  }
  const textStart = from === 0 ? 0 : tokens[from].start;
  const textEnd = to === tokens.length ? text.length : tokens[to - 1].end;

  let value = '';
  let cursor = textStart;
  for (let index = from; index < to; index++) {
    const token = tokens[index];
    value += escapeHtml(text.slice(cursor, token.start));
    const word = escapeHtml(text.slice(token.start, token.end));
    value += isMatch[index] ? `${preTag}${word}${postTag}` : word;
    cursor = token.end;
  }
  value += escapeHtml(text.slice(cursor, textEnd));
  if (from > 0) value = `${ellipsis}${value}`;
  if (to < tokens.length) value = `${value}${ellipsis}`;

  const matched = [...matchedWords];
  const uniqueTerms = new Set(terms);
  const matchLevel = matched.length === 0 ? 'none' : matched.length >= uniqueTerms.size ? 'full' : 'partial';
  return {value, matchLevel, matchedWords: matched};
}
