// The unaliased Algolia lite client; src/config/search.ts maps this name to its browser build.
declare module 'algoliasearch-lite-upstream' {
  export * from 'algoliasearch/lite';
}

// Prism's core without its default grammars; src/prism/highlight.ts builds the site's highlighter on it.
declare module 'prismjs/components/prism-core' {
  import Prism from 'prismjs';
  export default Prism;
}
