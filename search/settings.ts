import type {IndexSettings} from 'algoliasearch';

/**
 * The index settings, which `npm run search:push` sends to Algolia and the embedded engine
 * (search/query.ts) follows: the DocSearch crawler's Docusaurus template, less what the embedded
 * engine does not do (proximity, camel-case splitting, advanced syntax), plus optional words.
 * A unit test fails when a setting here is not one the engine applies.
 */
export const indexSettings: IndexSettings = {
  attributesForFaceting: ['type', 'language', 'version', 'docusaurus_tag', 'url_without_anchor'],
  attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
  attributesToHighlight: ['hierarchy', 'content'],
  attributesToSnippet: ['content:10'],
  searchableAttributes: [
    'unordered(hierarchy.lvl0)',
    'unordered(hierarchy.lvl1)',
    'unordered(hierarchy.lvl2)',
    'unordered(hierarchy.lvl3)',
    'unordered(hierarchy.lvl4)',
    'unordered(hierarchy.lvl5)',
    'unordered(hierarchy.lvl6)',
    'content',
  ],
  distinct: true,
  attributeForDistinct: 'url',
  customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
  ranking: ['words', 'filters', 'typo', 'attribute', 'exact', 'custom'],
  highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
  highlightPostTag: '</span>',
  minWordSizefor1Typo: 3,
  minWordSizefor2Typos: 7,
  allowTyposOnNumericTokens: false,
  ignorePlurals: true,
  removeStopWords: ['en'],
  removeWordsIfNoResults: 'allOptional',
  // Words readers add to a question that pages rarely repeat: a page without them still answers. The second line
  // is the filler of questions asked in full ("how much does an SMS cost", "give someone read-only access").
  optionalWords: [
    ...['configure', 'configuration', 'setup', 'set', 'settings', 'use', 'using', 'enable', 'change', 'find'],
    ...['much', 'someone', 'give', 'let', 'want', 'need', 'way'],
  ],
  separatorsToIndex: '_',
};
