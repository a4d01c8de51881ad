import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {integratorQuestions} from '../fixtures/search/relevance-questions';
import {call, connectStdio} from '../unit/mcp-fixture';
import {buildDir} from './site';

const TOP = 3;
/**
 * Issue 42 asks for 95 %; on 28 November (late) the tool answered 28 of 30, up from 26 once the 429 section every
 * generated reference page repeats ranked below the pages about rate limits, and ties went to the page whose title and
 * description have the words ("set the apn with at+cgdcont"). The misses: a symptom ("attached but no
 * data session") whose words the state table three other pages repeat holds in one row, and "stream usage records to a
 * webhook", for which the usage record payload's reference page, whose title has every word, outranks the set-up
 * guide. A floor against regressions until then.
 */
const REQUIRED_SHARE = 0.93;

describe('search_docs, the MCP tool, over the e2e build', () => {
  let client: Client;
  beforeAll(async () => {
    client = await connectStdio(process.execPath, ['--import', 'tsx', 'search/mcp/cli.ts', buildDir]);
  }, 60_000);
  afterAll(() => client?.close());

  it(`puts the page that answers an integrator's question in the top ${TOP} for ${REQUIRED_SHARE * 100} % of them`, async () => {
    const misses: string[] = [];
    for (const [query, expectedPage] of integratorQuestions) {
      const {data, isError, text} = await call(client, 'search_docs', {query, limit: 10});
      expect(isError, text).toBe(false);
      const pages = [...new Set((data.results as {url: string}[]).map(({url}) => new URL(url).pathname))].slice(0, TOP);
      if (!pages.includes(expectedPage)) misses.push(`${query} → ${pages.join(', ')} (expected ${expectedPage})`);
    }
    expect(integratorQuestions).toHaveLength(30);
    expect(
      (integratorQuestions.length - misses.length) / integratorQuestions.length,
      misses.join('\n'),
    ).toBeGreaterThanOrEqual(REQUIRED_SHARE);
  }, 120_000);
});
