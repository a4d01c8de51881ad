// The DocSearch modal's section titles, as the site's SearchBar wrapper gives them (src/theme/SearchBar).
import type {DocSearchHit} from '@docsearch/react';

/**
 * The hit with its section's highlight replaced by the section's name. DocSearch 3 titles each section of the
 * modal with that highlight as text, its `<mark>` tags stripped, and so assumes it holds no HTML; the embedded
 * service escapes every highlight as HTML (search/query.ts), as the /search page and the modal's snippets need, so
 * a section named "Data & SMS" read "Data &amp; SMS". The title shows no highlighting, so the name loses nothing.
 */
export function withSectionNameAsTitle(hit: DocSearchHit): DocSearchHit {
  const highlight = hit._highlightResult?.hierarchy?.lvl0;
  if (!highlight) return hit;
  const hierarchy = {...hit._highlightResult.hierarchy, lvl0: {...highlight, value: hit.hierarchy.lvl0}};
  return {...hit, _highlightResult: {...hit._highlightResult, hierarchy}};
}
