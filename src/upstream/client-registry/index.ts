import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {upstreamLoaderPlugin} from '../loader-plugin';

/**
 * Keeps the import path of every route module out of the script every page loads first. Docusaurus's route
 * registry (.docusaurus/registry.js, bundled into main.js) gives each chunk a loader, the module's import path as
 * a string, and its module id; ComponentCreator passes the string to react-loadable as `modules`, which reports
 * them only to the server render's Capture (core/lib/client/serverEntry.js), to list the page's scripts. In the
 * browser the strings are never read, yet main.js carried all of them (202 entries, '@site/docs/…/….mdx' for each
 * doc: 1.5 kB gzip), one more with every page written: upstream's "Docusaurus Bundle Size Heavily Impacted By
 * Number of Routes" (https://github.com/facebook/docusaurus/issues/7256). The loader blanks them in the client's
 * production build; `npm run dev` keeps them, for the debug plugin's registry page, which lists them.
 */
export function clientRegistryPlugin(): Plugin {
  return upstreamLoaderPlugin('client-registry', {
    file: /[\\/]\.docusaurus[\\/]registry\.js$/,
    loaders: [path.resolve(__dirname, 'registry-loader.cjs')],
    clientOnly: true,
    productionOnly: true,
  });
}
