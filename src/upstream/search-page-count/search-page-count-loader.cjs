// Bundler loader for the /search page of @docusaurus/theme-search-algolia 3.10: its "N documents
// found" counted hits, one per section (a query found in 40 sections of 3 pages said 40). The page
// now asks for the `url_without_anchor` facet with its query and counts its values: the pages found.
const patchUpstream = require('../patch-upstream.cjs');

const PATCHES = [
  ['hitsPerPage: 15,', "hitsPerPage: 15,\n    facets: ['url_without_anchor'],\n    maxValuesPerFacet: 1000,"],
  ['({results: {query, hits, page, nbHits, nbPages}})', '({results: {query, hits, page, nbPages, facets}})'],
  [
    'totalResults: nbHits,',
    "totalResults: Object.keys(facets.find(({name}) => name === 'url_without_anchor')?.data ?? {}).length,",
  ],
];

module.exports = function searchPageCountLoader(source) {
  return patchUpstream(
    source,
    PATCHES,
    "search-page-count: the theme's SearchPage changed; check how it counts results.",
  );
};
