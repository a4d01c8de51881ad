// The unaliased Algolia lite client; src/config/search.ts maps this name to its browser build.
declare module 'algoliasearch-lite-upstream' {
  export * from 'algoliasearch/lite';
}
