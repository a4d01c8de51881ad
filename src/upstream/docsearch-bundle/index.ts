import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {upstreamLoaderPlugin} from '../loader-plugin';

/**
 * Runs three loaders over DocSearch 3.9's bundle: error-screen.cjs, so failed searches show the
 * error screen; aria.cjs, which fixes the modal's list ids and backdrop role; and text.cjs,
 * so that snippets of stored searches and section titles show their text as written. Each loader fails the
 * build when the code it patches is not found.
 */
export function docsearchPatchesPlugin(): Plugin {
  return upstreamLoaderPlugin('docsearch-patches', {
    file: /@docsearch[\\/]react[\\/]dist[\\/]esm[\\/]index\.js$/,
    loaders: ['error-screen.cjs', 'aria.cjs', 'text.cjs'].map((loader) => path.resolve(__dirname, loader)),
  });
}
