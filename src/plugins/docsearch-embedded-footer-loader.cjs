// Bundler loader for @docsearch/react 3.9.0: drops the modal footer's "Search by Algolia" logo and
// link, which would credit a service the reader's search never reached when the site's own embedded
// service answers. Used only with embedded search (src/plugins/docsearch-embedded-footer.ts).
const ALGOLIA_LOGO =
  /\w+\.createElement\("div",\{className:"DocSearch-Logo"\},\w+\.createElement\(\w+,\{translations:\{searchByText:\w+\}\}\)\)/g;

module.exports = function docsearchEmbeddedFooterLoader(source) {
  if ((source.match(ALGOLIA_LOGO) ?? []).length !== 1) {
    throw new Error('docsearch-embedded-footer: the DocSearch bundle changed; find where its footer credits Algolia.');
  }
  return source.replace(ALGOLIA_LOGO, 'null');
};
