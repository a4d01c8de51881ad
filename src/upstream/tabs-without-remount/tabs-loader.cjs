// Bundler loader for @docusaurus/theme-classic's lib/theme/Tabs/index.js: Tabs keep the DOM they hydrate instead of
// remounting after hydration (index.ts says why). Fails the build when the lines it removes are not found.
const patchUpstream = require('../patch-upstream.cjs');

const IS_BROWSER = '  const isBrowser = useIsBrowser();\n';
const REMOUNT_KEY =
  /\n\s*\/\/ Remount tabs after hydration\n\s*\/\/ Temporary fix for [^\n]*\n\s*key=\{String\(isBrowser\)\}/g;

module.exports = function tabsLoader(source) {
  return patchUpstream(
    source,
    [
      [IS_BROWSER, ''],
      [REMOUNT_KEY, ''],
    ],
    "tabs-without-remount: @docusaurus/theme-classic's lib/theme/Tabs/index.js no longer remounts Tabs with " +
      'key={String(isBrowser)} as this loader expects; check how Tabs hydrate now, and remove the plugin if they no longer remount.',
  );
};
