import {randomUUID} from 'node:crypto';
import MiniSearch, {type SearchResult} from 'minisearch';
import {LEVELS, type DocSearchRecord} from './records';
import {indexSettings} from './settings';

/** DocSearch caps its input at 64 characters; the service does the same for any client. */
export const MAX_QUERY_LENGTH = 64;
const DEFAULT_HITS_PER_PAGE = 20;
const MAX_HITS_PER_PAGE = 1000;
/** Hits of a page for an empty query, which matches every record. */
export const MAX_EMPTY_QUERY_HITS = 100;
const DEFAULT_SNIPPET_WORDS = 10;
/** Rankings kept for recent queries: readers typing the same first letters get the same answer. */
const RECENT_RANKINGS = 200;

/** Searchable attributes in Algolia's order of importance for the Docusaurus template. */
const ATTRIBUTES = [...LEVELS.map((level) => `hierarchy.${level}`), 'content'] as const;
type Attribute = (typeof ATTRIBUTES)[number];
const FIELD_INDEX: Record<string, number> = Object.fromEntries(
  ATTRIBUTES.map((attribute, index) => [attribute.replace('hierarchy.', ''), index]),
);
const FIELD_OF: Record<Attribute, string> = Object.fromEntries(
  ATTRIBUTES.map((attribute) => [attribute, attribute.replace('hierarchy.', '')]),
) as Record<Attribute, string>;

/** Words too common to require; a query of only these still searches them. */
const STOP_WORDS = new Set(
  'a an and are as at be by can do for from how i in is it of on or the to what when with my'.split(' '),
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

/** Splits text into words the same way for indexing, querying and highlighting. */
const WORD = /[\p{L}\p{N}]+/gu;
function tokenize(text: string): string[] {
  return (text.match(WORD) ?? []).map((word) => word.toLowerCase());
}

/** Hits on a page of the answer: as asked, 20 unless asked, fewer for an empty query. */
export function pageSize({query, hitsPerPage}: SearchParams): number {
  // An empty query matches every record; a page of all of them is work no reader needs.
  const empty = queryTerms(String(query ?? '').slice(0, MAX_QUERY_LENGTH)).length === 0;
  return clampInt(hitsPerPage, DEFAULT_HITS_PER_PAGE, 0, empty ? MAX_EMPTY_QUERY_HITS : MAX_HITS_PER_PAGE);
}

/** The words of a query that must match: all but stop words, unless the query has only stop words. */
function queryTerms(query: string): string[] {
  const allTerms = tokenize(query);
  const meaningful = allTerms.filter((term) => !STOP_WORDS.has(term));
  return meaningful.length > 0 ? meaningful : allTerms;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&${{'&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39'}[char]};`);
}

/** Typos tolerated, as the DocSearch template sets them: one from 3 letters, two from 7. */
function allowedTypos(term: string): number {
  return term.length >= 7 ? 2 : term.length >= 3 ? 1 : 0;
}

/** Edit distance counting a swap of two neighbouring letters as one typo, as Algolia does. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows = Array.from({length: a.length + 1}, (_, i) =>
    Array.from({length: b.length + 1}, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1);
    }
  }
  return rows[a.length][b.length];
}

type Relation = 'exact' | 'prefix' | 'typo' | null;
const RELATION_ORDER = {exact: 0, prefix: 1, typo: 2, none: 3} as const;

/** Whether a document word answers a query term: exactly, as a prefix (last term only), or within the typo budget. */
function wordMatches(word: string, term: string, isLast: boolean): 'exact' | 'prefix' | 'typo' | null {
  if (word === term) return 'exact';
  if (isLast && word.startsWith(term)) return 'prefix';
  const budget = allowedTypos(term);
  return budget > 0 && editDistance(word, term, budget) <= budget ? 'typo' : null;
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
function facetFilter(filters: FacetFilters | undefined): (record: DocSearchRecord) => boolean {
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
  return (record) =>
    groups.every((group) => group.some(({negated, facet, value}) => hasFacetValue(record, facet, value) !== negated));
}

function hasFacetValue(record: DocSearchRecord, facet: string, expected: string): boolean {
  const value = (record as unknown as Record<string, unknown>)[facet];
  if (Array.isArray(value)) return value.some((item) => String(item) === expected);
  return value !== undefined && value !== null && String(value) === expected;
}

interface Ranked {
  record: DocSearchRecord;
  wordsMatched: number;
  typos: number;
  attribute: number;
  exact: number;
  score: number;
}

/** An in-memory index answering Algolia search requests over DocSearch records. */
export class SearchIndex {
  private readonly records: DocSearchRecord[];
  private readonly miniSearch: MiniSearch<DocSearchRecord & {id: number}>;
  private readonly recentRankings = new Map<string, Ranked[]>();

  constructor(records: DocSearchRecord[]) {
    this.records = records;
    this.miniSearch = new MiniSearch({
      idField: 'id',
      fields: ATTRIBUTES.map((attribute) => FIELD_OF[attribute]),
      extractField: (document, field) => {
        if (field === 'id') return String(document.id);
        if (field === 'content') return document.content ?? '';
        return document.hierarchy[field as keyof DocSearchRecord['hierarchy']] ?? '';
      },
      tokenize,
    });
    this.miniSearch.addAll(records.map((record, id) => ({...record, id})));
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
    const terms = queryTerms(query);
    const hitsPerPage = pageSize(params);
    const page = clampInt(params.page, 0, 0, Number.MAX_SAFE_INTEGER);

    const distinct = this.matching(terms, params.facetFilters);

    const nbHits = distinct.length;
    const pageEntries = hitsPerPage === 0 ? [] : distinct.slice(page * hitsPerPage, (page + 1) * hitsPerPage);

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
    const facets = typeof params.facets === 'string' ? [params.facets] : params.facets;
    if (facets?.length) summary.facets = countFacets(distinct, facets);
    if (params.clickAnalytics) summary.queryID = randomUUID().replace(/-/g, '');
    return {
      summary,
      hitCount: pageEntries.length,
      formatHits: (from, to) => pageEntries.slice(from, to).map((entry) => this.formatHit(entry.record, terms, params)),
    };
  }

  /** The best record per URL among those passing the facet filters, best first; from a small LRU cache when recent. */
  private matching(terms: string[], facetFilters: FacetFilters | undefined): Ranked[] {
    const key = JSON.stringify([terms, facetFilters ?? null]);
    const cached = this.recentRankings.get(key);
    if (cached) {
      this.recentRankings.delete(key);
      this.recentRankings.set(key, cached);
      return cached;
    }
    const passes = facetFilter(facetFilters);
    const ranking = bestPerUrl(this.rank(terms).filter((entry) => passes(entry.record))).sort(byRanking);
    this.recentRankings.set(key, ranking);
    const [oldest] = this.recentRankings.keys();
    if (this.recentRankings.size > RECENT_RANKINGS) this.recentRankings.delete(oldest);
    return ranking;
  }

  /** Every matching record with its ranking signals, in MiniSearch's order (sorting waits until one per URL is left). */
  private rank(terms: string[]): Ranked[] {
    if (terms.length === 0) {
      return this.records.map((record) => ({record, wordsMatched: 0, typos: 0, attribute: 0, exact: 0, score: 0}));
    }
    const fuzzy = (term: string) => (allowedTypos(term) === 0 ? false : allowedTypos(term));
    const search = (combineWith: 'AND' | 'OR', among?: Set<unknown>) =>
      this.miniSearch.search(terms.join(' '), {
        combineWith,
        prefix: (_term, index, all) => index === all.length - 1,
        fuzzy,
        maxFuzzy: 2,
        // MiniSearch skips the scoring of other documents, e.g. of every word starting with a last letter just typed.
        ...(among && {boostDocument: (id) => (among.has(id) ? 1 : 0)}),
      });
    // The documents with every word but the last, the only ones that can have them all.
    const candidates =
      terms.length > 1
        ? new Set(
            this.miniSearch
              .search(terms.slice(0, -1).join(' '), {combineWith: 'AND', prefix: false, fuzzy, maxFuzzy: 2})
              .map((result) => result.id),
          )
        : undefined;
    // Like the DocSearch template's removeWordsIfNoResults 'allOptional': all words if possible, else any.
    const relations = new Map<string, Relation[]>();
    let results = candidates?.size === 0 ? [] : search('AND', candidates);
    if (results.length === 0 && terms.length > 1) results = search('OR');

    return results.map((result) => this.describe(result, terms, relations));
  }

  /**
   * Algolia's ranking signals for one result, from the document terms MiniSearch matched and the
   * fields it matched them in. `relations` caches how a document term relates to each query term.
   */
  private describe(result: SearchResult, terms: string[], relations: Map<string, Relation[]>): Ranked {
    const record = this.records[result.id as number];
    const best: Relation[] = terms.map(() => null);
    let attribute = ATTRIBUTES.length;
    for (const [documentTerm, fields] of Object.entries(result.match)) {
      let relation = relations.get(documentTerm);
      if (!relation) {
        relation = terms.map((term, index) => wordMatches(documentTerm, term, index === terms.length - 1));
        relations.set(documentTerm, relation);
      }
      if (!relation.some(Boolean)) continue;
      for (const field of fields) attribute = Math.min(attribute, FIELD_INDEX[field]);
      relation.forEach((match, index) => {
        if (match && RELATION_ORDER[match] < RELATION_ORDER[best[index] ?? 'none']) best[index] = match;
      });
    }
    return {
      record,
      wordsMatched: best.filter(Boolean).length,
      typos: best.filter((match) => match === 'typo').length,
      attribute,
      exact: best.filter((match) => match === 'exact').length,
      score: result.score,
    };
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
    for (const spec of params.attributesToSnippet ?? []) {
      const [attribute, count] = spec.split(':');
      if (!(ATTRIBUTES as readonly string[]).includes(attribute)) continue;
      const value = getPath(record, attribute as Attribute);
      if (value === null) continue;
      setPath(snippetResult, attribute, highlight(value, clampInt(count, DEFAULT_SNIPPET_WORDS, 1, 100)));
    }

    const retrieved = pick(record, params.attributesToRetrieve);
    return {...retrieved, objectID: record.objectID, _highlightResult: highlightResult, _snippetResult: snippetResult};
  }
}

/** Algolia's tie-breaking order: words, typos, attribute, exactness, then the custom ranking and MiniSearch's score. */
function byRanking(a: Ranked, b: Ranked): number {
  return (
    b.wordsMatched - a.wordsMatched ||
    a.typos - b.typos ||
    a.attribute - b.attribute ||
    b.exact - a.exact ||
    byCustomRanking(a, b) ||
    b.score - a.score
  );
}

function byCustomRanking(a: Ranked, b: Ranked): number {
  return (
    b.record.weight.pageRank - a.record.weight.pageRank ||
    b.record.weight.level - a.record.weight.level ||
    a.record.weight.position - b.record.weight.position
  );
}

/**
 * Algolia's `distinct` on `url`: the best record for each URL (page plus anchor), the earlier one on
 * a tie, kept in input order, so that sorting the result (stably) equals sorting everything first.
 */
function bestPerUrl(entries: Ranked[]): Ranked[] {
  const best = new Map<string, number>();
  entries.forEach((entry, index) => {
    const current = best.get(entry.record.url);
    if (current === undefined || byRanking(entry, entries[current]) < 0) best.set(entry.record.url, index);
  });
  return [...best.values()].sort((a, b) => a - b).map((index) => entries[index]);
}

function countFacets(entries: Ranked[], facets: string[]): Record<string, Record<string, number>> {
  const counts: Record<string, Record<string, number>> = {};
  const names = facets.includes('*') ? ['language', 'version', 'docusaurus_tag'] : facets;
  for (const facet of names) {
    counts[facet] = {};
    for (const {record} of entries) {
      for (const value of facetValues(record, facet)) counts[facet][value] = (counts[facet][value] ?? 0) + 1;
    }
  }
  return counts;
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
