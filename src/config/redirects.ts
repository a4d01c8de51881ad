import type {Options as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';

/** Old URLs that readers and other sites still link to, and the page each now lives at. */
export const redirects = [
  {from: '/quickstart/devices/apn-configuration', to: '/apn-configuration'},
  {from: '/how-tos/multi-inclusive-volumes', to: '/how-tos/data-allowances'},
  {from: '/how-tos/using-csv-files-to-bulk-rename-devices', to: '/how-tos/use-csv-files'},
  {from: '/how-tos/sms-console', to: '/how-tos/use-sms-web-app'},
] satisfies ClientRedirectsOptions['redirects'];
