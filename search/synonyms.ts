import type {SynonymHit} from 'algoliasearch';

/**
 * Words and phrases readers use for the same thing as the docs, each group equivalent both ways
 * (Algolia's regular synonyms). `npm run search:push` sends them to Algolia; the embedded engine
 * (search/query.ts) reads the same list, so both sites find the same pages.
 */
const GROUPS: string[][] = [
  // The platform's own names next to the words readers bring from phones, the API or other vendors.
  ['iphone', 'ios', 'ipad'],
  ['entra', 'entra id', 'azure ad', 'azure active directory', 'active directory'],
  ['device', 'endpoint'],
  ['coverage policy', 'tariff profile'],
  ['service policy', 'service profile'],
  ['sms', 'text message', 'short message'],
  ['apn', 'access point name'],
  ['sso', 'single sign on'],
  ['mfa', '2fa', 'two factor', 'multi factor'],
  ['esim', 'embedded sim', 'euicc'],
  ['token', 'api key'],
  ['quota', 'limit'],
  ['macos', 'mac'],
  ['ubuntu', 'linux'],
  ['2g', 'gsm'],
  ['3g', 'umts'],
  ['ntn', 'non terrestrial network'],
  ['workspace one', 'omnissa'],
  ['invoice', 'billing'],
  ['move', 'transfer'],
  ['login', 'log in', 'sign in', 'signin'],
  ['block', 'disable', 'bar', 'prevent'],
  // Everyday words for the Portal's own: people, roles, prices, retention.
  ['employee', 'colleague', 'coworker', 'co worker', 'teammate'],
  ['organisation', 'organization'],
  ['observer', 'read only', 'view only'],
  ['retention', 'kept', 'retained'],
  ['cost', 'price', 'pricing'],
  ['connection', 'connectivity'],
  ['sms interface', 'receive sms', 'forward sms'],
  ['rate limit', 'too many requests'],
  ['vpn', 'openvpn'],
];

export const synonyms: SynonymHit[] = GROUPS.map((group) => ({
  objectID: `synonyms-${group[0].replace(/\W+/g, '-')}`,
  type: 'synonym',
  synonyms: group,
}));
