// Bundler loader for @docsearch/react 3.9.0: drops the modal footer's "Search by Algolia" logo and
// link, which would credit a service the reader's search never reached when the site's own embedded
// service answers. Used only with embedded search (src/upstream/docsearch-embedded-footer).
const patchUpstream = require('../patch-upstream.cjs');

const ALGOLIA_LOGO =
  /\w+\.createElement\("div",\{className:"DocSearch-Logo"\},\w+\.createElement\(\w+,\{translations:\{searchByText:\w+\}\}\)\)/g;

module.exports = function docsearchEmbeddedFooterLoader(source) {
  return patchUpstream(
    source,
    [[ALGOLIA_LOGO, 'null']],
    'docsearch-embedded-footer: the DocSearch bundle changed; find where its footer credits Algolia.',
  );
};
