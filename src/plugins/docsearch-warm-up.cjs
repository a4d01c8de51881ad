// Bundler loader for @docsearch/react 3.9.0: a `warmUp` prop on DocSearchModal that leaves the page's body alone,
// for the hidden warm-up of src/search/ModalWarmUp.tsx. Opened for the reader, the modal puts a class on the body
// that stops the page scrolling, gives the body a margin the width of the scrollbar it hides, and on closing
// scrolls the window back to where it was when it opened (DocSearchModal's two effects on document.body, in
// packages/docsearch-react/src/DocSearchModal.tsx upstream). Run for the warm-up, each would act on the page the
// reader is reading; with `warmUp` none runs.
const patchUpstream = require('./patch-upstream.cjs');

const PATCHES = [
  // The prop, read with the others (t is the modal's props).
  ['w=t.initialScrollY,E=void 0===w?0:w,', 'w=t.initialScrollY,E=void 0===w?0:w,warmUpOnly=!0===t.warmUp,'],
  [
    'e.useEffect((function(){return document.body.classList.add("DocSearch--active"),',
    'e.useEffect((function(){if(warmUpOnly)return;return document.body.classList.add("DocSearch--active"),',
  ],
  [
    'e.useLayoutEffect((function(){var e=window.innerWidth-document.body.clientWidth;',
    'e.useLayoutEffect((function(){if(warmUpOnly)return;var e=window.innerWidth-document.body.clientWidth;',
  ],
];

module.exports = function docsearchWarmUpLoader(source) {
  return patchUpstream(
    source,
    PATCHES,
    'docsearch-warm-up: the DocSearch bundle changed; check how DocSearchModal now acts on document.body, and ' +
      'whether src/search/ModalWarmUp.tsx can still warm it without acting on the page.',
  );
};
