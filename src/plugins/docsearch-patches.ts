import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {upstreamLoaderPlugin} from './upstream-loader-plugin';

/**
 * Runs three loaders over DocSearch 3.9's bundle: docsearch-error-screen.cjs, so failed searches show the
 * error screen; docsearch-aria.cjs, which fixes the modal's list ids and backdrop role; and
 * docsearch-warm-up.cjs, which lets the hidden warm-up modal leave the page's body alone. Each loader
 * fails the build when the code it patches is not found.
 */
export function docsearchPatchesPlugin(): Plugin {
  return upstreamLoaderPlugin('docsearch-patches', {
    file: /@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]index\.js$/,
    loaders: [
      path.resolve(__dirname, 'docsearch-error-screen.cjs'),
      path.resolve(__dirname, 'docsearch-aria.cjs'),
      path.resolve(__dirname, 'docsearch-warm-up.cjs'),
    ],
  });
}
