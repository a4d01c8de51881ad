// Bundler loader for @docusaurus/theme-common's lib/utils/reactUtils.js: useShallowMemoObject sorts its keys by
// code unit instead of with localeCompare (index.ts says why). Fails the build when the sort it rewrites is not found.
const patchUpstream = require('../patch-upstream.cjs');

const UPSTREAM_SORT = 'deps.sort((a, b) => a[0].localeCompare(b[0]));';
const CODE_UNIT_SORT = 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));';

module.exports = function reactUtilsLoader(source) {
  return patchUpstream(
    source,
    [[UPSTREAM_SORT, CODE_UNIT_SORT]],
    `memo-key-order: @docusaurus/theme-common's lib/utils/reactUtils.js no longer has "${UPSTREAM_SORT}"; ` +
      'check whether useShallowMemoObject still sorts with localeCompare.',
  );
};
