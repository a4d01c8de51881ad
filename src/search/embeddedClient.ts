// Stands in for 'algoliasearch/lite' when no Algolia credentials are configured (see src/config/search.ts).
import {createMemoryCache} from '@algolia/client-common';
import {liteClient as upstreamLiteClient} from 'algoliasearch-lite-upstream';
import {embeddedSearchTimeouts} from './timeouts';

export * from 'algoliasearch-lite-upstream';

/** The Algolia lite client with one host: the origin that served the page, i.e. search/server.ts. */
export function liteClient(...[appId, apiKey, options]: Parameters<typeof upstreamLiteClient>) {
  const origin =
    typeof window === 'undefined'
      ? {url: 'localhost', protocol: 'http' as const}
      : {
          url: window.location.host,
          protocol: window.location.protocol === 'https:' ? ('https' as const) : ('http' as const),
        };
  return upstreamLiteClient(appId, apiKey, {
    timeouts: embeddedSearchTimeouts,
    // Upstream keeps the hosts' states in localStorage, and since algolia/api-clients-automation#6431 every read of
    // it first waits a macrotask (setTimeout 0): each search request then left only after the frame its keystroke
    // caused, 50-100 ms at 4x CPU. With one host, the page's own origin, there is no state worth keeping across
    // page loads; a host marked down still recovers after 2 minutes (the state itself carries its time).
    hostsCache: createMemoryCache(),
    ...options,
    hosts: [{...origin, accept: 'read'}],
  });
}
