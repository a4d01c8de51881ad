// The unaliased Algolia lite client; src/config/search.ts maps this name to its browser build.
declare module 'algoliasearch-lite-upstream' {
  export * from 'algoliasearch/lite';
}

// Prism's core without its default grammars; src/upstream/prism/highlight.ts builds the site's highlighter on it.
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';
  export default Prism;
}

// The modal and its style sheet, as theme-search-algolia's SearchBar imports them; src/theme/SearchBar loads both
// when the page is idle. Only the loading matters there, so they are typed as modules with no exports used.
declare module '@docsearch/react/modal';
declare module '@docsearch/react/style';

// Each doc's description by doc id, which src/upstream/doc-card-descriptions writes and src/theme/DocCard reads.
declare module '@generated/doc-card-descriptions/default/descriptions.json' {
  const descriptions: Record<string, string>;
  export default descriptions;
}
