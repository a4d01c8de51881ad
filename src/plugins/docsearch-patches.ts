import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {upstreamLoaderPlugin} from './upstream-loader-plugin';

/**
 * Runs two loaders over DocSearch 3.9's bundle: docsearch-error-screen.cjs, so failed searches show the
 * error screen, and docsearch-aria.cjs, which fixes the modal's list ids and backdrop role. Each loader
 * fails the build when the code it patches is not found.
 */
export function docsearchPatchesPlugin(): Plugin {
  return upstreamLoaderPlugin('docsearch-patches', {
    file: /@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]index\.js$/,
    loaders: [path.resolve(__dirname, 'docsearch-error-screen.cjs'), path.resolve(__dirname, 'docsearch-aria.cjs')],
  });
}
