// Bundler loader for @docsearch/react 3.9.0, fixing two ARIA faults axe reports in the modal
// (upstream: algolia/docsearch#1014):
// - every result list gets the id 'docsearch-list' (duplicates), while the input's and the
//   combobox's aria-controls name 'docsearch-<source>-list', which then does not exist: the lists
//   now get their source's id;
// - the backdrop is a focusable role="button" wrapping the whole dialog (interactive controls
//   nested in a button): it keeps the combobox role autocomplete gives it and closes on click as before.
const patchUpstream = require('../patch-upstream.cjs');

const FIXES = [
  ['e.createElement("ul",t.getListProps(),', 'e.createElement("ul",t.getListProps({source:t.collection.source}),'],
  ['role:"button",tabIndex:0,onMouseDown:', 'onMouseDown:'],
];

module.exports = function docsearchAriaLoader(source) {
  return patchUpstream(
    source,
    FIXES,
    'docsearch-aria: the DocSearch bundle changed; check whether the ARIA fixes are still needed.',
  );
};
