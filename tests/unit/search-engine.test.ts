import {describe, expect, it} from 'vitest';
import {seededRandom} from '../../bench/stats';
import {
  editDistance,
  FIELDS,
  TermIndex,
  within,
  type Among,
  type DocSet,
  type SavedTermIndex,
} from '../../search/engine';

const RECORDS = 5000;

/**
 * An index of RECORDS records in which `common` is in about half of the attributes (sometimes twice) and `rare`
 * in about 1 in 100: long and short posting lists, as a common word and a rare one have at scale.
 */
function randomIndex(): {index: TermIndex; saved: SavedTermIndex; common: number; rare: number} {
  const random = seededRandom(11);
  const builder = new TermIndex();
  const common = builder.intern('common');
  const rare = builder.intern('rare');
  const filler = builder.intern('filler');
  for (let doc = 0; doc < RECORDS; doc++) {
    for (let field = 0; field < FIELDS; field++) {
      const tokens: number[][] = [[filler]];
      if (random() < 0.5) tokens.push([common]);
      if (random() < 0.3) tokens.push([common]);
      if (random() < 0.01) tokens.push([rare]);
      builder.addField(doc, field, tokens);
    }
  }
  const saved = builder.saved();
  return {index: TermIndex.restored(RECORDS, saved), saved, common, rare};
}

/** Records each kept with probability `share`; `docs` also lists some records that are not marked. */
function randomAmong(share: number, seed: number): Among {
  const random = seededRandom(seed);
  const mark = new Uint8Array(RECORDS);
  const docs: number[] = [];
  for (let doc = 0; doc < RECORDS; doc++) {
    const draw = random();
    if (draw < share) mark[doc] = 1;
    if (draw < share * 1.2) docs.push(doc);
  }
  return {docs: Int32Array.from(docs), mark};
}

const plain = ({docs, scores, masks}: DocSet) => ({docs: [...docs], scores: [...scores], masks: [...masks]});

// Shares of the records from a few (each record's postings sought in the long list) to most (the list read whole).
const SHARES = [0.001, 0.01, 0.05, 0.3, 0.9];

describe('TermIndex, limited to some records', () => {
  const {index, saved, common, rare} = randomIndex();

  it('finds the same records with the same scores whether it seeks them or reads the whole list', () => {
    for (const derived of [
      [{id: common, weight: 1}],
      [
        {id: rare, weight: 1},
        {id: common, weight: 0.4},
      ],
    ]) {
      const everyRecord = index.leaf(derived, 1);
      SHARES.forEach((share, seed) => {
        const among = randomAmong(share, seed);
        const limited = index.leaf(derived, 1, among);
        expect(limited.docs.length).toBeGreaterThan(0);
        expect(plain(limited)).toEqual(plain(within(everyRecord, among.mark)));
      });
    }
  });

  it('gives each marked record that has a word once, with the first attribute it has the word in', () => {
    const start = saved.postingStarts[common];
    const postings = saved.postings.subarray(start, saved.postingStarts[common + 1]);
    SHARES.forEach((share, seed) => {
      const among = randomAmong(share, seed);
      const expected = new Map<number, number>();
      for (const posting of postings) {
        const doc = Math.floor(posting / FIELDS);
        if (among.mark[doc] && !expected.has(doc)) expected.set(doc, posting % FIELDS);
      }
      const docs = new Int32Array(RECORDS);
      const fields = new Uint8Array(RECORDS);
      const count = index.attributesOfWord(common, among, docs, fields);
      const found = new Map([...docs.subarray(0, count)].map((doc, entry) => [doc, fields[entry]]));
      expect(count).toBe(found.size);
      expect(found).toEqual(expected);
    });
  });
});

describe('editDistance', () => {
  it('counts insertions, deletions and substitutions, a swap as one typo or two, and stops past the limit', () => {
    expect(editDistance('kitten', 'sitting', 3, 'two typos')).toBe(3);
    expect(editDistance('flaw', 'lawn', 2, 'two typos')).toBe(2);
    expect(editDistance('apn', 'apn', 1, 'one typo')).toBe(0);
    expect(editDistance('', 'ab', 2, 'one typo')).toBe(2);
    expect(editDistance('phome', 'phone', 1, 'one typo')).toBe(1);
    expect(editDistance('phoen', 'phone', 2, 'one typo')).toBe(1);
    expect(editDistance('phoen', 'phone', 2, 'two typos')).toBe(2);
    // Past the limit it answers limit + 1, however far the words are.
    expect(editDistance('abcdef', 'ghijkl', 2, 'two typos')).toBe(3);
    expect(editDistance('a', 'abcd', 1, 'one typo')).toBe(2);
    expect(editDistance('phoen', 'phone', 1, 'two typos')).toBe(2);
  });

  it('gives the same distances after comparing words longer than the rows it keeps between calls', () => {
    const long = 'x'.repeat(100);
    expect(editDistance(`${long}ab`, `${long}ba`, 2, 'one typo')).toBe(1);
    expect(editDistance(`${long}ab`, `${long}ba`, 2, 'two typos')).toBe(2);
    expect(editDistance(`${long}yz`, long, 2, 'two typos')).toBe(2);
    expect(editDistance('kitten', 'sitting', 3, 'one typo')).toBe(3);
    expect(editDistance('firewal', 'firewall', 1, 'two typos')).toBe(1);
  });
});
