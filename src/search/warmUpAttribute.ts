/**
 * The attribute of the hidden warm-up modal's container (src/search/ModalWarmUp.tsx), in a module of its own so
 * that the benchmark and the tests, which leave that container out when they look for the reader's modal, can
 * import it outside the site's bundle.
 */
export const WARM_UP_ATTRIBUTE = 'data-docsearch-warm-up';
