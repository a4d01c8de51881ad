/**
 * The mark of a page control: an element on a doc page that is not the page's content (the "Copy page" menu, page
 * feedback, the REST reference's "Try it" panel). The Markdown copies (src/plugins/markdown-copies) and the search
 * records (search/records.ts) leave out whatever carries it.
 */
export const PAGE_CONTROL_ATTRIBUTE = 'data-page-control';

/** Spread on a control's outermost element: `<aside {...pageControl}>`. */
export const pageControl = {[PAGE_CONTROL_ATTRIBUTE]: ''} as const;
