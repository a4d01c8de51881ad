import type {FacetFilters, SearchParams} from './query';

/** The bounds of one request, after Algolia's own where it has them. */
export const LIMITS = {
  /** Queries in one `requests` batch (Algolia: 50). */
  queriesPerBatch: 50,
  /** Hits of one query (Algolia: 1,000). */
  hitsPerPage: 1000,
  /** Hits of all the queries of one batch together, which bounds the work and the bytes of one answer. */
  hitsPerBatch: 1000,
  /** Pages of results a client may ask for: with 1,000 hits a page, further than any index of this size. */
  page: 1000,
  /** Characters of a query (Algolia: 512); the engine reads the first 64, as DocSearch sends at most that. */
  queryLength: 512,
  /** Characters of a highlight tag or snippet ellipsis: a tag repeats around every matched word. */
  tagLength: 64,
  /** Entries of an attribute list or of a facet filter group, and characters of each. */
  listEntries: 50,
  entryLength: 128,
} as const;

/** A request the service refuses, with the status and message it answers in Algolia's error shape. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const badRequest = (message: string) => new HttpError(400, message);

type Check = (name: string, value: unknown) => unknown;

const string =
  (maxLength: number): Check =>
  (name, value) => {
    if (typeof value !== 'string') throw badRequest(`${name} must be a string`);
    if (value.length > maxLength) throw badRequest(`${name} must be at most ${maxLength} characters`);
    return value;
  };

const integer =
  (min: number, max: number): Check =>
  (name, value) => {
    const number = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
    if (typeof number !== 'number' || !Number.isInteger(number)) throw badRequest(`${name} must be an integer`);
    if (number < min || number > max) throw badRequest(`${name} must be between ${min} and ${max}`);
    return number;
  };

const boolean: Check = (name, value) => {
  if (value === 'true' || value === 'false') return value === 'true';
  if (typeof value !== 'boolean') throw badRequest(`${name} must be a boolean`);
  return value;
};

/** A list of short strings; Algolia also takes one string of comma-separated entries. */
const stringList = (name: string, value: unknown): string[] => {
  const list = typeof value === 'string' ? value.split(',').map((entry) => entry.trim()) : value;
  if (!Array.isArray(list) || !list.every((entry) => typeof entry === 'string')) {
    throw badRequest(`${name} must be an array of strings`);
  }
  if (list.length > LIMITS.listEntries) throw badRequest(`${name} must have at most ${LIMITS.listEntries} entries`);
  if (list.some((entry) => entry.length > LIMITS.entryLength)) {
    throw badRequest(`each entry of ${name} must be at most ${LIMITS.entryLength} characters`);
  }
  return list;
};

/** Algolia's facet filters: a string, or a list (AND) of strings and lists of strings (OR); no deeper. */
const facetFilters: Check = (name, value) => {
  if (typeof value === 'string') return stringList(name, [value]);
  const shape = `${name} must be a string or an array of strings and arrays of strings`;
  if (!Array.isArray(value)) throw badRequest(shape);
  if (value.length > LIMITS.listEntries) throw badRequest(`${name} must have at most ${LIMITS.listEntries} entries`);
  return value.map((group: unknown) => {
    if (typeof group === 'string') return stringList(name, [group])[0];
    if (Array.isArray(group) && group.every((entry) => typeof entry === 'string')) return stringList(name, group);
    throw badRequest(shape);
  }) as FacetFilters;
};

/** Parameters the engine reads, each with its check. */
const USED: Record<keyof SearchParams, Check> = {
  query: string(LIMITS.queryLength),
  page: integer(0, LIMITS.page),
  hitsPerPage: integer(0, LIMITS.hitsPerPage),
  facetFilters,
  facets: stringList,
  attributesToRetrieve: stringList,
  attributesToSnippet: stringList,
  attributesToHighlight: stringList,
  highlightPreTag: string(LIMITS.tagLength),
  highlightPostTag: string(LIMITS.tagLength),
  snippetEllipsisText: string(LIMITS.tagLength),
  clickAnalytics: boolean,
};

/**
 * Parameters that DocSearch or algoliasearch-helper send and that change nothing in this engine's
 * answer (analytics, or filters the records never need), still checked for their type.
 */
const ACCEPTED: Record<string, Check> = {
  analytics: boolean,
  advancedSyntax: boolean,
  getRankingInfo: boolean,
  tagFilters: facetFilters,
  analyticsTags: stringList,
  maxValuesPerFacet: integer(0, LIMITS.hitsPerPage),
  userToken: string(LIMITS.entryLength),
};

/**
 * One entry of `requests`, whichever way the client wrote it: algoliasearch v5 sends the
 * parameters as JSON fields, v4 and algoliasearch-helper as a URL-encoded `params` string.
 * Every parameter is checked for its type and bounds; an unknown one is refused, as Algolia does.
 */
export function toSearchParams(entry: unknown): SearchParams & {indexName: string} {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
    throw badRequest('Each request must be an object');
  }
  const {params, indexName, type, ...fields} = entry as Record<string, unknown>;
  if (typeof indexName !== 'string') throw badRequest('Each request needs an indexName string');
  if (type !== undefined && type !== 'default') throw badRequest('Only requests of type "default" are supported');
  const merged: Record<string, unknown> = {...fields};
  if (typeof params === 'string') {
    for (const [key, value] of new URLSearchParams(params)) merged[key] = parseParamValue(value);
  } else if (params !== undefined) {
    throw badRequest('params must be a URL-encoded string');
  }

  const checked: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(merged)) {
    const check = (USED as Record<string, Check>)[name] ?? ACCEPTED[name];
    if (!check) throw badRequest(`Unknown parameter: ${name.slice(0, LIMITS.entryLength)}`);
    if (name in USED) checked[name] = check(name, value);
    else check(name, value);
  }
  return {...(checked as SearchParams), indexName};
}

/** A value of a URL-encoded `params` string: JSON where it looks like JSON, else the text itself. */
function parseParamValue(value: string): unknown {
  if (/^[[{]/.test(value)) {
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }
  return value;
}
