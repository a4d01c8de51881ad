// Bundler loader for @docsearch/react 3.9.0, which takes text for HTML and HTML for text:
// - Its Snippet inserts an attribute's snippet as HTML (the search service escapes those), and where a hit has
//   none, the attribute's own text, as HTML too. DocSearch keeps recent and favourite searches without snippets,
//   so on the start screen a heading such as "AT+CGDCONT=<cid>" lost its "<cid>", and markup in a heading's text
//   became elements. That text is now escaped first.
// - It titles each section of the results with the section's highlight drawn as text, where the embedded search
//   service escapes highlights as HTML, so "Data & SMS" read "Data &amp; SMS". The title shows no highlighting
//   (DocSearch strips its <mark> tags), so it is now the section's name as written.
const path = require('node:path');
const patchUpstream = require('../patch-upstream.cjs');

/** The escaper the search service uses for its highlights, so the two escape alike. */
const ESCAPE_HTML_MODULE = path.resolve(__dirname, '../../../search/escape-html.ts');

const FIXES = [
  [
    '{__html:fr(t,"_snippetResult.".concat(r,".value"))||fr(t,r)}',
    '{__html:fr(t,"_snippetResult.".concat(r,".value"))||__siteEscapeHtml(String(fr(t,r)||""))}',
  ],
  ['return o?o.value&&Sr.test(o.value)?o.value.replace(br,""):o.value:e.hierarchy.lvl0}', 'return e.hierarchy.lvl0}'],
];

module.exports = function docsearchTextLoader(source) {
  const patched = patchUpstream(
    source,
    FIXES,
    'docsearch-text: the DocSearch bundle changed; check whether its snippets and section titles still mix text and HTML.',
  );
  return `import {escapeHtml as __siteEscapeHtml} from ${JSON.stringify(ESCAPE_HTML_MODULE)};\n${patched}`;
};

/** For button.ts, which puts the escaper in the modal's chunk. */
module.exports.ESCAPE_HTML_MODULE = ESCAPE_HTML_MODULE;
