import {expect, test} from '@playwright/test';
import {embeddedIndexName} from '../../src/config/search';

/** Questions readers type, each with the page that should answer it. */
const questions: [query: string, expectedPage: string][] = [
  ['apn for android', '/apn-configuration/android'],
  ['iphone apn settings', '/apn-configuration/ios'],
  ['quectel at commands', '/apn-configuration/cellular-modules'],
  ['teltonika tracker apn', '/apn-configuration/gps-trackers'],
  ['RUT240 router apn', '/apn-configuration/industrial-routers'],
  ['openvpn windows', '/integration-guides/openvpn-windows'],
  ['openvpn ubuntu', '/integration-guides/openvpn-linux-ubuntu'],
  ['openvpn macos tunnelblick', '/integration-guides/openvpn-macos'],
  ['authentication token refresh', '/rest'],
  ['rest api paging headers', '/rest'],
  ['graphql query endpoints', '/graphql'],
  ['graphiql headers', '/graphql/graphiql-ide'],
  ['python sdk install', '/sdks/python/quickstart'],
  ['java sdk maven', '/sdks/java/quickstart'],
  ['register sims batch identification code', '/quickstart/register-sims'],
  ['order sim cards', '/quickstart/order-sims'],
  ['free trial credit', '/quickstart/trial'],
  ['attached but no data', '/quickstart/troubleshooting'],
  ['create application token', '/portal/application-tokens'],
  ['roles and permissions', '/portal/roles'],
  ['entra id saml', '/sso/microsoft-active-directory'],
  ['google workspace sso', '/sso/google-cloud-platform'],
  ['transfer sims to another workspace', '/workspaces/transfer-sims'],
  ['satellite ntn', '/services/iot-supernetwork-satellite'],
  ['esim qr code', '/how-tos/consumer-esim/qr-code-activation'],
  ['intune esim', '/how-tos/consumer-esim/microsoft-intune'],
  ['factory test mode', '/services/factory-test-mode'],
  ['sim lifecycle states', '/services/sim-lifecycle-management'],
  ['usage record fields', '/multicloud-data-streamer/usage'],
  ['event type ids', '/system-events/event-types'],
  ['block 2g and 3g', '/how-tos/block-radio-access-technologies'],
  ['custom dns', '/how-tos/configure-dns-settings'],
  ['multi factor authentication', '/how-tos/multi-factor-authentication'],
  ['murata 1sc', '/how-tos/murata-type-sc1-radio-module'],
  ['zendesk app', '/integration-guides/zendesk-support-app'],
  ['aws transit gateway', '/services/cloud-connect'],
];

const TOP = 3;
const REQUIRED_SHARE = 0.9;

test(`the expected page is in the top ${TOP} for at least ${REQUIRED_SHARE * 100} % of reader questions`, async ({
  request,
}) => {
  const misses: string[] = [];
  for (const [query, expectedPage] of questions) {
    // The request DocSearch's modal sends, with contextual search filters.
    const response = await request.post('/1/indexes/*/queries', {
      headers: {'content-type': 'text/plain'},
      data: JSON.stringify({
        requests: [
          {
            indexName: embeddedIndexName,
            query,
            hitsPerPage: 20,
            facetFilters: [['language:en'], ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
          },
        ],
      }),
    });
    const {results} = (await response.json()) as {results: {hits: {url_without_anchor: string}[]}[]};
    const pages = [...new Set(results[0].hits.map((hit) => new URL(hit.url_without_anchor).pathname))];
    if (!pages.slice(0, TOP).includes(expectedPage)) misses.push(`${query} → ${pages.slice(0, TOP).join(', ')}`);
  }
  const share = (questions.length - misses.length) / questions.length;
  test.info().annotations.push({
    type: 'relevance',
    description: `${questions.length - misses.length}/${questions.length} (${(share * 100).toFixed(1)} %) in the top ${TOP}`,
  });
  console.log(`Search relevance: ${(share * 100).toFixed(1)} % of ${questions.length} questions in the top ${TOP}`);
  expect(questions.length).toBeGreaterThanOrEqual(25);
  expect(share, `misses:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(REQUIRED_SHARE);
});
