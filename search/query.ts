import {randomUUID} from 'node:crypto';
import MiniSearch, {type Query, type SearchResult} from 'minisearch';
import {LEVELS, type DocSearchRecord} from './records';
import {indexSettings} from './settings';
import {synonyms} from './synonyms';

/** DocSearch caps its input at 64 characters; the service does the same for any client. */
export const MAX_QUERY_LENGTH = 64;
const DEFAULT_HITS_PER_PAGE = 20;
const MAX_HITS_PER_PAGE = 1000;
/** Hits of a page for an empty query, which matches every record. */
export const MAX_EMPTY_QUERY_HITS = 100;
const DEFAULT_SNIPPET_WORDS = 10;
/** Rankings kept for recent queries: readers typing the same first letters get the same answer. */
const RECENT_RANKINGS = 200;
/** With all the words on fewer pages than this, pages with some of them are answers too. */
const FEW_PAGES = 5;
/** Records with only some of the words that are ranked at most. */
const MAX_PARTIAL_MATCHES = 500;

/**
 * The index settings (search/settings.ts) this engine applies; the ones it would ignore do not
 * belong in that file, which Algolia gets too (a unit test holds the two together).
 */
export const APPLIED_SETTINGS = [
  'attributesForFaceting', // any record attribute filters and counts
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
const FIELD_INDEX: Record<string, number> = Object.fromEntries(
  ATTRIBUTES.map((attribute, index) => [attribute.replace('hierarchy.', ''), index]),
);
const FIELD_OF: Record<Attribute, string> = Object.fromEntries(
  ATTRIBUTES.map((attribute) => [attribute, attribute.replace('hierarchy.', '')]),
) as Record<Attribute, string>;

/**
 * Words too common to require (`removeStopWords` in the settings: Algolia's English list, of which
 * these are the ones readers type into this site's search); a query of only these still searches them.
 */
const STOP_WORDS = new Set(
  (
    'a about an and another any are as at be by can could do does for from how i in into is it its of on ' +
    'or our should that the their this to was what when where which why will with would you your my'
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
}

function planQuery(terms: string[]): QueryPlan {
  const singulars = terms.map(singular);
  const parts: QueryPart[] = [];
  for (let index = 0; index < singulars.length;) {
    // The longest synonym phrase starting here, else the word alone.
    const phrases = (SYNONYMS_BY_FIRST_WORD.get(singulars[index]) ?? []).filter((alternatives) =>
      alternatives[0].every((word, offset) => singulars[index + offset] === word),
    );
    const longest = phrases.sort((a, b) => b[0].length - a[0].length)[0];
    const alternatives = longest ?? [[singulars[index]]];
    parts.push({alternatives, optional: !longest && OPTIONAL_WORDS.has(singulars[index])});
    index += alternatives[0].length;
  }
  if (parts.every((part) => part.optional)) parts.forEach((part) => (part.optional = false));
  const prefix = terms.length > 0 ? singulars[singulars.length - 1] : undefined;
  const words = [...new Set(parts.flatMap((part) => part.alternatives.flat()))];
  // The prefix goes last, where the highlighter looks for it.
  if (prefix) words.push(...words.splice(words.indexOf(prefix), 1));
  return {parts, words, prefix};
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&${{'&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39'}[char]};`);
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

/** Whether a document word answers a query word: exactly (plurals alike), as a prefix (the last word only), or within the typo budget. */
function wordMatches(word: string, term: string, isLast: boolean): 'exact' | 'prefix' | 'typo' | null {
  if (word === term || singular(word) === term) return 'exact';
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

/** An in-memory index answering Algolia search requests over DocSearch records. */
export class SearchIndex {
  private readonly records: DocSearchRecord[];
  private readonly miniSearch: MiniSearch<DocSearchRecord & {id: number}>;
  private readonly recentRankings = new Map<string, Ranked[]>();
  /** Every word of each page (by URL without anchor) and its singular, for matching across a page. */
  private readonly pageWords = new Map<string, Set<string>>();
  /** Every word of the index, singular, with the number of records that have it. */
  private readonly vocabulary = new Map<string, number>();

  constructor(records: DocSearchRecord[]) {
    this.records = records;
    for (const record of records) {
      let words = this.pageWords.get(record.url_without_anchor);
      if (!words) this.pageWords.set(record.url_without_anchor, (words = new Set()));
      for (const text of [...Object.values(record.hierarchy), record.content]) {
        for (const word of new Set(tokenize(text ?? '').map(singular))) {
          words.add(word);
          this.vocabulary.set(word, (this.vocabulary.get(word) ?? 0) + 1);
        }
      }
    }
    this.miniSearch = new MiniSearch({
      idField: 'id',
      fields: ATTRIBUTES.map((attribute) => FIELD_OF[attribute]),
      extractField: (document, field) => {
        if (field === 'id') return String(document.id);
        if (field === 'content') return document.content ?? '';
        return document.hierarchy[field as keyof DocSearchRecord['hierarchy']] ?? '';
      },
      tokenize,
      // ignorePlurals: a plural is indexed as itself and as its singular, which queries search for.
      processTerm: (term) => (singular(term) === term ? term : [term, singular(term)]),
      searchOptions: {processTerm: (term) => term},
    });
    this.miniSearch.addAll(records.map((record, id) => ({...record, id})));
  }

  /**
   * About how many records a part matches: the records of its rarest word, for each alternative.
   * The word still being typed matches more as a prefix: a short one counts as the most common.
   */
  private frequencyOf({alternatives}: QueryPart, prefix: string | undefined): number {
    const frequency = (term: string) =>
      term === prefix && (term.length < 4 || !this.vocabulary.has(term)) ? Infinity : (this.vocabulary.get(term) ?? 0);
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
    const plan = planQuery(queryTerms(query));
    const hitsPerPage = pageSize(params);
    const page = clampInt(params.page, 0, 0, Number.MAX_SAFE_INTEGER);

    const distinct = this.matching(plan, params.facetFilters);

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
      formatHits: (from, to) =>
        pageEntries.slice(from, to).map((entry) => this.formatHit(entry.record, plan.words, params)),
    };
  }

  /** The best record per URL among those passing the facet filters, best first; from a small LRU cache when recent. */
  private matching(plan: QueryPlan, facetFilters: FacetFilters | undefined): Ranked[] {
    const key = JSON.stringify([plan.parts, plan.prefix, facetFilters ?? null]);
    const cached = this.recentRankings.get(key);
    if (cached) {
      this.recentRankings.delete(key);
      this.recentRankings.set(key, cached);
      return cached;
    }
    const passes = facetFilter(facetFilters);
    const ranking = bestPerUrl(this.rank(plan).filter((entry) => passes(entry.record))).sort(byRanking);
    this.recentRankings.set(key, ranking);
    const [oldest] = this.recentRankings.keys();
    if (this.recentRankings.size > RECENT_RANKINGS) this.recentRankings.delete(oldest);
    return ranking;
  }

  /** Every matching record with its ranking signals, in MiniSearch's order (sorting waits until one per URL is left). */
  private rank(plan: QueryPlan): Ranked[] {
    if (plan.parts.length === 0) {
      return this.records.map((record) => ({
        record,
        pageWords: 0,
        wordsMatched: 0,
        typos: 0,
        attribute: 0,
        exact: 0,
        optionalMatched: 0,
        score: 0,
      }));
    }
    // A word the index has as typed is not also searched with typos: its typo matches would rank
    // below its exact ones, and finding them is most of the work of a query. Other words get the typos
    // the settings allow.
    const word = (term: string): Query => ({
      queries: [term],
      prefix: term === plan.prefix,
      fuzzy: this.vocabulary.has(term) || allowedTypos(term) === 0 ? false : allowedTypos(term),
      maxFuzzy: 2,
    });
    // A part matches when one of its alternatives (a synonym phrase, all its words) does.
    const part = ({alternatives}: QueryPart): Query => ({
      combineWith: 'OR',
      queries: alternatives.map((words) => ({combineWith: 'AND', queries: words.map(word)})),
    });
    const required = plan.parts.filter((entry) => !entry.optional);
    const search = (query: Query, among?: Set<unknown>) =>
      this.miniSearch.search(
        query,
        // MiniSearch skips the scoring of other documents: a common word costs little once a rare one has narrowed the search.
        among && {boostDocument: (id) => (among.has(id) ? 1 : 0)},
      );
    const ids = (entry: QueryPart) => new Set(search(part(entry)).map((result) => result.id));
    const rarestFirst = (parts: QueryPart[]) =>
      [...parts].sort((a, b) => this.frequencyOf(a, plan.prefix) - this.frequencyOf(b, plan.prefix));

    // Every required part: only the documents with the rarest one can have them all.
    const [rarest] = rarestFirst(required);
    const candidates = required.length > 1 ? ids(rarest) : undefined;
    const results = candidates?.size === 0 ? [] : search({combineWith: 'AND', queries: required.map(part)}, candidates);

    // removeWordsIfNoResults 'allOptional', and more: with answers on fewer than a few pages, pages
    // with only some of the words join them, ranked by how many of the words each page has.
    const pages = new Set(results.map((result) => this.records[result.id as number].url_without_anchor));
    if (plan.parts.length > 1 && pages.size < FEW_PAGES) {
      const found = new Set(results.map((result) => result.id));
      // All the words but one, each in turn; a document with those has one of the two rarest parts.
      const [first, second] = rarestFirst(plan.parts);
      const among = plan.parts.length > 2 ? new Set([...ids(first), ...ids(second)]) : undefined;
      const some = search(
        {
          combineWith: 'OR',
          queries: plan.parts.map((_, left) => ({
            combineWith: 'AND',
            queries: plan.parts.filter((__, index) => index !== left).map(part),
          })),
        },
        among,
      );
      // The best-scored few: a common word alone can match most of the index.
      results.push(...some.filter((result) => !found.has(result.id)).slice(0, MAX_PARTIAL_MATCHES));
    }
    const relations = new Map<string, Relation[]>();
    const pageParts = new Map<string, boolean[]>();
    return results.map((result) => this.describe(result, plan, relations, pageParts));
  }

  /**
   * Algolia's ranking signals for one result, from the document terms MiniSearch matched and the
   * fields it matched them in, and the parts of the query its page has. `relations` caches how a
   * document term relates to each query word, `pageParts` which parts each page has.
   */
  private describe(
    result: SearchResult,
    plan: QueryPlan,
    relations: Map<string, Relation[]>,
    pageParts: Map<string, boolean[]>,
  ): Ranked {
    const record = this.records[result.id as number];
    const {words, parts, prefix} = plan;
    const best = new Map<string, Relation>();
    // The most important attribute each query word is found in.
    const fieldOf = new Map<string, number>();
    for (const [documentTerm, fields] of Object.entries(result.match)) {
      let relation = relations.get(documentTerm);
      if (!relation) {
        relation = words.map((term) => wordMatches(documentTerm, term, term === prefix));
        relations.set(documentTerm, relation);
      }
      if (!relation.some(Boolean)) continue;
      const field = Math.min(...fields.map((name) => FIELD_INDEX[name]));
      relation.forEach((match, index) => {
        const term = words[index];
        if (!match) return;
        if (RELATION_ORDER[match] < RELATION_ORDER[best.get(term) ?? 'none']) best.set(term, match);
        fieldOf.set(term, Math.min(fieldOf.get(term) ?? ATTRIBUTES.length, field));
      });
    }
    let wordsMatched = 0;
    let optionalMatched = 0;
    let typos = 0;
    let exact = 0;
    let attribute = 0;
    const matchedParts = parts.map(({alternatives, optional}) => {
      // The alternative with the fewest typos among those the record has whole.
      const found = alternatives
        .filter((alternative) => alternative.every((term) => best.get(term)))
        .map((alternative) => ({
          matches: alternative.map((term) => best.get(term)!),
          field: Math.max(...alternative.map((term) => fieldOf.get(term)!)),
        }))
        .sort((a, b) => typoCount(a.matches) - typoCount(b.matches) || a.field - b.field)[0];
      if (!found) return false;
      if (optional) {
        optionalMatched++;
        return true;
      }
      wordsMatched++;
      typos += typoCount(found.matches);
      attribute += found.field;
      if (found.matches.every((match) => match === 'exact')) exact++;
      return true;
    });
    let onPage = pageParts.get(record.url_without_anchor);
    if (!onPage) {
      const pageWords = this.pageWords.get(record.url_without_anchor)!;
      onPage = parts.map(({alternatives}) =>
        alternatives.some((alternative) => alternative.every((term) => pageWords.has(term))),
      );
      pageParts.set(record.url_without_anchor, onPage);
    }
    return {
      record,
      pageWords: parts.filter(({optional}, index) => !optional && (matchedParts[index] || onPage[index])).length,
      wordsMatched,
      typos,
      attribute,
      exact,
      optionalMatched,
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

const typoCount = (matches: Relation[]) => matches.filter((match) => match === 'typo').length;

/** Algolia's tie-breaking order, after the words the page has: words, typos, attribute, exactness, then the custom ranking and MiniSearch's score. */
function byRanking(a: Ranked, b: Ranked): number {
  return (
    b.pageWords - a.pageWords ||
    b.wordsMatched - a.wordsMatched ||
    a.typos - b.typos ||
    a.attribute - b.attribute ||
    b.exact - a.exact ||
    b.optionalMatched - a.optionalMatched ||
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
