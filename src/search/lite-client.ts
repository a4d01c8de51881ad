// Stands in for 'algoliasearch/lite' in the browser bundle (src/upstream/search-client): the DocSearch modal and
// the /search page make their clients here, against the hosted index or the embedded service.
import {createMemoryCache} from '@algolia/client-common';
import {liteClient as upstreamLiteClient} from 'algoliasearch-lite-upstream';
import {EMBEDDED_APP_ID, embeddedSearchTimeouts} from './embedded';

export * from 'algoliasearch-lite-upstream';

type LiteClientArgs = Parameters<typeof upstreamLiteClient>;

/**
 * Algolia's lite client with its hosts' states kept in memory. Upstream keeps them in localStorage, and since
 * algolia/api-clients-automation#6431 every read of that cache first waits a timer task (setTimeout 0), so each
 * search request left only after the frame its keystroke caused (about 45 ms at 4x CPU). Nothing is lost: in
 * 5.64.0 the client stores a failed host's state under a key it never reads back, and were that fixed, the states
 * would last for the page's session. Not serialised, because the states carry the functions that read them.
 * With the embedded service's application id, its one host is the origin that served the page.
 */
export function liteClient(...[appId, apiKey, options]: LiteClientArgs) {
  const hostsCache = createMemoryCache({serializable: false});
  if (appId !== EMBEDDED_APP_ID) return upstreamLiteClient(appId, apiKey, {hostsCache, ...options});
  const origin =
    typeof window === 'undefined'
      ? {url: 'localhost', protocol: 'http' as const}
      : {
          url: window.location.host,
          protocol: window.location.protocol === 'https:' ? ('https' as const) : ('http' as const),
        };
  return upstreamLiteClient(appId, apiKey, {
    timeouts: embeddedSearchTimeouts,
    hostsCache,
    ...options,
    hosts: [{...origin, accept: 'read'}],
  });
}
