import {createRequire} from 'node:module';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {ThemeConfig} from '@docusaurus/theme-search-algolia';

const require = createRequire(__filename);

const {ALGOLIA_APP_ID, ALGOLIA_SEARCH_KEY, ALGOLIA_INDEX_NAME} = process.env;

/**
 * With all three Algolia variables set the site searches the hosted index; otherwise it searches
 * the embedded service (search/server.ts), which answers Algolia's API on the site's own origin.
 */
export const usesEmbeddedSearch = !(ALGOLIA_APP_ID && ALGOLIA_SEARCH_KEY && ALGOLIA_INDEX_NAME);

/** Hosts the browser talks to for search, besides the site itself (for the Content-Security-Policy). */
export const algoliaOrigins = usesEmbeddedSearch
  ? []
  : ['https://*.algolia.net', 'https://*.algolianet.com', 'https://insights.algolia.io'];

/** Index name of the embedded service, and the name records are built under. */
export const embeddedIndexName = 'docs';

/** Values the swizzled SearchBar reads from `customFields.search` (functions cannot go through config). */
export const searchCustomFields = {
  /** Where a reader reports a search that found nothing; unset means no link. */
  missingResultsUrl: process.env.SEARCH_MISSING_RESULTS_URL,
};

export const algolia = {
  appId: usesEmbeddedSearch ? 'EMBEDDED' : ALGOLIA_APP_ID!,
  apiKey: usesEmbeddedSearch ? 'embedded-search-only' : ALGOLIA_SEARCH_KEY!,
  indexName: usesEmbeddedSearch ? embeddedIndexName : ALGOLIA_INDEX_NAME!,
  contextualSearch: true,
  searchPagePath: 'search',
} satisfies ThemeConfig['algolia'];

/**
 * Points every Algolia client in the bundle at the embedded service. Docusaurus serialises its
 * config as JSON, so a client option such as `hosts` cannot travel through `themeConfig`; instead
 * `algoliasearch/lite` is aliased to src/search/embeddedClient.ts, which adds the page's origin as
 * the only host. The /search page imports that module directly, and the swizzled SearchBar hands
 * the DocSearch modal (which bundles its own client) a client made by it via `transformSearchClient`.
 */
/**
 * Applies src/plugins/docsearch-error-screen.cjs to the DocSearch bundle, so failed searches show the error screen,
 * and src/plugins/docsearch-aria.cjs, which fixes the modal's list ids and backdrop role.
 */
export function docsearchErrorScreenPlugin(): Plugin {
  return {
    name: 'docsearch-error-screen',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]index\.js$/,
              use: [
                {loader: path.resolve(__dirname, '../plugins/docsearch-error-screen.cjs')},
                {loader: path.resolve(__dirname, '../plugins/docsearch-aria.cjs')},
              ],
            },
          ],
        },
      };
    },
  };
}

export function embeddedSearchClientPlugin(): Plugin {
  const nodeBuild = require.resolve('algoliasearch/lite');
  return {
    name: 'embedded-search-client',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            'algoliasearch/lite$': path.resolve(__dirname, '../search/embeddedClient.ts'),
            'algoliasearch-lite-upstream$': path.resolve(path.dirname(nodeBuild), 'browser.js'),
          },
        },
      };
    },
  };
}

/**
 * Keeps DocSearch's code out of the JavaScript every page loads. DocSearch 3 is one bundle (modal,
 * autocomplete and its own Algolia client), which the navbar's button and keyboard shortcuts pulled
 * in whole, and a second time as CommonJS through the theme's aliases for DocSearch 4's entry points.
 * The button, the shortcuts and the version now come from src/search/docsearchButton.tsx; the modal
 * still comes from the bundle, loaded when the reader reaches for search.
 */
export function docsearchButtonPlugin(): Plugin {
  const copied = path.resolve(__dirname, '../search/docsearchButton.tsx');
  const {version} = require('@docsearch/react/package.json') as {version: string};
  if (version !== '3.9.0') {
    throw new Error(
      `docsearch-button: src/search/docsearchButton.tsx copies DocSearch 3.9.0; compare it with ${version}.`,
    );
  }
  return {
    name: 'docsearch-button',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            '@docsearch/react/button': copied,
            '@docsearch/react/useDocSearchKeyboardEvents': copied,
            '@docsearch/react/version': copied,
          },
        },
      };
    },
  };
}
