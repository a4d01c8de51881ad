// How the page and its tests tell DocSearch's modals apart, in a module of its own so that the benchmark and the
// tests can import it outside the site's bundle.

/** The class DocSearch puts on the body while the reader's modal is open (the warm-up's modal is patched not to). */
export const READER_MODAL_OPEN_CLASS = 'DocSearch--active';

/**
 * The attribute of the container of the modal the page opens out of sight to warm it up (src/search/ModalWarmUp.tsx):
 * what the benchmark and the tests leave out when they look for the reader's modal.
 */
export const WARM_UP_ATTRIBUTE = 'data-docsearch-warm-up';
