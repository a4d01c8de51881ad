import type {ThemeConfig} from '@docusaurus/theme-search-algolia';
import {embeddedIndexName} from '../../search/index-name';
import {EMBEDDED_APP_ID} from '../search/embedded';

const {ALGOLIA_APP_ID, ALGOLIA_SEARCH_KEY, ALGOLIA_INDEX_NAME} = process.env;

/**
 * With all three Algolia variables set the site searches the hosted index; otherwise it searches
 * the embedded service (search/server.ts), which answers Algolia's API on the site's own origin.
 */
export const usesEmbeddedSearch = !(ALGOLIA_APP_ID && ALGOLIA_SEARCH_KEY && ALGOLIA_INDEX_NAME);

/**
 * A build for publishing (the deploy workflow sets DOCS_DEPLOY=true) must search the hosted index:
 * static hosting such as GitHub Pages has no embedded search service, so search would fail for every reader.
 */
export function checkDeployableSearch(env: NodeJS.ProcessEnv): void {
  if (env.DOCS_DEPLOY !== 'true') return;
  const missing = ['ALGOLIA_APP_ID', 'ALGOLIA_SEARCH_KEY', 'ALGOLIA_INDEX_NAME'].filter((name) => !env[name]);
  if (missing.length === 0) return;
  throw new Error(
    `DOCS_DEPLOY=true but ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set: the published site would ` +
      'send searches to an API that static hosting does not have. Set them as repository variables (Settings → ' +
      'Secrets and variables → Actions → Variables), or build without DOCS_DEPLOY for a site served by `npm run serve`.',
  );
}
checkDeployableSearch(process.env);

/** Hosts the browser talks to for search, besides the site itself (for the Content-Security-Policy). */
export const algoliaOrigins = usesEmbeddedSearch
  ? []
  : ['https://*.algolia.net', 'https://*.algolianet.com', 'https://insights.algolia.io'];

/** Values the swizzled SearchBar reads from `customFields.search` (functions cannot go through config). */
export const searchCustomFields = {
  /** Where a reader reports a search that found nothing; unset means no link. */
  missingResultsUrl: process.env.SEARCH_MISSING_RESULTS_URL,
};

export const algolia = {
  appId: usesEmbeddedSearch ? EMBEDDED_APP_ID : ALGOLIA_APP_ID!,
  apiKey: usesEmbeddedSearch ? 'embedded-search-only' : ALGOLIA_SEARCH_KEY!,
  indexName: usesEmbeddedSearch ? embeddedIndexName : ALGOLIA_INDEX_NAME!,
  contextualSearch: true,
  searchPagePath: 'search',
} satisfies ThemeConfig['algolia'];
