import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {call, connectStdio} from '../unit/mcp-fixture';
import {buildDir} from './site';

const TOP = 3;
/**
 * Issue 42 asks for 95 %; on 28 November the tool answered 24 of 30 (misses: questions of two product words that
 * land on the generated reference's error tables, and module names in code). A floor against regressions until then.
 */
const REQUIRED_SHARE = 0.8;

/**
 * Questions an integrator's assistant passes to search_docs while it works, each with the page that answers it:
 * written for this test, not taken from the reader question sets of search-relevance.test.ts.
 */
const integratorQuestions: [query: string, expectedPage: string][] = [
  ['send an SMS to a device with python', '/sdks/python/examples'],
  ['java sdk list devices', '/sdks/java/examples'],
  ['authenticate with an application token', '/portal/application-tokens'],
  ['refresh an expired auth token', '/rest/reference/authentication/authenticate'],
  ['graphql api endpoint and headers', '/graphql'],
  ['verify webhook signature hmac', '/sdks/webhooks'],
  ['idempotency key for retries', '/sdks/retries'],
  ['event type ids and severities', '/system-events/event-types'],
  ['poll system events api', '/system-events/usage'],
  ['stream usage records to a webhook', '/multicloud-data-streamer/integrations'],
  ['usage record traffic type 5 data', '/multicloud-data-streamer/usage'],
  ['set the apn with at+cgdcont', '/apn-configuration/cellular-modules'],
  ['quectel bg95 apn command', '/apn-configuration/cellular-modules'],
  ['psm and edrx timers', '/services/power-saving'],
  ['nat timeout keepalive mqtt', '/services/nat-and-keepalives'],
  ['ipv6 support', '/services/ipv6-and-non-ip'],
  ['api versioning deprecation', '/sdks/api-versioning'],
  ['sgp.32 eim profile switch', '/services/euicc-profile-management'],
  ['suspend a sim via api', '/rest/reference/sims/update-sim'],
  ['sim status ids', '/services/sim-lifecycle-management'],
  ['data quota throttle action', '/services/quota-management'],
  ['service policy breakout region', '/portal/device-policies'],
  ['block 2g networks', '/how-tos/block-radio-access-technologies'],
  ['openvpn credentials.txt', '/services/openvpn'],
  ['register sims with the bic', '/quickstart/register-sims'],
  ['device attached but no data session', '/quickstart/troubleshooting'],
  ['sms over nb-iot', '/services/sms'],
  ['mfa email code', '/how-tos/multi-factor-authentication'],
  ['satellite data limit', '/how-tos/manage-satellite-connectivity'],
  ['rate limit 429 retry-after', '/rest'],
];

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
