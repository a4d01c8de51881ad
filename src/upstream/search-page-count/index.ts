import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {upstreamLoaderPlugin} from '../loader-plugin';

/**
 * The /search page counts the pages it found, not the sections (search-page-count-loader.cjs patches the
 * theme's SearchPage, whose wrapper in src/theme/SearchPage cannot reach the count). Both engines
 * answer the facet it asks for: `url_without_anchor` is in the settings' attributesForFaceting.
 */
export function searchPageCountPlugin(): Plugin {
  return upstreamLoaderPlugin('search-page-count', {
    file: /@docusaurus[\\/]theme-search-algolia[\\/]lib[\\/]theme[\\/]SearchPage[\\/]index\.js$/,
    loaders: [path.resolve(__dirname, 'search-page-count-loader.cjs')],
  });
}
