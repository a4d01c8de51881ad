// Text made safe to insert as HTML: the search service escapes highlights with it (search/query.ts), and the
// DocSearch modal a hit's own text where it has no snippet (src/upstream/docsearch-bundle/text.cjs).

const ENTITIES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]);
}
