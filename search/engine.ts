/**
 * The inverted index behind search/query.ts: every word of each record's searchable attributes with
 * the records (and attributes) that have it, in flat arrays, and the words sorted, so that a prefix
 * is a range found by binary search and a word typed with typos is looked for only among words of
 * about its length. It scores the way MiniSearch 7 did for the same options (BM25+ per attribute,
 * prefix and fuzzy matches weighted by their distance, the score times the number of query words a
 * record has), without building a result object per matching record: queries work on sorted lists
 * of record numbers with their scores, and the caller reads the words each record matched from
 * the postings of the few words the query expanded to.
 *
 * Why not a maintained engine instead: `npx tsx bench/engines.ts` measured MiniSearch 7.2.0 and Orama 3.1.18 over the
 * same records on 28 November 2026 (3 alternated rounds, medians; the machine loaded). At 1x, p95 per typed query:
 * this engine 14.7 ms, MiniSearch 301 ms (20x), Orama 1,345 ms (92x); reader questions with their page in the top 3:
 * 182, 147 and 98 of 194; heap 37, 65 and 243 MB. At 10x the records: 54 ms against MiniSearch's 3,058 ms (57x,
 * heap 103 against 359 MB); Orama was not measured at 10x (over 10x slower at 1x already). Neither comes within
 * the 1.5x at 10x that would justify a swap, nor is as relevant: Algolia's ranking criteria, which the site's
 * settings and DocSearch assume, are not what either engine ranks by.
 */

/** Searchable attributes per record (lvl0–lvl6 and content). */
export const FIELDS = 8;

const BM25 = {k: 1.2, b: 0.7, d: 0.5};
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;

/** One word of a query as searched: exactly, and as a prefix and/or with up to `fuzzy` typos. */
export interface Leaf {
  term: string;
  prefix: boolean;
  fuzzy: number;
}

/** Records (ascending numbers) with their scores and the query words each has (bit `i` for source term `i`). */
export interface DocSet {
  docs: Int32Array;
  scores: Float64Array;
  masks: Uint32Array;
}

export const EMPTY_SET: DocSet = {docs: new Int32Array(0), scores: new Float64Array(0), masks: new Uint32Array(0)};

/** A word of the index a leaf expanded to, with its weight. */
export interface Derived {
  id: number;
  weight: number;
}

/** A TermIndex as its words were added (see `TermIndex.saved`). */
export interface SavedTermIndex {
  terms: readonly string[];
  postingStarts: Int32Array;
  postings: Int32Array;
  counts: Uint32Array;
  fieldLength: Uint16Array;
  averageFieldLength: Float64Array;
}

export class TermIndex {
  readonly size: number;
  private readonly ids = new Map<string, number>();
  readonly terms: string[] = [];
  /**
   * Per word: its postings, record * FIELDS + attribute, ascending, and the count of each (until `finish`):
   * arrays while words are added, views into one flat array each when restored from a saved index.
   */
  private readonly postings: (number[] | Int32Array)[] = [];
  private counts: (number[] | Uint32Array)[] = [];
  /**
   * Per word and posting: BM25+'s score of the word in that attribute before the query's weight, computed by
   * `finish` from the count, the word's inverse frequency and the attribute's length term, as a query would.
   */
  private postingScores: Float64Array[] = [];
  /** Per word: the posting it was last added to, to count an attribute's distinct words without a Set. */
  private readonly lastPosting: number[] = [];
  /** Distinct words of each attribute of each record: record * FIELDS + attribute (at most 65535). */
  private fieldLength: number[] | Uint16Array = [];
  private readonly averageFieldLength = new Float64Array(FIELDS);
  /** Word numbers in the order of their words, for prefixes; and by length, for typos. */
  private sorted: Int32Array = new Int32Array(0);
  private byLength: number[][] = [];
  /** Scratch space the size of the index, reused by every query. */
  private readonly scratchScore: Float64Array;
  private readonly scratchMark: Uint8Array;
  private readonly scratchTouched: Int32Array;

  /** `size`: the number of records, when restoring an index to query; words are added to an index of size 0. */
  constructor(size = 0) {
    this.size = size;
    this.scratchScore = new Float64Array(size);
    this.scratchMark = new Uint8Array(size);
    this.scratchTouched = new Int32Array(size);
  }

  /** The number of a word, numbering it if it is new. */
  intern(term: string): number {
    let id = this.ids.get(term);
    if (id === undefined) {
      id = this.terms.length;
      this.ids.set(term, id);
      this.terms.push(term);
      this.postings.push([]);
      this.counts.push([]);
      this.lastPosting.push(-1);
    }
    return id;
  }

  /** The number of a word of the index, if it has it. */
  idOf(term: string): number | undefined {
    return this.ids.get(term);
  }

  /**
   * Adds the words of one attribute of record `doc` (records are added in order, every attribute of
   * each): for each token as written, the numbers (see `intern`) of the forms it is indexed as (itself
   * and its singular).
   */
  addField(doc: number, field: number, tokenIds: readonly (readonly number[])[]): void {
    const posting = doc * FIELDS + field;
    let unique = 0;
    for (const ids of tokenIds) {
      // The token's own word (first of its forms) stands for the token: distinct tokens, distinct words.
      if (this.lastPosting[ids[0]] !== posting) {
        this.lastPosting[ids[0]] = posting;
        unique++;
      }
      for (const id of ids) {
        const list = this.postings[id] as number[];
        const last = list.length - 1;
        if (last >= 0 && list[last] === posting) this.counts[id][last]++;
        else {
          list.push(posting);
          (this.counts[id] as number[]).push(1);
        }
      }
    }
    this.fieldLength[posting] = Math.min(unique, 65535);
    // The running average MiniSearch keeps, to the last bit.
    this.averageFieldLength[field] = (this.averageFieldLength[field] * doc + unique) / (doc + 1);
  }

  /**
   * What the adding has built, before `finish`, in flat arrays (word `id`'s postings and counts are entries
   * `postingStarts[id]` to `postingStarts[id + 1]`): the build saves it, so that the service only restores it.
   */
  saved(): SavedTermIndex {
    const postingStarts = new Int32Array(this.terms.length + 1);
    this.postings.forEach((list, id) => (postingStarts[id + 1] = postingStarts[id] + list.length));
    const postings = new Int32Array(postingStarts[this.terms.length]);
    const counts = new Uint32Array(postings.length);
    this.postings.forEach((list, id) => {
      postings.set(list, postingStarts[id]);
      counts.set(this.counts[id], postingStarts[id]);
    });
    return {
      terms: this.terms,
      postingStarts,
      postings,
      counts,
      fieldLength: Uint16Array.from(this.fieldLength),
      averageFieldLength: this.averageFieldLength,
    };
  }

  /** The index `saved` returned, finished: the same words, postings and scores as the one saved. */
  static restored(size: number, saved: SavedTermIndex): TermIndex {
    const index = new TermIndex(size);
    const {terms, postingStarts, postings, counts} = saved;
    terms.forEach((term, id) => {
      index.ids.set(term, id);
      index.terms.push(term);
      index.postings.push(postings.subarray(postingStarts[id], postingStarts[id + 1]));
      index.counts.push(counts.subarray(postingStarts[id], postingStarts[id + 1]));
    });
    index.fieldLength = saved.fieldLength;
    index.averageFieldLength.set(saved.averageFieldLength);
    index.finish();
    return index;
  }

  /** Ends the adding: each posting's score, and the sorted word lists. */
  finish(): void {
    const count = this.terms.length;
    // BM25's inverse document frequency of a word in an attribute (word * FIELDS + attribute).
    const documentFrequency = new Int32Array(count * FIELDS);
    for (let id = 0; id < count; id++) {
      for (const posting of this.postings[id]) documentFrequency[id * FIELDS + (posting % FIELDS)]++;
    }
    const inverseFrequency = Float64Array.from(documentFrequency, (matching) =>
      Math.log(1 + (this.size - matching + 0.5) / (matching + 0.5)),
    );
    // BM25's length term of each attribute of each record, k times its length norm. A loop: Float64Array.from
    // with a mapping function takes several times as long over a million attributes.
    const lengthTerm = new Float64Array(this.fieldLength.length);
    for (let posting = 0; posting < this.fieldLength.length; posting++) {
      lengthTerm[posting] =
        BM25.k * (1 - BM25.b + (BM25.b * this.fieldLength[posting]) / this.averageFieldLength[posting % FIELDS]);
    }
    this.postingScores = this.postings.map((list, id) => {
      const counts = this.counts[id];
      const scores = new Float64Array(list.length);
      for (let index = 0; index < list.length; index++) {
        const posting = list[index];
        const termFrequency = counts[index];
        scores[index] =
          inverseFrequency[id * FIELDS + (posting % FIELDS)] *
          (BM25.d + (termFrequency * (BM25.k + 1)) / (termFrequency + lengthTerm[posting]));
      }
      return scores;
    });
    // Queries read the scores; the counts were only for them.
    this.counts = [];
    const order = Array.from({length: count}, (_, id) => id);
    order.sort((a, b) => (this.terms[a] < this.terms[b] ? -1 : this.terms[a] > this.terms[b] ? 1 : 0));
    this.sorted = Int32Array.from(order);
    this.byLength = [];
    for (let id = 0; id < count; id++) (this.byLength[this.terms[id].length] ??= []).push(id);
  }

  /** How many attributes of records have any of the words a leaf expanded to (an attribute with two of them counts twice). */
  postingCount(derived: readonly Derived[]): number {
    let count = 0;
    for (let entry = 0; entry < derived.length; entry++) count += this.postings[derived[entry].id].length;
    return count;
  }

  /** The words a leaf expands to, as MiniSearch expanded them: the word, its longer forms, words within its typos. */
  expand({term, prefix, fuzzy}: Leaf): Derived[] {
    const derived: Derived[] = [];
    const exact = this.ids.get(term);
    if (exact !== undefined) derived.push({id: exact, weight: 1});
    // Words found as longer forms, which the typo search then skips (only it needs the set).
    const prefixed = fuzzy > 0 ? new Set<number>() : undefined;
    if (prefix) {
      let low = 0;
      let high = this.sorted.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        if (this.terms[this.sorted[middle]] < term) low = middle + 1;
        else high = middle;
      }
      for (let index = low; index < this.sorted.length; index++) {
        const id = this.sorted[index];
        const word = this.terms[id];
        if (!word.startsWith(term)) break;
        const distance = word.length - term.length;
        if (distance === 0) continue;
        prefixed?.add(id);
        derived.push({id, weight: (PREFIX_WEIGHT * word.length) / (word.length + 0.3 * distance)});
      }
    }
    if (fuzzy > 0) {
      for (let length = Math.max(1, term.length - fuzzy); length <= term.length + fuzzy; length++) {
        for (const id of this.byLength[length] ?? []) {
          if (prefixed!.has(id)) continue;
          const word = this.terms[id];
          const distance = editDistance(term, word, fuzzy, 'two typos');
          if (distance === 0 || distance > fuzzy) continue;
          derived.push({id, weight: (FUZZY_WEIGHT * word.length) / (word.length + distance)});
        }
      }
    }
    return derived;
  }

  /**
   * The records with any word a leaf expanded to, scored; only those of `among` when given.
   * `bit` is the leaf's source term.
   */
  leaf(derived: Derived[], bit: number, among?: Among): DocSet {
    const score = this.scratchScore;
    const mark = this.scratchMark;
    const touched = this.scratchTouched;
    let touchedCount = 0;
    const add = (doc: number, weighted: number) => {
      if (mark[doc]) score[doc] += weighted;
      else {
        mark[doc] = 1;
        score[doc] = weighted;
        touched[touchedCount++] = doc;
      }
    };
    // Indexed loops here and below: a for-of loop's iterator results were a quarter of the garbage a query left.
    for (let entry = 0; entry < derived.length; entry++) {
      const {id, weight} = derived[entry];
      const list = this.postings[id];
      const scoresOfWord = this.postingScores[id];
      if (among && seeksFewer(among, list)) {
        seekRecords(list, among, (doc, start, end) => {
          for (let index = start; index < end; index++) add(doc, weight * scoresOfWord[index]);
        });
        continue;
      }
      for (let index = 0; index < list.length; index++) {
        const doc = (list[index] / FIELDS) | 0;
        if (!among || among.mark[doc]) add(doc, weight * scoresOfWord[index]);
      }
    }
    // In record order: a short list is sorted; a long one (a short prefix touches most records) is read off
    // the marks in one pass, cheaper than sorting a hundred thousand numbers.
    let docs: Int32Array;
    if (touchedCount * 16 < this.size) docs = touched.slice(0, touchedCount).sort();
    else {
      docs = new Int32Array(touchedCount);
      for (let doc = 0, count = 0; count < touchedCount; doc++) if (mark[doc]) docs[count++] = doc;
    }
    const scores = new Float64Array(docs.length);
    const masks = new Uint32Array(docs.length).fill(bit);
    for (let index = 0; index < docs.length; index++) {
      scores[index] = score[docs[index]];
      mark[docs[index]] = 0;
    }
    return {docs, scores, masks};
  }

  /**
   * The records of `among` that have word `id`, each once with the most important attribute it has the word in
   * (its first posting): written to `docs` and `fields` from the start, and their number returned.
   */
  attributesOfWord(id: number, among: Among, docs: Int32Array, fields: Uint8Array): number {
    const list = this.postings[id];
    let count = 0;
    if (seeksFewer(among, list)) {
      seekRecords(list, among, (doc, start) => {
        docs[count] = doc;
        fields[count++] = list[start] - doc * FIELDS;
      });
      return count;
    }
    let previous = -1;
    for (let index = 0; index < list.length; index++) {
      const doc = (list[index] / FIELDS) | 0;
      if (doc === previous || !among.mark[doc]) continue;
      previous = doc;
      docs[count] = doc;
      fields[count++] = list[index] - doc * FIELDS;
    }
    return count;
  }
}

/**
 * Zeroed arrays of one length (by record or by URL) that a query borrows and gives back zeroed. Allocating them per
 * query zeroed a megabyte or more at ten times the pages, and the memory outside V8's heap brought on its collector.
 */
export class ScratchArrays<T extends Uint8Array | Int32Array> {
  private readonly free: T[] = [];

  constructor(private readonly allocate: () => T) {}

  /** An array of zeroes. */
  borrow(): T {
    return this.free.pop() ?? this.allocate();
  }

  /** Takes back `array`, whose only entries that may not be zero are at `indexes`: they are zeroed here. */
  giveBack(array: T, indexes: ArrayLike<number>): void {
    for (let index = 0; index < indexes.length; index++) array[indexes[index]] = 0;
    this.free.push(array);
  }
}

/**
 * Records a query step is limited to: marked in `mark` (by record number), and listed in `docs`, ascending, which
 * may hold records that are not marked.
 */
export interface Among {
  docs: Int32Array;
  mark: Uint8Array;
}

/** Seeking each record of `among` in a posting list costs about log2 of the list per record; reading it, one step per posting. */
function seeksFewer(among: Among, list: ArrayLike<number>): boolean {
  return among.docs.length * Math.log2(list.length + 1) * 2 < list.length;
}

/**
 * Calls `visit(doc, start, end)` for each marked record of `among` with postings in `list`, entries `start` to `end`,
 * found by seeking the records one after another: for few records and a long list (a common word after a rare one).
 */
function seekRecords(
  list: ArrayLike<number>,
  among: Among,
  visit: (doc: number, start: number, end: number) => void,
): void {
  let index = 0;
  for (let next = 0; next < among.docs.length; next++) {
    const doc = among.docs[next];
    if (!among.mark[doc]) continue;
    index = firstPostingFrom(list, doc, index);
    if (index === list.length) return;
    const start = index;
    while (index < list.length && list[index] < (doc + 1) * FIELDS) index++;
    if (index > start) visit(doc, start, index);
  }
}

/** The first index from `from` on whose posting is of record `doc` or a later one: a galloping search. */
function firstPostingFrom(list: ArrayLike<number>, doc: number, from: number): number {
  const target = doc * FIELDS;
  if (from >= list.length || list[from] >= target) return from;
  // list[low] < target; double the step until list[high] >= target or the end.
  let low = from;
  let step = 1;
  let high = from + 1;
  while (high < list.length && list[high] < target) {
    low = high;
    step *= 2;
    high = low + step;
  }
  high = Math.min(high, list.length);
  while (low + 1 < high) {
    const middle = (low + high) >> 1;
    if (list[middle] < target) low = middle;
    else high = middle;
  }
  return high;
}

/** Records in both sets, their scores added (MiniSearch's AND). */
export function and(a: DocSet, b: DocSet): DocSet {
  const length = Math.min(a.docs.length, b.docs.length);
  const docs = new Int32Array(length);
  const scores = new Float64Array(length);
  const masks = new Uint32Array(length);
  let count = 0;
  for (let i = 0, j = 0; i < a.docs.length && j < b.docs.length;) {
    const x = a.docs[i];
    const y = b.docs[j];
    if (x < y) i++;
    else if (x > y) j++;
    else {
      docs[count] = x;
      scores[count] = a.scores[i] + b.scores[j];
      masks[count] = a.masks[i] | b.masks[j];
      count++;
      i++;
      j++;
    }
  }
  return {docs: docs.subarray(0, count), scores: scores.subarray(0, count), masks: masks.subarray(0, count)};
}

/** The records of a set that are marked in `mark`, with their scores. */
export function within(set: DocSet, mark: Uint8Array): DocSet {
  const docs = new Int32Array(set.docs.length);
  const scores = new Float64Array(set.docs.length);
  const masks = new Uint32Array(set.docs.length);
  let count = 0;
  for (let index = 0; index < set.docs.length; index++) {
    const doc = set.docs[index];
    if (!mark[doc]) continue;
    docs[count] = doc;
    scores[count] = set.scores[index];
    masks[count++] = set.masks[index];
  }
  return {docs: docs.subarray(0, count), scores: scores.subarray(0, count), masks: masks.subarray(0, count)};
}

/** Records in either set, the scores of those in both added (MiniSearch's OR). */
export function or(a: DocSet, b: DocSet): DocSet {
  const length = a.docs.length + b.docs.length;
  const docs = new Int32Array(length);
  const scores = new Float64Array(length);
  const masks = new Uint32Array(length);
  let count = 0;
  let i = 0;
  let j = 0;
  while (i < a.docs.length || j < b.docs.length) {
    const x = i < a.docs.length ? a.docs[i] : Infinity;
    const y = j < b.docs.length ? b.docs[j] : Infinity;
    if (x < y) {
      docs[count] = x;
      scores[count] = a.scores[i];
      masks[count] = a.masks[i++];
    } else if (y < x) {
      docs[count] = y;
      scores[count] = b.scores[j];
      masks[count] = b.masks[j++];
    } else {
      docs[count] = x;
      scores[count] = a.scores[i] + b.scores[j];
      masks[count] = a.masks[i++] | b.masks[j++];
    }
    count++;
  }
  return {docs: docs.subarray(0, count), scores: scores.subarray(0, count), masks: masks.subarray(0, count)};
}

export function popCount(mask: number): number {
  let value = mask - ((mask >>> 1) & 0x55555555);
  value = (value & 0x33333333) + ((value >>> 2) & 0x33333333);
  return (((value + (value >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * Rows of a distance table, kept between calls: a query compares thousands of pairs of words (the typo search,
 * then each word found with each query word), and allocating a table per pair was a good part of its garbage.
 * Queries run one at a time, to the end, so no two calls use them at once.
 */
let tableRows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/**
 * Edit distance of two words, or `limit + 1` beyond `limit`: insertions, deletions and substitutions, and a swap of
 * two neighbouring letters as one typo (the optimal string alignment distance, as Algolia counts typos) or as two
 * (Levenshtein's, as MiniSearch's typo search counts them, which the index's expansion of a word follows).
 */
export function editDistance(a: string, b: string, limit: number, swap: 'one typo' | 'two typos'): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const width = b.length + 1;
  if (tableRows[0].length < width) tableRows = tableRows.map(() => new Int32Array(2 * width));
  const swapIsOneTypo = swap === 'one typo';
  // Rows i - 2, i - 1 and i of the table.
  let [twoBack, previous, current] = tableRows;
  for (let j = 0; j < width; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let best = i;
    const letter = a.charCodeAt(i - 1);
    for (let j = 1; j < width; j++) {
      let value = Math.min(
        previous[j] + 1,
        current[j - 1] + 1,
        previous[j - 1] + (letter === b.charCodeAt(j - 1) ? 0 : 1),
      );
      if (
        swapIsOneTypo &&
        i > 1 &&
        j > 1 &&
        letter === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      ) {
        value = Math.min(value, twoBack[j - 2] + 1);
      }
      current[j] = value;
      if (value < best) best = value;
    }
    // Every cell is at least the smallest value of the row before it (a swap's source, two rows up, is at most one
    // less than a cell of the row between), so once a whole row is past the limit, every later row is too.
    if (best > limit) return limit + 1;
    const reused = twoBack;
    twoBack = previous;
    previous = current;
    current = reused;
  }
  return Math.min(previous[b.length], limit + 1);
}
