import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The browser build of Algolia's lite client, which src/search/lite-client.ts wraps. */
export function upstreamLiteClientPath(): string {
  return path.resolve(path.dirname(require.resolve('algoliasearch/lite')), 'browser.js');
}

/**
 * Gives every Algolia client in the bundle the options of src/search/lite-client.ts: hosts' states kept in memory,
 * and with the embedded service, the page's origin as the only host. Docusaurus serialises its config as JSON, so
 * client options cannot travel through `themeConfig`; instead `algoliasearch/lite` is aliased to that module. The
 * /search page imports it directly, and the swizzled SearchBar hands the DocSearch modal (which bundles its own
 * client) a client made by it via `transformSearchClient`.
 */
export function searchClientPlugin(): Plugin {
  return {
    name: 'search-client',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            'algoliasearch/lite$': path.resolve(__dirname, '../../search/lite-client.ts'),
            'algoliasearch-lite-upstream$': upstreamLiteClientPath(),
          },
        },
      };
    },
  };
}
