import {existsSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {docSearchQuery} from '../../bench/search-latency';
import {loadSearchIndex} from '../../search/server';
import {INDEX_FILE} from '../../search/snapshot';
import {everydayQuestions, relevanceQuestions} from '../fixtures/search/relevance-questions';
import {buildDir} from './site';

/**
 * The search index of the e2e build, which `npm test` has just made: the production pages (its extra
 * records, of hostile markup, match none of the questions), read without starting a server or a
 * browser (E2E_BUILD_DIR points it at another build, such as build/). How fast the engine answers is
 * the benchmark's to measure (bench/search-latency.ts), against stock in the same run.
 */
const TOP = 3;
const REQUIRED_SHARE = 0.95;
/**
 * The everyday questions' bar, the same 95 %: 67 of 70 on 28 November (late), after sections many pages repeat ranked
 * below a page's own text, records of pages whose title and description have the words broke ties, and more of
 * Algolia's English stop words were dropped (61 of 70 before that); 67 of 70 again on 29 November, after two expected
 * pages moved to where the pages, as reviewed since, now answer (the fixture says why).
 */
const REQUIRED_EVERYDAY_SHARE = 0.95;

/** The questions whose expected page is not in the top `TOP`, each with the pages that were. */
function missesOf(questions: [string, string][]): string[] {
  // The index as the service loads it: the one the build saved (refusing it fails the test).
  const index = loadSearchIndex(buildDir, (line) => expect.fail(line));
  return questions.flatMap(([query, expectedPage]) => {
    const {hits} = index.search(docSearchQuery(query));
    const pages = [...new Set(hits.map((hit) => new URL(String(hit.url)).pathname))].slice(0, TOP);
    return pages.includes(expectedPage) ? [] : [`${query} → ${pages.join(', ')} (expected ${expectedPage})`];
  });
}

const shareOf = (questions: unknown[], misses: string[]) => (questions.length - misses.length) / questions.length;

describe('search relevance over the built records', () => {
  it(`puts the expected page in the top ${TOP} for at least ${REQUIRED_SHARE * 100} % of reader questions`, () => {
    expect(existsSync(path.join(buildDir, INDEX_FILE)), 'the build saves the index the service starts from').toBe(true);
    const misses = missesOf(relevanceQuestions);
    expect(relevanceQuestions.length).toBeGreaterThanOrEqual(100);
    expect(shareOf(relevanceQuestions, misses), `misses:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(REQUIRED_SHARE);
  });

  it(`answers at least ${REQUIRED_EVERYDAY_SHARE * 100} % of questions in everyday words in the top ${TOP}`, () => {
    const misses = missesOf(everydayQuestions);
    expect(everydayQuestions.length).toBeGreaterThanOrEqual(60);
    expect(shareOf(everydayQuestions, misses), `misses:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(
      REQUIRED_EVERYDAY_SHARE,
    );
  });
});
