import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {graphqlReferenceSidebar} from './docs/graphql/reference/_sidebar';
import {restReferenceSidebar} from './docs/rest/reference/_sidebar';

type SidebarItemConfig = Extract<SidebarsConfig[string], unknown[]>[number];

/**
 * A category for the docs folder `folder`: plain item names resolve inside that folder, so the
 * sidebar reads like the folder tree. `landing: false` for folders with no page of their own
 * (their URL prefix, such as /services, is not a route).
 */
function category(
  label: string,
  folder: string,
  items: (string | SidebarItemConfig)[],
  {landing = true, description}: {landing?: boolean; description?: string} = {},
): SidebarItemConfig {
  return {
    type: 'category',
    label,
    // The text of the category's card in a <DocCardList />, which otherwise reads only "4 items".
    ...(description && {description}),
    ...(landing && {link: {type: 'doc', id: `${folder}/index`}}),
    items: items.map((item) => (typeof item === 'string' ? `${folder}/${item}` : item)),
  };
}

// The one docs sidebar. Unlisted pages (custom-services, add-ip-address-spaces-virtualized) stay out of it.
const sidebars = {
  docs: [
    {type: 'doc', id: 'index', label: 'Home'},
    category('Getting started', 'quickstart', [
      'trial',
      'order-sims',
      'register-sims',
      'create-device',
      category('APN configuration', 'apn-configuration', [
        'android',
        'ios',
        'cellular-modules',
        'gps-trackers',
        'industrial-routers',
      ]),
      'troubleshooting',
    ]),
    {
      type: 'category',
      label: 'APIs and SDKs',
      items: [
        // The reference pages are generated from api/ (src/plugins/api-reference), with their sidebar items.
        {type: 'category', label: 'REST API', link: {type: 'doc', id: 'rest/index'}, items: restReferenceSidebar},
        category('GraphQL API', 'graphql', [
          'graphiql-ide',
          {type: 'category', label: 'Reference', items: graphqlReferenceSidebar},
        ]),
        category('SDKs', 'sdks', [
          'concepts',
          'retries',
          'webhooks',
          'api-versioning',
          'java/quickstart',
          'java/examples',
          'python/quickstart',
          'python/examples',
          'mcp-server',
          'support',
        ]),
      ],
    },
    category('Portal', 'portal', [
      'sim-inventory',
      'connected-devices',
      'device-policies',
      'automations',
      'no-code',
      'sms',
      'reports',
      'application-tokens',
      'roles',
      'user-settings',
      category('Organisation', 'portal/org', ['billing', 'data', 'employees', 'subscription'], {
        description: 'Company details, employees, billing, subscription and data.',
      }),
      'troubleshooting',
    ]),
    category('Single sign-on', 'sso', ['google-cloud-platform', 'microsoft-active-directory', 'troubleshooting']),
    category('Workspaces', 'workspaces', ['create', 'link', 'manage-users', 'reports', 'switch', 'transfer-sims']),
    category(
      'Services',
      'services',
      [
        'global-iot-network',
        'power-saving',
        'nat-and-keepalives',
        'ipv6-and-non-ip',
        'global-iot-sim',
        'euicc-profile-management',
        'iot-cloud-communication-platform',
        'sms',
        'iot-supernetwork-satellite',
        'technical-guidelines-satellite',
        'consumer-esim-global',
        'sim-lifecycle-management',
        'factory-test-mode',
        'quota-management',
        'limits',
        'security',
        'openvpn',
        'cloud-connect',
      ],
      {landing: false},
    ),
    category('Data streamer', 'multicloud-data-streamer', [
      'connection-types',
      'stream-types',
      'integrations',
      'manage-data-streams',
      'usage',
    ]),
    category('System events', 'system-events', ['event-types', 'usage']),
    category('Integration guides', 'integration-guides', [
      'openvpn-linux-ubuntu',
      'openvpn-macos',
      'openvpn-windows',
      'jira-service-desk',
      'zendesk-support-app',
    ]),
    category(
      'How-tos',
      'how-tos',
      [
        'upgrade-trial-plan',
        'update-company-details',
        'multi-factor-authentication',
        'release-sims',
        'set-up-satellite-sim',
        'manage-satellite-connectivity',
        'create-service-policies',
        'create-coverage-policies',
        'update-existing-device-policies',
        'assign-devices-to-policies',
        'block-networks',
        'block-operators',
        'block-radio-access-technologies',
        'configure-dns-settings',
        'add-ip-address-spaces',
        'configure-data-sms-limits',
        'manage-data-sms-quotas',
        'data-allowances',
        'extend-data-limit',
        'configure-sms-interface',
        'send-sms-portal',
        'use-sms-web-app',
        'zapier-sms-integration',
        'manage-automations',
        'manage-tags',
        'rename-devices-in-bulk',
        'use-csv-files',
        'customize-tables',
        'filter-tables',
        'search-tables',
        'murata-type-sc1-radio-module',
        category(
          'Consumer eSIM',
          'how-tos/consumer-esim',
          [
            'qr-code-activation',
            'activation-code-activation',
            'apple-universal-link-activation',
            'jamf-pro',
            'microsoft-intune',
            'omnissa-workspace-one-uem',
          ],
          {landing: false},
        ),
      ],
      {landing: false},
    ),
    {type: 'doc', id: 'support', label: 'Support'},
    {type: 'link', label: 'Changelog', href: '/changelog'},
  ],
} satisfies SidebarsConfig;

export default sidebars;
