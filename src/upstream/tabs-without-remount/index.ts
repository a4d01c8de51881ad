import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {upstreamLoaderPlugin} from '../loader-plugin';

/**
 * Tabs hydrate in place. theme-classic's Tabs remount once the page has hydrated (`key={String(isBrowser)}`,
 * a stopgap for facebook/docusaurus#5653): a `defaultValue` computed only in the browser, such as the reader's
 * OS, would otherwise keep the server's tab. So every page with Tabs threw away the DOM the server rendered
 * inside them, code blocks included, and built it again: on /services/quota-management 1,790 of the article's
 * 2,178 elements, on /rest 2,134 of 4,078. This site's Tabs choose their tab from ?lang= or the reader's last
 * choice, which theme-common applies after hydration without a remount, and their defaults are written
 * literally (tests/unit/content.test.ts). The loader removes the key and the useIsBrowser call that fed it.
 */
export function tabsWithoutRemountPlugin(): Plugin {
  return upstreamLoaderPlugin('tabs-without-remount', {
    file: /@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]Tabs[\\/]index\.js$/,
    loaders: [path.resolve(__dirname, 'tabs-loader.cjs')],
  });
}
