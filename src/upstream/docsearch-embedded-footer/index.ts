import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {upstreamLoaderPlugin} from '../loader-plugin';

/**
 * With the embedded search service answering, the DocSearch modal's footer must not say "Search by
 * Algolia": embedded-footer-loader.cjs removes that logo from DocSearch 3.9's bundle. Registered only
 * when `usesEmbeddedSearch` (src/config/search.ts); with the hosted index, the credit stays.
 */
export function docsearchEmbeddedFooterPlugin(): Plugin {
  return upstreamLoaderPlugin('docsearch-embedded-footer', {
    file: /@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]index\.js$/,
    loaders: [path.resolve(__dirname, 'embedded-footer-loader.cjs')],
  });
}
