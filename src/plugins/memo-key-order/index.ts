import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {upstreamLoaderPlugin} from '../upstream-loader-plugin';

/**
 * Doc pages on narrow screens without a collator. theme-common's useShallowMemoObject sorts an object's keys
 * with localeCompare so the memo ignores their order; the mobile doc sidebar's NavbarSecondaryMenuFiller calls it
 * on every render, and the first localeCompare of a page builds the locale's collator: about 9 ms in Node, 35 ms
 * of hydration at 4x CPU throttling, on every doc page Lighthouse measures as mobile. The memo needs a stable
 * order, not a linguistic one: the loader compares the keys by code unit instead.
 */
export function memoKeyOrderPlugin(): Plugin {
  return upstreamLoaderPlugin('memo-key-order', {
    file: /@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/,
    loaders: [path.resolve(__dirname, 'react-utils-loader.cjs')],
  });
}
