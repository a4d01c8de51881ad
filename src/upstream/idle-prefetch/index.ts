import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {upstreamLoaderPlugin} from '../loader-plugin';

/**
 * Prefetches each script of the pages that visible links lead to once, in idle time. Docusaurus's Link
 * prefetches the route of every link that scrolls into view, and docusaurus.js hands each of the route's
 * chunks to prefetchHelper, which adds a `<link rel="prefetch">` at once: the chunks every docs route shares
 * again for each link. With 23 links in view, /system-events/event-types added 336 links for 29 scripts,
 * all in the IntersectionObserver's task (230-600 ms at 4x CPU throttling, the longest task of the page's
 * load). The loader gives docusaurus.js a prefetchHelper that queues each script once and adds the links a
 * few per idle period (prefetch.client.ts); which routes and chunks are prefetched, and when not (data saver,
 * 2G), stays upstream's.
 */
export function idlePrefetchPlugin(): Plugin {
  return upstreamLoaderPlugin('idle-prefetch', {
    file: /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus\.js$/,
    loaders: [path.resolve(__dirname, 'docusaurus-prefetch-loader.cjs')],
    clientOnly: true,
  });
}
