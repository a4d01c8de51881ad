// Bundler loader for @docsearch/react 3.9.0. DocSearch marks a failed search (all hosts unreachable)
// with the status 'error', but the autocomplete core it bundles resets the status to 'idle' in a
// `finally` right after, so the error screen never shows. This keeps 'error' until the next query.
const patchUpstream = require('../patch-upstream.cjs');

const BROKEN = 'finally((function(){p("idle"),lt&&o.environment.clearTimeout(lt)}))';
const FIXED = 'finally((function(){"error"!==c.getState().status&&p("idle"),lt&&o.environment.clearTimeout(lt)}))';

module.exports = function docsearchErrorScreenLoader(source) {
  return patchUpstream(
    source,
    [[BROKEN, FIXED]],
    'docsearch-error-screen: the DocSearch bundle changed; check whether the error screen fix is still needed.',
  );
};
