// Stands in for 'algoliasearch/lite' when no Algolia credentials are configured (see src/config/search.ts).
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
    ...options,
    hosts: [{...origin, accept: 'read'}],
  });
}
