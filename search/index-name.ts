/**
 * The embedded service's index name: the name records are built and served under, and the one the site's config
 * (src/config/search.ts) gives DocSearch when it searches the embedded service.
 */
export const embeddedIndexName = 'docs';
