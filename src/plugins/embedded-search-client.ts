import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Points every Algolia client in the bundle at the embedded service. Docusaurus serialises its
 * config as JSON, so a client option such as `hosts` cannot travel through `themeConfig`; instead
 * `algoliasearch/lite` is aliased to src/search/embeddedClient.ts, which adds the page's origin as
 * the only host. The /search page imports that module directly, and the swizzled SearchBar hands
 * the DocSearch modal (which bundles its own client) a client made by it via `transformSearchClient`.
 */
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
